/// The state a detail screen publishes: open, then exactly one ending.
///
/// Observation delivers the latest value, not every change, so the state says how the
/// screen ended rather than listing what happened: an observer that wakes late still
/// sees the whole story.
@Observable
@MainActor
public final class MemberEditState: TranscriptNamed {
  /// Where a detail screen is in its life.
  public enum Phase: Equatable, Sendable {
    /// The screen is open and nothing has been saved.
    case editing
    /// Save added this new member.
    case added(Member)
    /// Save replaced the member at row `index`.
    case updated(index: Int, Member)
    /// The screen went away without saving (Back).
    case closed
  }

  /// The phase the screen is in; it changes once, from `editing` to an ending.
  public internal(set) var phase: Phase = .editing

  /// The name transcripts use for this state.
  public nonisolated let transcriptName = "MemberDetailScreen.state"

  /// Creates the state of a screen that has just opened.
  public init() {}
}
