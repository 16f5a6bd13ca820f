// The receiver of the compose exchange. It presents one compose screen per value and
// tells their answers apart by the sender each message names.
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
public final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  public let valueView = ValueView()

  // snippet: present
  // Weak: the presentation owns a composer while it is up; these only tell which is which.
  private weak var titleComposer: ComposeScreen?
  private weak var subtitleComposer: ComposeScreen?

  /// Presents a compose screen for the title, with this screen as its delegate.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title")
    composer.delegate = self
    titleComposer = composer
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, with this screen as its delegate.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle")
    composer.delegate = self
    subtitleComposer = composer
    present(composer, animated: true)
  }
  // end snippet

  /// Creates the value screen with neither value set.
  public init() {
    super.init()
    title = "Values"
  }

  public override func loadView() {
    view = valueView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
    valueView.editSubtitleButton.addTarget(self, action: ValueScreen.editSubtitleTapped)
  }
}

// snippet: receiver
extension ValueScreen: ComposeDelegate {
  public func composer(_ composer: ComposeScreen, didInput value: String?) {
    show(.done(value), from: composer)
  }

  public func composerDidCancel(_ composer: ComposeScreen) {
    show(.cancelled, from: composer)
  }

  /// Shows `outcome` in the row of the composer that sent it: the sender says which row.
  private func show(_ outcome: ComposeOutcome, from composer: ComposeScreen) {
    if composer === titleComposer {
      valueView.showTitle(outcome)
    } else if composer === subtitleComposer {
      valueView.showSubtitle(outcome)
    } else {
      transcript.record(.note("\(transcriptName) ignored \(composer.transcriptName): it did not present it"))
    }
  }
}
// end snippet
