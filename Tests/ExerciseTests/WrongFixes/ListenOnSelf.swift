// Exercise 6 as it starts: `Task { [weak self] in await self?.listen() }`, where listen()
// loops over the stream, so self is strong for as long as the stream stays open.
import ExerciseChecks
import Members
import StageKit

/// The untouched mistake of exercise 6, as a test subject.
enum ListenOnSelf {
  final class MemberListScreen: ViewController, StreamListSubject {
    /// The task of the last list made, for a test to await once the stream has ended.
    static var lastListening: Task<Void, Never>?

    private(set) var memberListManager = MemberListManager()
    private let events: AsyncStream<Member>
    private var listening: Task<Void, Never>?

    init(events: AsyncStream<Member>) {
      self.events = events
      super.init()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      listening = Task { [weak self] in
        await self?.listen()
      }
      Self.lastListening = listening
    }

    private func listen() async {
      for await member in events {
        memberListManager.makeNewMember(member)
      }
    }
  }
}
