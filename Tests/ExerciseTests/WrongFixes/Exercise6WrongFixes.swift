// Exercise 6's wrong fixes: ways to read an app-long events stream in a task that still
// hold the list, stop reading, or promise the list will be there.
import ExerciseChecks
import Members
import StageKit

/// A member list that adds every member from `events`, once `startListening()` has started a loop.
class Exercise6List: ViewController, StreamListSubject {
  private(set) var memberListManager = MemberListManager()
  let events: AsyncStream<Member>
  var listening: Task<Void, Never>?

  required init(events: AsyncStream<Member>) {
    self.events = events
    super.init()
    Leftovers.note(self)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    startListening()
  }

  func startListening() {}

  func addNewMember(_ member: Member) {
    memberListManager.makeNewMember(member)
  }
}

/// The starter: `Task { [weak self] in await self?.listen() }`, so self is strong for the whole loop.
enum ListenOnSelf {
  final class MemberListScreen: Exercise6List {
    override func startListening() {
      listening = Task { [weak self] in
        await self?.listen()
      }
    }

    private func listen() async {
      for await member in events { addNewMember(member) }
    }
  }
}

/// `[unowned self]` in the loop: no cycle, and a trap when a member arrives after the list is gone.
enum UnownedLoop {
  final class MemberListScreen: Exercise6List {
    isolated deinit {
      listening?.cancel()
    }

    override func startListening() {
      listening = Task { [unowned self, events] in
        for await member in events { self.addNewMember(member) }  // the wrong fix
      }
    }
  }
}

/// `guard let self` at the top of the task: one strong reference for the whole loop.
enum GuardLetSelf {
  final class MemberListScreen: Exercise6List {
    override func startListening() {
      listening = Task { [weak self] in
        guard let self else { return }  // the wrong fix: self is strong from here on
        for await member in events { addNewMember(member) }
      }
    }
  }
}

/// The loop moved into a static method that takes the list as an argument: the argument is
/// strong for as long as the method runs.
enum ListenStatic {
  final class MemberListScreen: Exercise6List {
    override func startListening() {
      listening = Task { [weak self, events] in
        await Self.listen(to: events, for: self)
      }
    }

    private static func listen(to events: AsyncStream<Member>, for list: MemberListScreen?) async {
      for await member in events { list?.addNewMember(member) }  // the wrong fix: `list` is held all along
    }
  }
}

/// The loop ended after the first member, so that the task ends: the list goes, and hears nothing more.
enum StopsAfterFirst {
  final class MemberListScreen: Exercise6List {
    override func startListening() {
      listening = Task { [weak self, events] in
        for await member in events {
          self?.addNewMember(member)
          break  // the wrong fix
        }
      }
    }
  }
}

/// The loop right, with `self` taken weakly per member, but the task neither kept nor
/// cancelled: the list goes, and the task, which nothing can reach any more, reads the
/// stream for as long as the stream stays open.
enum TaskNeverEnds {
  final class MemberListScreen: Exercise6List {
    override func startListening() {
      Task { [weak self, events] in  // the wrong fix: nothing ends this task
        for await member in events { self?.addNewMember(member) }
      }
    }
  }
}
