// A transcript is the lesson's evidence: who told whom what, and who was released.
// Lessons print it; tests assert on it. Every screen writes to the transcript that was
// current when the screen was made, so a screen released later still reports to the
// same place.
import LeakCheck

/// A log, in order, of the messages between objects and of their releases.
public final class Transcript: Sendable {
  /// One line of a transcript.
  public enum Entry: Equatable, Sendable, CustomStringConvertible {
    /// `sender` told `receiver` something; a `nil` receiver means nobody was listening.
    case message(from: String, to: String?, text: String)
    /// A screen was pushed, popped, presented or dismissed.
    case navigation(String)
    /// An object was released (its `deinit` ran).
    case released(String)
    /// Anything else worth saying, such as an input refused.
    case note(String)

    public var description: String {
      switch self {
      case .message(let from, let to?, let text): "\(from) → \(to): \(text)"
      case .message(let from, nil, let text): "\(from) → nobody: \(text)"
      case .navigation(let text): text
      case .released(let name): "released \(name)"
      case .note(let text): text
      }
    }
  }

  private let storage = Locked<[Entry]>([])

  /// Creates an empty transcript.
  public init() {}

  /// The transcript that new screens write to: set it with `Transcript.$current.withValue`.
  @TaskLocal public static var current = Transcript()

  /// All entries so far, oldest first.
  public var entries: [Entry] { storage.withLock { $0 } }

  /// Appends one entry.
  public func record(_ entry: Entry) {
    storage.withLock { $0.append(entry) }
  }

  /// Records that `sender` told `receiver` something, or that nobody heard it.
  ///
  /// Each side is named as ``name(of:)`` names it, so every mechanism records its messages
  /// with this one call: `receiver` is a delegate, a closure, a center or a stream's name,
  /// and `nil` when nobody is listening (no delegate set, no closure set).
  public func message(from sender: Any, to receiver: Any?, _ text: String) {
    record(.message(from: Self.name(of: sender), to: receiver.map(Self.name(of:)), text: text))
  }

  /// Removes and returns every entry, for printing a lesson step by step.
  public func drain() -> [Entry] {
    storage.withLock { entries in
      defer { entries.removeAll() }
      return entries
    }
  }

  /// The name a sender or a receiver goes by in a transcript.
  ///
  /// An object that has a `transcriptName` goes by it, and any other value by its type
  /// ("MemberListScreen"). A closure has no name, so it goes by `{ closure }`. A `String` is
  /// taken as the name itself, for what has no name of its own, such as a screen's stream
  /// ("MemberDetailScreen.events").
  public static func name(of value: Any) -> String {
    if let named = value as? any TranscriptNamed { return named.transcriptName }
    if let name = value as? String { return name }
    let type = String(describing: Swift.type(of: value))
    return type.contains("->") ? "{ closure }" : type
  }
}

/// An object that tells the transcript its own name, such as "title composer".
public protocol TranscriptNamed: AnyObject {
  /// The name that transcripts and leak reports use for this object.
  nonisolated var transcriptName: String { get }
}
