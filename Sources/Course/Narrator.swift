// The narrator turns a lesson script into something a person enjoys reading: numbered
// steps, screens drawn as pictures, messages drawn as arrows, and a lifetime verdict.
import Foundation
import LeakCheck
import StageKit

/// Writes a lesson's narration: steps, screens, the transcript's arrows and the verdict.
@MainActor
public final class Narrator {
  private let style: Style
  private let write: (String) -> Void
  private let pause: (() -> Void)?
  private var stepNumber = 0
  private var lastLineWasBlank = true

  /// Creates a narrator.
  ///
  /// - Parameters:
  ///   - style: Colours or plain text.
  ///   - pause: Called before every step after the first (`--step` waits for Enter).
  ///   - write: Receives the output, one line at a time.
  public init(style: Style, pause: (() -> Void)? = nil, write: @escaping (String) -> Void) {
    self.style = style
    self.pause = pause
    self.write = write
  }

  private func emit(_ line: String) {
    write(line)
    lastLineWasBlank = line.isEmpty
  }

  private func blankLine() {
    if !lastLineWasBlank { emit("") }
  }

  /// Writes the lesson's title.
  public func heading(_ lesson: any Lesson) {
    let title = "Lesson \(lesson.number) · \(lesson.title)"
    emit(style.bold(title))
    emit(String(repeating: "═", count: title.count))
  }

  /// Starts a numbered step; with `--step`, waits first.
  public func step(_ title: String) {
    if stepNumber > 0 { pause?() }
    stepNumber += 1
    let head = "── Step \(stepNumber) · \(title) "
    blankLine()
    emit(style.cyan(head + String(repeating: "─", count: max(60 - head.count, 3))))
  }

  /// Starts an unnumbered section, such as the lifetime check.
  public func section(_ title: String) {
    pause?()
    let head = "── \(title) "
    blankLine()
    emit(style.cyan(head + String(repeating: "─", count: max(60 - head.count, 3))))
  }

  /// Writes one paragraph of explanation, a line per argument.
  public func say(_ lines: String...) {
    say(lines)
  }

  /// Writes one paragraph of explanation, a line per element.
  func say(_ lines: [String]) {
    for line in lines { emit(line) }
  }

  /// Writes what the user does, such as "you tap Save".
  public func user(_ action: String) {
    emit(style.bold("▸ \(action)"))
  }

  /// Writes lines of code exactly as they stand in `source`, a marked region of a file under
  /// `Sources/` such as `"ViaDelegate/MemberDelegate.swift#protocol"`.
  ///
  /// Nothing here is typed by hand: CourseTests fail when a line is not in its region.
  public func code(_ lines: String..., from source: String) {
    for line in lines {
      quotes.append(Quote(line: line, source: source))
      emit("    " + style.yellow(line))
    }
  }

  /// Writes something the run found, such as a cycle LeakWatch drew, set off as code is.
  public func found(_ line: String) {
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
  public func show(_ screen: ViewController) {
    blankLine()
    for line in screen.snapshot() { emit("    " + line) }
    blankLine()
  }

  /// Writes, as arrows, everything the transcript recorded since the last call.
  public func replay(_ transcript: Transcript) {
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
      style.yellow("⚠ \(text)")
    }
  }

  /// Writes the lifetime check for `report` and returns whether it came out as expected.
  ///
  /// - Parameters:
  ///   - report: What the leak watch found.
  ///   - expectLeak: `true` in `--mistake` runs, where catching a leak is the point.
  /// - Returns: `true` when the report is clean in a correct run, or leaking in a mistake run.
  @discardableResult
  public func verdict(_ report: LeakReport, expectLeak: Bool = false) -> Bool {
    let width = (report.released + report.survivorLabels).map(\.count).max() ?? 0
    for label in report.released {
      emit("  " + style.green("✓") + " \(label.padding(toLength: width, withPad: " ", startingAt: 0))  released")
    }
    for survivor in report.survivors {
      let reason = report.cycles.isEmpty ? "still alive" : "still alive: retain cycle"
      emit(
        "  " + style.red("✗") + " \(survivor.label.padding(toLength: width, withPad: " ", startingAt: 0))  "
          + style.red(reason))
    }
    for cycle in report.cycles { emit("      " + style.bold("\(cycle)")) }
    if !report.isClean {
      var limits = LeakReport.limits(report.blindSpots)
      if report.cycles.isEmpty {
        // Nothing was drawn, so say so, rather than seem to credit reflection with the find.
        limits[0] =
          "Reflection (Mirror) found no cycle through stored properties; it cannot tell weak references from strong ones."
      }
      for line in limits.flatMap({ TextPicture.wrap($0, width: 86) }) {
        emit(style.dim("      " + line))
      }
    }
    let asExpected = report.isClean != expectLeak
    let summary: String
    switch (report.isClean, expectLeak) {
    case (true, false): summary = "Verdict: every object was released."
    case (false, true): summary = "Verdict: leak caught, as this mistake predicts."
    case (false, false): summary = "Verdict: LEAK. This should not happen in the correct version."
    case (true, true): summary = "Verdict: nothing leaked, but this mistake should leak. The check is broken."
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
  public func verdict(prediction: String, shown: Bool) -> Bool {
    let summary =
      shown
      ? "Verdict: mistake caught, as predicted: \(prediction)."
      : "Verdict: this mistake predicts that \(prediction), but the run did not show it. The check is broken."
    blankLine()
    emit(shown ? style.bold(summary) : style.red(summary))
    return shown
  }
}
