// The compose exchange's published state: open, then one ending (how it finished, Done or
// Cancel), or closed without one. Each composer has its own state, so the receiver knows
// which composer answered by which state it observes.
import Members
import Observation
import StageKit

/// The state a compose screen publishes: open, then how it ended.
@Observable
@MainActor
package final class ComposeState: TranscriptNamed {
  /// Where a compose screen is in its life.
  package enum Phase: Equatable, Sendable, CustomStringConvertible {
    /// The screen is up and nothing has been chosen.
    case composing
    /// Done or Cancel was tapped: the typed value, or `.cancelled`.
    case finished(ComposeOutcome)
    /// The screen went away without an answer.
    case closed

    package var description: String {
      switch self {
      case .composing: "composing"
      case .finished(let outcome): "finished(\(outcome))"
      case .closed: "closed"
      }
    }
  }

  /// The phase the screen is in; it changes once, from `composing` to an ending.
  package var phase: Phase = .composing

  /// The name transcripts use for this state, such as "ComposeScreen (title).state".
  package nonisolated let transcriptName: String

  /// Creates the state of the compose screen named `screenName`.
  package init(screenName: String) {
    transcriptName = "\(screenName).state"
  }
}
