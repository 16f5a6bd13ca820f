// The receiver of the compose exchange. It presents one compose screen per value and
// gives each its own closures, which already know which value they set.
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
public final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  public let valueView = ValueView()

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

  // snippet: compose-receiver
  /// Presents a compose screen for the title, with closures that set the title.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title")
    composer.onInput = { [weak self] value in self?.valueView.showTitle(.done(value)) }
    composer.onCancel = { [weak self] in self?.valueView.showTitle(.cancelled) }
    present(composer, animated: true)
  }
  // end snippet

  /// Presents a compose screen for the subtitle, with closures that set the subtitle.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle")
    composer.onInput = { [weak self] value in self?.valueView.showSubtitle(.done(value)) }
    composer.onCancel = { [weak self] in self?.valueView.showSubtitle(.cancelled) }
    present(composer, animated: true)
  }
}
