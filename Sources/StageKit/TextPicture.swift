import Foundation

/// Helpers that draw screens as small boxes of text.
public enum TextPicture {
  /// The width of a drawn screen, borders included.
  public static let screenWidth = 40

  /// Cuts `text` to at most `width` characters, ending with "…" when it was cut.
  public static func fit(_ text: String, width: Int) -> String {
    guard text.count > width else { return text }
    return String(text.prefix(max(width - 1, 0))) + "…"
  }

  /// Breaks `text` into lines of at most `width` characters, between words where it can.
  public static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
      while line.count > width {
        lines.append(String(line.prefix(width)))
        line = String(line.dropFirst(width))
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// Draws a screen: a bar with the left item, the title and the right item, then the body.
  public static func screen(left: String, title: String, right: String, body: [String]) -> [String] {
    let inner = screenWidth - 4
    let side = (inner - title.count) / 2
    var bar = left.padding(toLength: max(side, left.count + 1), withPad: " ", startingAt: 0) + title
    let rightStart = inner - right.count
    bar = bar.padding(toLength: max(rightStart, bar.count + 1), withPad: " ", startingAt: 0) + right
    let rows = (body.isEmpty ? [""] : body).map { fit($0, width: inner) }
    let line = String(repeating: "─", count: inner + 2)
    return ["╭\(line)╮", "│ \(pad(fit(bar, width: inner), inner)) │", "├\(line)┤"]
      + rows.map { "│ \(pad($0, inner)) │" } + ["╰\(line)╯"]
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.padding(toLength: width, withPad: " ", startingAt: 0)
  }
}
