// The picture a memory-graph debugger shows, in text: the watched objects still alive and
// the references among them. A reference through objects that are not watched (a screen's
// view, a button's target) is drawn as one edge named by its whole property path.

/// The watched objects still alive, and which of them holds which, strong, weak or not declared.
///
/// Draw it with ``textTree()`` in a terminal, or ``mermaid()`` in Markdown.
public struct LiveGraph: Equatable, Sendable {
  /// How a reference holds its target, as far as the types along it declare.
  public enum EdgeKind: String, Equatable, Sendable {
    /// Every type along the path declares its weak properties, and this one is not among them.
    case strong
    /// A property declared `weak` (or otherwise non-owning) lies on the path.
    case weak
    /// A type along the path declares nothing: reflection cannot tell weak from strong.
    case unknown
  }

  /// One object still alive.
  public struct Node: Equatable, Sendable {
    /// The label it was watched under, numbered when two share one.
    public let label: String
  }

  /// A reference from one live object to another.
  public struct Edge: Equatable, Sendable {
    /// The index in ``LiveGraph/nodes`` of the object holding the reference.
    public let from: Int
    /// The index in ``LiveGraph/nodes`` of the object referred to.
    public let to: Int
    /// The stored property path from `from` to `to`, such as `detailView.saveButton`.
    public let property: String
    /// How the reference holds `to`.
    public let kind: EdgeKind
  }

  /// The live objects, in the order they were watched.
  public let nodes: [Node]
  /// The references among them, in the order found.
  public let edges: [Edge]

  /// Draws the graph as an indented tree, starting from the objects nothing else here owns.
  ///
  /// An object already drawn is marked `↺` instead of being drawn again, so a cycle ends
  /// where it closes. A legend names the arrows that appear.
  public func textTree() -> String {
    guard !nodes.isEmpty else { return "(nothing is alive)" }
    var lines: [String] = []
    var shown: Set<Int> = []
    for root in rootOrder() where !shown.contains(root) {
      lines.append(nodes[root].label)
      shown.insert(root)
      draw(from: root, prefix: "", shown: &shown, into: &lines)
    }
    let kinds = Set(edges.map(\.kind))
    let legend = [EdgeKind.strong, .unknown, .weak].filter(kinds.contains).map { "\(Self.arrow($0)) \($0.meaning)" }
    if !legend.isEmpty { lines.append(legend.joined(separator: "   ")) }
    return lines.joined(separator: "\n")
  }

  /// Draws the graph as a Mermaid flowchart: `==>` strong, `-.->` weak, `-->` not declared.
  public func mermaid() -> String {
    var lines = ["flowchart LR"]
    for (index, node) in nodes.enumerated() {
      lines.append("  n\(index)[\"\(Self.escaped(node.label))\"]")
    }
    for edge in edges {
      let arrow =
        switch edge.kind {
        case .strong: "==>"
        case .weak: "-.->"
        case .unknown: "-->"
        }
      lines.append("  n\(edge.from) \(arrow)|\"\(Self.escaped(edge.property))\"| n\(edge.to)")
    }
    return lines.joined(separator: "\n")
  }

  /// Objects that no other node may own come first; then the rest, in watch order.
  private func rootOrder() -> [Int] {
    let owned = Set(edges.filter { $0.kind != .weak && $0.from != $0.to }.map(\.to))
    let free = nodes.indices.filter { !owned.contains($0) }
    return free + nodes.indices.filter { owned.contains($0) }
  }

  private func draw(from node: Int, prefix: String, shown: inout Set<Int>, into lines: inout [String]) {
    let outgoing = edges.filter { $0.from == node }
    for (position, edge) in outgoing.enumerated() {
      let isLast = position == outgoing.count - 1
      let seen = shown.contains(edge.to)
      lines.append(
        prefix + (isLast ? "└─ " : "├─ ") + "\(edge.property) \(Self.arrow(edge.kind)) \(nodes[edge.to].label)"
          + (seen ? " ↺" : ""))
      guard !seen else { continue }
      shown.insert(edge.to)
      draw(from: edge.to, prefix: prefix + (isLast ? "   " : "│  "), shown: &shown, into: &lines)
    }
  }

  private static func arrow(_ kind: EdgeKind) -> String {
    switch kind {
    case .strong: "━━▶"
    case .weak: "┄┄▶"
    case .unknown: "──▶"
    }
  }

  private static func escaped(_ text: String) -> String {
    text.map { $0 == "\"" ? "#quot;" : String($0) }.joined()
  }
}

extension LiveGraph.EdgeKind {
  /// What the arrow for this kind means, for a legend.
  var meaning: String {
    switch self {
    case .strong: "strong"
    case .weak: "weak"
    case .unknown: "not declared (weak or strong)"
    }
  }
}
