import Members
import StageKit

/// The value screen's view: the title and subtitle, each with a button to edit it.
@MainActor
package final class ValueView: View {
  /// The value a compose screen edits: which row its outcome is shown in.
  package enum Row: Sendable {
    /// The title row.
    case title
    /// The subtitle row.
    case subtitle
  }

  /// The title's current value, "Cancelled" after a cancel.
  package let titleLabel = Label("Title:    (none)")
  /// The button that presents the title's composer.
  package let editTitleButton = Button(title: "Edit title")
  /// The subtitle's current value, "Cancelled" after a cancel.
  package let subtitleLabel = Label("Subtitle: (none)")
  /// The button that presents the subtitle's composer.
  package let editSubtitleButton = Button(title: "Edit subtitle")

  /// How many outcomes were shown, in either row: tests count deliveries.
  private(set) var outcomesShown = 0

  /// Creates the view with neither value set.
  package init() {
    super.init(frame: .zero)
    for view in [titleLabel, editTitleButton, subtitleLabel, editSubtitleButton] { addSubview(view) }
  }

  /// Shows what a composer said in `row`: its value, or "Cancelled".
  package func show(_ outcome: ComposeOutcome, in row: Row) {
    switch row {
    case .title: showTitle(outcome)
    case .subtitle: showSubtitle(outcome)
    }
  }

  /// Shows what the title's composer said: its value, or "Cancelled".
  package func showTitle(_ outcome: ComposeOutcome) {
    outcomesShown += 1
    titleLabel.text = "Title:    \(Self.text(for: outcome))"
  }

  /// Shows what the subtitle's composer said: its value, or "Cancelled".
  package func showSubtitle(_ outcome: ComposeOutcome) {
    outcomesShown += 1
    subtitleLabel.text = "Subtitle: \(Self.text(for: outcome))"
  }

  /// The text a row shows for `outcome`: the value, "(empty)" for no text, or "Cancelled".
  static func text(for outcome: ComposeOutcome) -> String {
    switch outcome {
    case .done(let value?) where !value.isEmpty: value
    case .done: "(empty)"
    case .cancelled: "Cancelled"
    }
  }
}
