import Foundation
import MemberViews
import Members
import Observation
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen whose observation loop never ends and holds it.
  public final class MemberListScreen: ViewController {
    /// The loop observing the last detail screen's state; it never ends by itself.
    public private(set) var observation: Task<Void, Never>?

    /// The members, as in the correct screen.
    public private(set) var memberListManager = MemberListManager()
    /// The table and the message line; the twin fills no rows, as only its loop matters.
    public let listView = MemberListView()

    /// How many phases the loop has applied.
    public private(set) var deliveryCount = 0
    private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

    public override func loadView() {
      view = listView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
    }

    /// Opens a detail screen and observes its state, forever: what "+" does.
    ///
    /// The twin puts no "+" in its bar: the button holds its target weakly, and a leak
    /// report, which cannot tell weak from strong, would draw that as a cycle.
    public func plusButtonTapped() {
      let detailVC = MemberDetailScreen()
      observe(detailVC.state)
      navigationController?.pushViewController(detailVC, animated: true)
    }

    // snippet: endless-loop
    /// Observes `state` "for every future save": WRONG, as the loop never ends and owns `self`.
    func observe(_ state: MemberEditState) {
      let phases = Observations { state.phase }
      observation = Task {
        for await phase in phases {  // no `return`: after the ending it waits for a change that never comes
          apply(phase, from: state)  // `self`, captured strongly by the task
        }
      }
    }
    // end snippet

    private func apply(_ phase: MemberEditState.Phase, from state: MemberEditState) {
      if case .added(let member) = phase {
        transcript.message(from: state, to: self, "\(phase)")
        memberListManager.makeNewMember(member)
      }
      deliveryCount += 1
      if let waiter, deliveryCount >= waiter.count {
        self.waiter = nil
        waiter.continuation.resume()
      }
    }

    /// Returns once the loop has applied `count` phases in all.
    ///
    /// A test or the lesson awaits a delivery with it, as the loop itself never ends.
    public func delivery(_ count: Int) async {
      guard deliveryCount < count else { return }
      await withCheckedContinuation { waiter = (count, $0) }
    }
  }
}
