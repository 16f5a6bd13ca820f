import Members
import StageKit

/// The value screen's view: the title and subtitle, each with a button to edit it.
@MainActor
public final class ValueView: View {
  /// The title's current value, "Cancelled" after a cancel.
  public let titleLabel = Label("Title:    (none)")
  /// The button that presents the title's composer.
  public let editTitleButton = Button(title: "Edit title")
  /// The subtitle's current value, "Cancelled" after a cancel.
  public let subtitleLabel = Label("Subtitle: (none)")
  /// The button that presents the subtitle's composer.
  public let editSubtitleButton = Button(title: "Edit subtitle")

  /// Creates the view with neither value set.
  public override init() {
    super.init()
    for view in [titleLabel, editTitleButton, subtitleLabel, editSubtitleButton] { addSubview(view) }
  }

  /// Shows what the title's composer said: its value, or "Cancelled".
  public func showTitle(_ outcome: ComposeOutcome) {
    titleLabel.text = "Title:    \(outcome)"
  }

  /// Shows what the subtitle's composer said: its value, or "Cancelled".
  public func showSubtitle(_ outcome: ComposeOutcome) {
    subtitleLabel.text = "Subtitle: \(outcome)"
  }
}
