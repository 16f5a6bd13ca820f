/// What a `LeakWatch` found: the survivors, the cycles among them, and what it could not see.
public struct LeakReport: Sendable, CustomStringConvertible {
  /// A watched object that is still alive.
  public struct Survivor: Equatable, Sendable {
    /// The label it was watched under.
    public let label: String
    /// Where it was watched, as `File.swift:line`.
    public let location: String
  }

  /// The watched objects still alive, in the order they were watched.
  public let survivors: [Survivor]
  /// The labels of the watched objects that were released, in the order watched.
  public let released: [String]
  /// The reference cycles found among the survivors through their stored properties.
  public let cycles: [ReferencePath]
  /// The stored properties of survivors that reflection could not look inside.
  public let blindSpots: [String]

  /// `true` when every watched object was released.
  public var isClean: Bool { survivors.isEmpty }

  /// The labels of the survivors, in the order watched.
  public var survivorLabels: [String] { survivors.map(\.label) }

  /// The report as a person reads it: one line per survivor, then each cycle drawn.
  public var description: String {
    guard !isClean else { return "All \(released.count) watched objects were released." }
    var lines = ["Still alive after they should have been released:"]
    lines += survivors.map { "  • \($0.label) (watched at \($0.location))" }
    if cycles.isEmpty {
      lines.append("No cycle among them was found through stored properties: something else holds")
      lines.append("them (a variable, a global, a closure's capture or a task).")
    } else {
      lines.append(cycles.count == 1 ? "Retain cycle:" : "Retain cycles:")
      lines += cycles.map { "  \($0)" }
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
