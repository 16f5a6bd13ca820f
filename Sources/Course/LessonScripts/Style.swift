/// How the narration is coloured: ANSI colours on a terminal, plain text elsewhere.
package struct Style: Sendable {
  /// `true` when escape codes are written.
  package let colored: Bool

  /// Plain text, as tests and Markdown compare it.
  package static let plain = Style(colored: false)

  /// Creates a style.
  package init(colored: Bool) {
    self.colored = colored
  }

  /// Decides whether to colour, as https://no-color.org asks: never when `NO_COLOR` is set
  /// to anything but the empty string, never with `--no-color`, and only on a terminal.
  package static func resolve(noColorFlag: Bool, environment: [String: String], isTerminal: Bool) -> Style {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return Style(colored: isTerminal && !noColor && !noColorFlag)
  }

  func bold(_ text: String) -> String { wrap(text, "1") }
  func dim(_ text: String) -> String { wrap(text, "2") }
  func green(_ text: String) -> String { wrap(text, "32") }
  func red(_ text: String) -> String { wrap(text, "31") }
  func yellow(_ text: String) -> String { wrap(text, "33") }
  func cyan(_ text: String) -> String { wrap(text, "36") }

  private func wrap(_ text: String, _ code: String) -> String {
    colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
