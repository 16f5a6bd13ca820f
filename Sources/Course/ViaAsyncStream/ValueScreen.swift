// The receiver of the compose exchange. It presents one compose screen per value and
// reads each one's stream in its own task, which knows which row the answer is for.
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
package final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  package let valueView = ValueView()

  /// One reading task per composer this screen presented, until that composer's stream ends.
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

  /// Reads `composer`'s outcome in a task that holds this screen only weakly.
  private func listen(to composer: ComposeScreen, for row: ValueView.Row) {
    let events = composer.events
    let sender = composer.transcriptName  // the name, not the screen: the task must not keep it
    listeners.listen(to: composer) { [weak self] in
      for await outcome in events {
        self?.receive(outcome, for: row, from: sender)  // `self` is strong for this one outcome only
      }
    }
  }

  /// Returns once the outcome written by every composer that has gone away is shown.
  ///
  /// A composer still up may answer later, so its task is not waited for.
  package func waitForDelivery() async {
    await listeners.waitForDelivery()
  }
}

extension ValueScreen {
  /// Shows an outcome read from a composer's stream in `row`, and records its arrival.
  private func receive(_ outcome: ComposeOutcome, for row: ValueView.Row, from sender: String) {
    transcript.message(from: "\(sender).events", to: self, "\(outcome)")
    valueView.show(outcome, in: row)
  }
}
