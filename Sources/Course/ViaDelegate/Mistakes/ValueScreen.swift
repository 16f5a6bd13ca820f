// The receiver of the compose exchange. It presents one compose screen per value and
// tells their answers apart by the sender each message names.
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
package final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  package let valueView = ValueView()

  // snippet: composers
  // Weak: the presentation owns a composer while it is up; these only tell which is which.
  private var titleComposer: ComposeScreen?  // MISTAKE: kept strongly, "to reuse it"
  private weak var subtitleComposer: ComposeScreen?
  // end snippet

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
  /// Presents a compose screen for the title, and hears how it ends.
  func editTitleTapped() {
    let composer = titleComposer ?? ComposeScreen(caption: "Title")  // MISTAKE: the kept one, typed text and all
    composer.delegate = self
    titleComposer = composer
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, and hears how it ends.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle")
    composer.delegate = self
    subtitleComposer = composer
    present(composer, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension ValueScreen: ComposeDelegate {
  package func composer(_ composer: ComposeScreen, didInput value: String?) {
    receive(.done(value), from: composer)
  }

  package func composerDidCancel(_ composer: ComposeScreen) {
    receive(.cancelled, from: composer)
  }

  /// Shows `outcome` in the row of the composer that sent it: the sender says which row.
  private func receive(_ outcome: ComposeOutcome, from composer: ComposeScreen) {
    if composer === titleComposer {
      valueView.show(outcome, in: .title)
    } else if composer === subtitleComposer {
      valueView.show(outcome, in: .subtitle)
    } else {
      transcript.record(.note("\(transcriptName) ignored \(composer.transcriptName): it did not present it"))
    }
  }
}
// end snippet
