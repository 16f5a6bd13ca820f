// The narrator turns a lesson script into something a person enjoys reading: numbered
// steps, screens drawn as pictures, messages drawn as arrows, and a lifetime verdict.
// Scripts are written in English; the narrator translates each line as it writes it.
import Foundation
import Languages
import LeakCheck
import StageKit

/// Writes a lesson's narration: steps, screens, the transcript's arrows and the verdict.
@MainActor
package final class Narrator {
  private let style: Style
  private let table: TranslationTable?
  private let write: (String) -> Void
  private let pause: (() -> Void)?
  private var stepNumber = 0
  private var lastLineWasBlank = true

  /// The language the narration is written in.
  package let language: Language

  /// The names the lesson gives its members, in the narration's language.
  package var cast: Cast { Cast.of(language) }

  /// English lines that had no entry in the language's table, in the order written.
  private(set) var untranslated: [String] = []
  /// The table keys that translated a line.
  private(set) var usedKeys: Set<String> = []

  /// The paragraph width of translated narration, in terminal columns.
  static let paragraphWidth = 80

  /// Creates a narrator.
  ///
  /// - Parameters:
  ///   - style: Colours or plain text.
  ///   - language: The language to narrate in; scripts are written in English.
  ///   - pause: Called before every step after the first (`--step` waits for Enter).
  ///   - write: Receives the output, one line at a time.
  package init(
    style: Style, language: Language = .english, pause: (() -> Void)? = nil, write: @escaping (String) -> Void
  ) {
    self.style = style
    self.language = language
    self.table = Localization.table(for: language)
    self.pause = pause
    self.write = write
  }

  /// The sentences the narrator writes itself, whether or not a lesson run shows them.
  static let ownSentences = [
    "Lesson {0} · {1}", "Step {0} · {1}", "released", "still alive", "still alive: retain cycle",
    "Reflection (Mirror) found no cycle through stored properties; it cannot tell weak references from strong ones.",
    "Verdict: every object was released.", "Verdict: leak caught, as this mistake predicts.",
    "Verdict: LEAK. This should not happen in the correct version.",
    "Verdict: nothing leaked, but this mistake should leak. The check is broken.",
    "Verdict: mistake caught, as predicted: {0}.",
    "Verdict: this mistake predicts that {0}, but the run did not show it. The check is broken.",
    "press Enter for the next step",
  ]

  /// Returns one of `ownSentences` in `language`, for text written outside a narration.
  static func translation(of sentence: String, in language: Language) -> String {
    Localization.table(for: language)?.lookup(sentence)?.text ?? sentence
  }

  /// Returns `english` in the narration's language, noting a line the table lacks.
  private func translate(_ english: String) -> String {
    guard let table, !english.isEmpty else { return english }
    guard let found = table.lookup(english, values: translateItems) else {
      untranslated.append(english)
      return english
    }
    usedKeys.insert(found.key)
    return found.text
  }

  /// Returns a placeholder's value with each item of its list translated when it has an entry
  /// ("MemberDetailScreen.onSave (a closure)"); names and numbers stay as they are.
  private func translateItems(_ value: String) -> String {
    value.components(separatedBy: ", ").map { item in
      guard let found = table?.lookup(item) else { return item }
      usedKeys.insert(found.key)
      return found.text
    }.joined(separator: ", ")
  }

  /// Returns `template` (one of `ownSentences`) translated, with `values` in its placeholders.
  private func sentence(_ template: String, _ values: String...) -> String {
    TranslationTable.fill(translate(template), values)
  }

  private func emit(_ line: String) {
    write(line)
    lastLineWasBlank = line.isEmpty
  }

  private func blankLine() {
    if !lastLineWasBlank { emit("") }
  }

  /// Writes the lesson's title.
  package func heading(_ lesson: any Lesson) {
    let title = sentence("Lesson {0} · {1}", "\(lesson.number)", translate(lesson.title))
    emit(style.bold(title))
    emit(String(repeating: "═", count: TextPicture.displayWidth(of: title)))
  }

  /// Starts a numbered step; with `--step`, waits first.
  package func step(_ title: String) {
    if stepNumber > 0 { pause?() }
    stepNumber += 1
    let head = "── \(sentence("Step {0} · {1}", "\(stepNumber)", translate(title))) "
    blankLine()
    emit(style.cyan(rule(head)))
  }

  /// Starts an unnumbered section, such as the lifetime check.
  package func section(_ title: String) {
    pause?()
    let head = "── \(translate(title)) "
    blankLine()
    emit(style.cyan(rule(head)))
  }

  /// Extends a step's or section's head with a rule to 60 columns.
  private func rule(_ head: String) -> String {
    head + String(repeating: "─", count: max(60 - TextPicture.displayWidth(of: head), 3))
  }

  /// Writes one paragraph of explanation, a line per argument.
  package func say(_ lines: String...) {
    say(lines)
  }

  /// Writes one paragraph of explanation, a line per element.
  ///
  /// In English the lines are written as given. In another language the lines form one
  /// paragraph (an empty line starts the next), which is translated whole and wrapped
  /// again, keeping the first line's indent; lines set in columns (two spaces in a row)
  /// are translated one by one instead, and not wrapped.
  func say(_ lines: [String]) {
    guard table != nil else {
      for line in lines { emit(line) }
      return
    }
    if lines.contains(where: { $0.trimmingCharacters(in: .whitespaces).contains("  ") }) {
      for line in lines {
        let indent = String(line.prefix { $0 == " " })
        emit(indent + translate(line.trimmingCharacters(in: .whitespaces)))
      }
      return
    }
    var paragraph: [String] = []
    func flush() {
      guard let first = paragraph.first else { return }
      let indent = String(first.prefix { $0 == " " })
      let english = paragraph.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
      let width = Self.paragraphWidth - indent.count
      for line in TextPicture.wrap(Self.joiningCode(translate(english)), width: width) {
        emit(indent + line.replacingOccurrences(of: "\u{A0}", with: " "))
      }
      paragraph = []
    }
    for line in lines {
      if line.isEmpty {
        flush()
        emit("")
      } else {
        paragraph.append(line)
      }
    }
    flush()
  }

  /// Returns `text` with the spaces inside `code spans` made non-breaking, so that
  /// wrapping never splits a line of code such as `swift run Lesson9 --measure`.
  private static func joiningCode(_ text: String) -> String {
    var inCode = false
    return String(
      text.map { character in
        if character == "`" { inCode.toggle() }
        return inCode && character == " " ? "\u{A0}" : character
      })
  }

  /// Writes what the user does, such as "you tap Save".
  package func user(_ action: String) {
    emit(style.bold("▸ \(translate(action))"))
  }

  /// Writes lines of code exactly as they stand in `source`, a marked region of a file under
  /// `Sources/` such as `"Course/ViaDelegate/MemberDelegate.swift#protocol"`.
  ///
  /// Nothing here is typed by hand: CourseTests fail when a line is not in its region.
  package func code(_ lines: String..., from source: String) {
    for line in lines {
      quotes.append(Quote(line: line, source: source))
      emit("    " + style.yellow(line))
    }
  }

  /// Writes something the run found, such as a cycle LeakWatch drew, set off as code is.
  package func found(_ line: String) {
    emit("    " + style.yellow(line))
  }

  /// A line of code the narrator wrote, and the region it says the line comes from.
  struct Quote: Equatable {
    /// The line as written.
    let line: String
    /// `File.swift#region`, relative to `Sources/`.
    let source: String
  }

  /// Every line `code(_:from:)` wrote, in order, for the test that checks them.
  private(set) var quotes: [Quote] = []

  /// Draws what the user sees on `screen` now.
  package func show(_ screen: ViewController) {
    blankLine()
    for line in screen.snapshot() { emit("    " + line) }
    blankLine()
  }

  /// Writes, as arrows, everything the transcript recorded since the last call.
  package func replay(_ transcript: Transcript) {
    for entry in transcript.drain() { emit("  " + line(for: entry)) }
  }

  private func line(for entry: Transcript.Entry) -> String {
    switch entry {
    case .message(let from, let to?, let text):
      "\(from) " + style.bold("──\(text)──▶") + " \(to)"
    case .message(let from, nil, let text):
      "\(from) " + style.bold("──\(text)──▶") + style.red(" nobody (no receiver)")
    case .navigation(let text):
      style.dim("⇢ \(text)")
    case .released(let name):
      style.green("✓ released \(name)")
    case .note(let text):
      style.yellow("⚠ \(translate(text))")
    }
  }

  /// Writes the lifetime check for `report` and returns whether it came out as expected.
  ///
  /// - Parameters:
  ///   - report: What the leak watch found.
  ///   - expectLeak: `true` in `--mistake` runs, where catching a leak is the point.
  /// - Returns: `true` when the report is clean in a correct run, or leaking in a mistake run.
  @discardableResult
  package func verdict(_ report: LeakReport, expectLeak: Bool = false) -> Bool {
    let width = (report.released + report.survivorLabels).map(TextPicture.displayWidth(of:)).max() ?? 0
    for label in report.released {
      emit("  " + style.green("✓") + " \(TextPicture.pad(label, width: width))  \(translate("released"))")
    }
    for survivor in report.survivors {
      let reason = translate(report.cycles.isEmpty ? "still alive" : "still alive: retain cycle")
      emit("  " + style.red("✗") + " \(TextPicture.pad(survivor.label, width: width))  " + style.red(reason))
    }
    for cycle in report.cycles { emit("      " + style.bold("\(cycle)")) }
    if !report.isClean {
      var limits = LeakReport.limits(report.blindSpots)
      if report.cycles.isEmpty {
        // Nothing was drawn, so say so, rather than seem to credit reflection with the find.
        limits[0] =
          "Reflection (Mirror) found no cycle through stored properties; it cannot tell weak references from strong ones."
      }
      // English keeps its established width; a translation fits the paragraph width.
      let width = table == nil ? 86 : Self.paragraphWidth - 6
      for line in limits.flatMap({ TextPicture.wrap(translate($0), width: width) }) {
        emit(style.dim("      " + line))
      }
    }
    let asExpected = report.isClean != expectLeak
    let summary: String
    switch (report.isClean, expectLeak) {
    case (true, false): summary = translate("Verdict: every object was released.")
    case (false, true): summary = translate("Verdict: leak caught, as this mistake predicts.")
    case (false, false): summary = translate("Verdict: LEAK. This should not happen in the correct version.")
    case (true, true):
      summary = translate("Verdict: nothing leaked, but this mistake should leak. The check is broken.")
    }
    blankLine()
    emit(asExpected ? style.bold(summary) : style.red(summary))
    return asExpected
  }

  /// Writes the verdict of a mistake that leaks nothing, such as a method that is silently
  /// never called, and returns whether the run showed what the mistake predicts.
  ///
  /// - Parameters:
  ///   - prediction: What the mistake makes happen, as a clause: "the receiver's method is skipped".
  ///   - shown: `true` when the run showed it happening.
  /// - Returns: `shown`.
  @discardableResult
  package func verdict(prediction: String, shown: Bool) -> Bool {
    let summary =
      shown
      ? sentence("Verdict: mistake caught, as predicted: {0}.", translate(prediction))
      : sentence(
        "Verdict: this mistake predicts that {0}, but the run did not show it. The check is broken.",
        translate(prediction))
    blankLine()
    emit(shown ? style.bold(summary) : style.red(summary))
    return shown
  }
}
