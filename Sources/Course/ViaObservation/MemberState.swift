// Observation: the detail screen (the sender) sends no message. It changes state that it
// publishes, and whoever cares observes that state. There is no protocol to conform to and
// no `delegate = self` to forget; the sender does not know whether anybody is watching.
import Members
import Observation
import StageKit

// snippet: state
/// The state a detail screen publishes: open, then exactly one ending.
///
/// Observation delivers the latest value, not every change, so the state says how the
/// screen ended rather than listing what happened: an observer that wakes late still
/// sees the whole story.
@Observable
@MainActor
package final class MemberState: TranscriptNamed {
  /// Where a detail screen is in its life.
  package enum Phase: Equatable, Sendable {
    /// The screen is open and nothing has been saved.
    case editing
    /// Save asked the list for this edit: add a member, or update one.
    case saved(MemberEdit)
    /// The screen went away without saving (Back).
    case closed
  }

  /// The phase the screen is in; it changes once, from `editing` to an ending.
  package var phase: Phase = .editing

  /// The name transcripts use for this state.
  package nonisolated let transcriptName = "MemberDetailScreen.state"

  /// Creates the state of a screen that has just opened.
  package init() {}
}
// end snippet

extension MemberState.Phase: CustomStringConvertible {
  package var description: String {
    switch self {
    case .editing: "editing"
    case .saved(let edit): "saved(\(edit))"
    case .closed: "closed"
    }
  }
}
