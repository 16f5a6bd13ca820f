// Progress lives in one small JSON file at the package root, which the learner may read,
// edit or delete. A file that cannot be read is set aside, never silently overwritten.
import Foundation

/// What the learner has done so far: per exercise, whether it ever passed, whether it fails now,
/// and how many hints they saw.
public struct CoachProgress: Codable, Equatable, Sendable {
  /// The progress of one exercise.
  public struct Entry: Codable, Equatable, Sendable {
    /// `true` once a check passed, even if a later one failed (until `--reset`).
    public var passed = false
    /// `true` when the latest check did not pass.
    public var failingNow = false
    /// How many hints have been shown.
    public var hintsShown = 0

    /// Creates an entry of an exercise not tried yet.
    public init() {}

    /// Reads an entry; keys missing from an older progress file take their defaults.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      passed = try container.decodeIfPresent(Bool.self, forKey: .passed) ?? false
      failingNow = try container.decodeIfPresent(Bool.self, forKey: .failingNow) ?? false
      hintsShown = try container.decodeIfPresent(Int.self, forKey: .hintsShown) ?? 0
    }
  }

  /// The entries, by exercise number as text (JSON keys are strings).
  public var exercises: [String: Entry] = [:]

  /// Creates empty progress.
  public init() {}

  /// The entry of exercise `number`, empty if it has none.
  public subscript(number: Int) -> Entry {
    get { exercises[String(number)] ?? Entry() }
    set { exercises[String(number)] = newValue }
  }

  /// The file name, at the package root.
  public static let fileName = ".delegationlab-progress.json"

  /// Reads the progress file; a missing file is empty progress.
  ///
  /// - Returns: The progress, and a warning when the file could not be read and was set aside.
  static func load(from url: URL) -> (CoachProgress, warning: String?) {
    guard let data = try? Data(contentsOf: url) else { return (CoachProgress(), nil) }
    if let progress = try? JSONDecoder().decode(CoachProgress.self, from: data) { return (progress, nil) }
    let aside = url.appendingPathExtension("unreadable")
    try? FileManager.default.removeItem(at: aside)
    try? FileManager.default.moveItem(at: url, to: aside)
    return (CoachProgress(), "\(fileName) could not be read; it was kept as \(aside.lastPathComponent).")
  }

  /// Writes the progress file.
  func save(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(self).write(to: url, options: .atomic)
  }
}
