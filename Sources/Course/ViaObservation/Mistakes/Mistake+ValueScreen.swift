import MemberViews
import Members
import Observation
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a value screen whose observation loop never ends and holds it.
  ///
  /// The compose screen is the correct one: it publishes its ending, and the loop, which
  /// never returns, waits on for a change that never comes. Only the title is edited.
  package final class ValueScreen: ViewController {
    /// The values and their edit buttons, as in the correct screen.
    package let valueView = ValueView()

    /// The loop observing the last composer's state; it never ends by itself.
    package private(set) var observation: Task<Void, Never>?

    /// How many phases the loop has seen.
    package private(set) var deliveryCount = 0
    private var waiter: (count: Int, continuation: CheckedContinuation<Void, Never>)?

    /// Creates the value screen with neither value set.
    package init() {
      super.init()
      title = "Values"
    }

    package override func loadView() {
      view = valueView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      valueView.subtitleLabel.isHidden = true
      valueView.editSubtitleButton.isHidden = true
      valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
    }

    /// Presents a composer and observes its state "for every future answer": WRONG.
    func editTitleTapped() {
      let composer = ComposeScreen(caption: "Title")
      let phases = Observations { [state = composer.state] in state.phase }
      observation = Task {
        for await phase in phases {  // no `return`, and `self` captured strongly by the task
          receive(phase)
        }
      }
      present(composer, animated: true)
    }

    private func receive(_ phase: ComposeState.Phase) {
      if case .finished(let outcome) = phase { valueView.show(outcome, in: .title) }
      deliveryCount += 1
      if let waiter, deliveryCount >= waiter.count {
        self.waiter = nil
        waiter.continuation.resume()
      }
    }

    /// Returns once the loop has seen `count` phases in all.
    package func waitForDelivery(count: Int) async {
      guard deliveryCount < count else { return }
      await withCheckedContinuation { waiter = (count, $0) }
    }
  }
}
