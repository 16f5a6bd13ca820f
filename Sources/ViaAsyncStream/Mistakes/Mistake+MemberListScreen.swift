import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen whose reading task keeps it alive for the whole loop.
  public final class MemberListScreen: ViewController {
    /// The reading tasks, kept so that a test or the lesson can await their end.
    public private(set) var listeners: [Task<Void, Never>] = []

    /// The members, as in the correct screen.
    public private(set) var memberListManager = MemberListManager()
    /// The table and the message line; the twin never fills the table, it only reads events.
    public let listView = MemberListView()

    public override func loadView() {
      view = listView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
    }

    /// Opens a detail screen and reads its events, as "+" does in the correct screen.
    ///
    /// The twin has no bar button: its weak target would look like a cycle to reflection,
    /// which cannot tell weak from strong, and hide that a task is what holds this screen.
    public func plusButtonTapped() {
      let detailVC = MemberDetailScreen()
      let events = detailVC.events
      // snippet: weak-self-task
      // WRONG: `[weak self]` is only weak until `self?.consume` starts; inside the method
      // `self` is strong, for as long as the loop runs: until the stream finishes.
      listeners.append(Task.immediate { [weak self] in await self?.consume(events) })
      // end snippet
      navigationController?.pushViewController(detailVC, animated: true)
    }

    // snippet: consume
    /// Reads every event until the stream finishes, with `self` strong all along.
    func consume(_ events: AsyncStream<MemberEvent>) async {
      for await event in events {
        transcript.record(.message(from: "MemberDetailScreen.events", to: transcriptName, text: "\(event)"))
        if case .saved(let member) = event { memberListManager.makeNewMember(member) }
      }
    }
    // end snippet
  }
}
