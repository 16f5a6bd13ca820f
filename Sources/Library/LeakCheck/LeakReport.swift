/// What a `LeakWatch` found: the survivors, the cycles among them, and what it could not see.
public struct LeakReport: Sendable, CustomStringConvertible {
  /// A watched object that is still alive.
  public struct Survivor: Equatable, Sendable {
    /// The label it was watched under.
    public let label: String
    /// Where it was watched, or, for an object that watched itself, where it was made,
    /// as `File.swift:line`; empty when not known.
    public let location: String
    /// `true` for an object that joined the watch by itself, such as a StageKit screen.
    public let isAutomatic: Bool
    /// The shortest path from another survivor that may keep this one alive; `nil` when
    /// the survivor is on a cycle itself, or when no other survivor leads to it.
    public let heldBy: ReferencePath?

    /// Where it came from, as a report says it: "watched at …" or "made at …".
    public var origin: String {
      guard !location.isEmpty else { return "" }
      return (isAutomatic ? "made at " : "watched at ") + location
    }
  }

  /// The watched objects still alive, in the order they were watched.
  public let survivors: [Survivor]
  /// The labels of the watched objects that were released, in the order watched.
  public let released: [String]
  /// The reference cycles found among the survivors through their stored properties.
  public let cycles: [ReferencePath]
  /// The stored properties of survivors that reflection could not look inside.
  public let blindSpots: [String]
  /// The survivors and the references among them, to draw as a tree or a flowchart.
  public let graph: LiveGraph

  /// `true` when every watched object was released.
  public var isClean: Bool { survivors.isEmpty }

  /// The labels of the survivors, in the order watched.
  public var survivorLabels: [String] { survivors.map(\.label) }

  /// The report as a person reads it: one line per survivor, each cycle drawn, then what
  /// the cycles hold.
  public var description: String {
    guard !isClean else { return "All \(released.count) watched objects were released." }
    var lines = ["Still alive after they should have been released:"]
    lines += survivors.map { "  • \($0.label)" + ($0.origin.isEmpty ? "" : " (\($0.origin))") }
    if cycles.isEmpty {
      lines.append("No cycle among them was found through stored properties: something else holds")
      lines.append("them (a variable, a global, a closure's capture or a task).")
    } else {
      lines.append(cycles.count == 1 ? "Retain cycle:" : "Retain cycles:")
      lines += cycles.map { "  \($0)" }
    }
    let held = survivors.compactMap(\.heldBy)
    if !held.isEmpty {
      lines.append("Held through another survivor:")
      lines += held.map { "  \($0)" }
    }
    lines.append(contentsOf: Self.limits(blindSpots))
    return lines.joined(separator: "\n")
  }

  /// What reflection could not see, said plainly so that nobody mistakes silence for proof.
  public static func limits(_ blindSpots: [String]) -> [String] {
    var lines = ["Found by reflection (Mirror), which cannot tell weak references from strong ones."]
    if !blindSpots.isEmpty {
      lines.append("It could not look inside: " + blindSpots.joined(separator: ", ") + ".")
    }
    return lines
  }
}
