// The receiver of the compose exchange. It presents one compose screen per value and
// gives each a closure that already knows which value it sets.
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
package final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  package let valueView = ValueView()

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

  // snippet: present
  package var keptComposer: ComposeScreen?  // MISTAKE: kept "to reuse it", and its closure holds this screen
  /// Presents a compose screen for the title, and hears how it ends.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title")
    composer.onFinish = { outcome in self.receive(outcome, for: .title) }  // MISTAKE: no `[weak self]`
    keptComposer = composer  // MISTAKE: with the strong capture, each holds the other
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, and hears how it ends.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle")
    composer.onFinish = { [weak self] outcome in self?.receive(outcome, for: .subtitle) }
    present(composer, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension ValueScreen {
  /// Shows `outcome` in `row`: each closure was written for one row, so it says which.
  private func receive(_ outcome: ComposeOutcome, for row: ValueView.Row) {
    valueView.show(outcome, in: row)
  }
}
// end snippet
