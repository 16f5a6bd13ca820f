import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen whose reading task keeps it alive for the whole loop.
  package final class MemberListScreen: ViewController {
    /// The table, the message line and the members, as in the correct screen.
    package let listView = MemberListView()

    /// The reading tasks, kept so that a test or the lesson can await their end.
    package private(set) var listeners: [Task<Void, Never>] = []

    /// The members, as in the correct screen.
    package var memberListManager: MemberListManager { listView.memberListManager }

    package override func loadView() {
      view = listView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)
    }

    /// Opens a detail screen and reads its stream, as "+" does in the correct screen.
    func plusButtonTapped() {
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
    /// Reads every edit until the stream finishes, with `self` strong all along.
    func consume(_ events: MemberStream) async {
      for await edit in events {
        transcript.record(.message(from: "MemberDetailScreen.events", to: transcriptName, text: "\(edit)"))
        listView.apply(edit)
      }
    }
    // end snippet
  }
}
