import Foundation

/// The Sandbox's command-line options.
package struct SandboxOptions: Equatable, Sendable {
  /// How to draw: colours on a terminal, plain otherwise.
  package var style = SandboxStyle.plain
  /// `true` to draw the live graph as a Mermaid flowchart as well.
  package var mermaid = false
  /// `true` to print the usage and run nothing.
  package var help = false

  /// Creates the default options: plain, no Mermaid.
  package init() {}

  /// The usage text.
  package static let usage = """
    usage: swift run Sandbox [--mermaid] [--no-color]

    Runs the scene in Sources/YourWork/Sandbox/YourCode.swift, closes its window, and reports every
    screen and object of yours still alive, with the path that holds it. Exit status:
    0 nothing leaked, 1 something leaked.

      --mermaid    also draw what is alive as a Mermaid flowchart
      --no-color   plain output (also when NO_COLOR is set or not a terminal)
      --help       this text

    Put the shipped scene back:
      git checkout -- Sources/YourWork/Sandbox/YourCode.swift
      (or: cp Tests/SandboxTests/Shipped/YourCode.swift Sources/YourWork/Sandbox/YourCode.swift)
    """

  /// Reads the options; colour only on a terminal, and never with `NO_COLOR` or `--no-color`.
  ///
  /// - Throws: `SandboxUsageError` for an option it does not know.
  package static func parse(_ arguments: [String], isTerminal: Bool, environment: [String: String]) throws
    -> SandboxOptions
  {
    var options = SandboxOptions()
    var color = isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    for argument in arguments {
      switch argument {
      case "--mermaid": options.mermaid = true
      case "--no-color": color = false
      case "--help", "-h": options.help = true
      default: throw SandboxUsageError(option: argument)
      }
    }
    options.style = color ? .color : .plain
    return options
  }
}

/// An option the Sandbox does not know.
package struct SandboxUsageError: Error, CustomStringConvertible {
  /// The option as typed.
  package let option: String

  package var description: String {
    "swift run Sandbox: unknown option '\(option)'. Try: swift run Sandbox --help"
  }
}

/// Colours on a terminal, or plain text.
package enum SandboxStyle: Equatable, Sendable {
  /// No escape codes.
  case plain
  /// Red for leaks, green for releases.
  case color

  func red(_ text: String) -> String { self == .color ? "\u{1B}[31m\(text)\u{1B}[0m" : text }
  func green(_ text: String) -> String { self == .color ? "\u{1B}[32m\(text)\u{1B}[0m" : text }
  func bold(_ text: String) -> String { self == .color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
