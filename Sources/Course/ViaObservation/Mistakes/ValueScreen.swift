// The receiver of the compose exchange. It presents one compose screen per value and
// knows which row an answer belongs to by which composer's state it observes.
import MemberViews
import Members
import Observation
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
package final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  package let valueView = ValueView()

  /// One observing task per composer this screen presented, until that composer's state ends.
  package let listeners = Listeners()

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
    valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
    valueView.editSubtitleButton.addTarget(self, action: ValueScreen.editSubtitleTapped)
  }

  /// Presents a compose screen for the title, and hears how it ends.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title")
    listen(to: composer, for: .title)
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, and hears how it ends.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle")
    listen(to: composer, for: .subtitle)
    present(composer, animated: true)
  }

  /// Observes `composer`'s state in a task that holds this screen only weakly, until it ends.
  private func listen(to composer: ComposeScreen, for row: ValueView.Row) {
    let state = composer.state
    let phases = Observations { state.phase }
    listeners.listen(to: composer) { [weak self] in
      guard let self else { return }  // MISTAKE: `self` is strong from here to the loop's end
      for await phase in phases where phase != .composing {
        receive(phase, for: row, from: state)  // MISTAKE: the strong `self` above, held while the loop waits
        return  // an ending comes once: the loop is over, and its task ends
      }
    }
  }

  /// Returns once the ending of every composer that has gone away is shown.
  ///
  /// A composer still up may answer later, so its task is not waited for.
  package func waitForDelivery() async {
    await listeners.waitForDelivery()
  }
}

extension ValueScreen {
  /// Shows the outcome a composer's state ended with in `row`, and records its arrival.
  private func receive(_ phase: ComposeState.Phase, for row: ValueView.Row, from state: ComposeState) {
    transcript.message(from: state, to: self, "\(phase)")
    if case .finished(let outcome) = phase {
      valueView.show(outcome, in: row)
    }
  }
}
