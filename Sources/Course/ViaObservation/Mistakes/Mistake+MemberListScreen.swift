import Foundation
import MemberViews
import Members
import Observation
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen whose observation loop never ends and holds it.
  package final class MemberListScreen: ViewController {
    /// The table, the message line and the members, as in the correct screen.
    package let listView = MemberListView()

    /// The loop observing the last detail screen's state; it never ends by itself.
    package private(set) var observation: Task<Void, Never>?

    /// How many phases the loop has seen.
    package private(set) var deliveryCount = 0
    private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

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

    /// Opens a detail screen and observes its state, forever: what "+" does.
    func plusButtonTapped() {
      let detailVC = MemberDetailScreen()
      observe(detailVC.state)
      navigationController?.pushViewController(detailVC, animated: true)
    }

    // snippet: endless-loop
    /// Observes `state` "for every future save": WRONG, as the loop never ends and owns `self`.
    func observe(_ state: MemberState) {
      let phases = Observations { state.phase }
      observation = Task {
        for await phase in phases {  // no `return`: after the ending it waits for a change that never comes
          receive(phase, from: state)  // `self`, captured strongly by the task
        }
      }
    }
    // end snippet

    private func receive(_ phase: MemberState.Phase, from state: MemberState) {
      if case .saved(let edit) = phase {
        transcript.message(from: state, to: self, "\(phase)")
        listView.apply(edit)
      }
      deliveryCount += 1
      if let waiter, deliveryCount >= waiter.count {
        self.waiter = nil
        waiter.continuation.resume()
      }
    }

    /// Returns once the loop has seen `count` phases in all.
    ///
    /// A test or the lesson awaits a delivery with it, as the loop itself never ends.
    package func waitForDelivery(count: Int) async {
      guard deliveryCount < count else { return }
      await withCheckedContinuation { waiter = (count, $0) }
    }
  }
}
