import LeakCheck
import StageKit

/// The Sandbox's printout: what happened in the scene, then what outlived it.
struct SandboxReport {
  let style: SandboxStyle
  private var lines = ["Sandbox · Sources/YourWork/Sandbox/YourCode.swift", String(repeating: "═", count: 40)]

  init(style: SandboxStyle) {
    self.style = style
  }

  var text: String { lines.joined(separator: "\n") }

  /// A heading and the transcript entries under it; nothing when there are none.
  mutating func section(_ title: String, _ entries: [Transcript.Entry]) {
    guard !entries.isEmpty else { return }
    lines.append("\(title):")
    for entry in entries {
      switch entry {
      case .released(let name): lines.append("  " + style.green("✓ released \(name)"))
      case .navigation(let text): lines.append("  ⇢ \(text)")
      default: lines.append("  \(entry)")
      }
    }
  }

  /// The leak check: every survivor, the cycles, the live graph, and what to do.
  mutating func verdict(_ report: LeakReport, mermaid: Bool) {
    lines.append("")
    guard !report.isClean else {
      lines.append(style.green("No leaks: all \(report.released.count) screens and objects of yours were released."))
      lines.append("Exit 0.")
      return
    }
    let count = report.survivors.count
    lines.append(style.bold("Leaks at exit: \(count) \(count == 1 ? "object" : "objects") still alive"))
    let width = report.survivorLabels.map(\.count).max() ?? 0
    for survivor in report.survivors {
      let label =
        survivor.origin.isEmpty ? survivor.label : survivor.label.padding(toLength: width, withPad: " ", startingAt: 0)
      lines.append("  " + style.red("✗ \(label)") + (survivor.origin.isEmpty ? "" : "  \(survivor.origin)"))
    }
    if !report.cycles.isEmpty {
      lines.append("")
      lines.append(report.cycles.count == 1 ? "Retain cycle:" : "Retain cycles:")
      lines += report.cycles.map { "  " + style.bold("\($0)") }
    }
    let held = report.survivors.compactMap(\.heldBy)
    if !held.isEmpty {
      lines.append("Held through another survivor:")
      lines += held.map { "  \($0)" }
    }
    lines.append("")
    lines.append("What is still alive, and what holds what:")
    lines += report.graph.textTree().split(separator: "\n").map { "  \($0)" }
    if mermaid {
      lines.append("")
      lines += ["```mermaid", report.graph.mermaid(), "```"]
    }
    lines.append("")
    lines += LeakReport.limits(report.blindSpots)
    lines.append("")
    lines.append(
      "Exit 1: something leaked. "
        + (report.cycles.isEmpty
          ? "Something outside the window holds it: a global, a task, or a closure."
          : "Break the cycle (often a missing `weak`), then run again."))
  }
}
