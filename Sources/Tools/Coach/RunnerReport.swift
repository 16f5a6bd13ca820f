// What a runner wrote, turned into a verdict. The runner writes `step:`, `unowned:` and
// `fail:` lines as the check goes, then `pass` or `end`; the runtime writes its own message
// and a backtrace on standard error when the learner's code traps. The Coach and the tests
// of the wrong fixes read both through this one function, so they agree on every verdict.
// A pass takes the whole report: the check's steps, its last line `pass`, and exit 0.
// (The Coach reads the report through ReportChannel first, which keeps only the check's own
// lines, in order.)

/// Reads a runner's report and its ending into a check's outcome.
enum RunnerReport {
  /// The outcome of a check, from its report, how the runner ended, and its standard error.
  static func outcome(_ report: String, ending: ChildResult.Ending, errors: String) -> CheckRun.Outcome {
    let lines = report.split(separator: "\n").map(String.init)
    let stepIndex = lines.lastIndex { $0.hasPrefix("step: ") }
    let step = stepIndex.map { String(lines[$0].dropFirst("step: ".count)) }
    let meaning =
      stepIndex.map { index in
        lines[(index + 1)...].prefix { $0.hasPrefix("unowned: ") }.map { String($0.dropFirst("unowned: ".count)) }
      } ?? []
    let problems = lines.filter { $0.hasPrefix("fail: ") }.map { String($0.dropFirst("fail: ".count)) }
    switch ending {
    case .exited(0) where lines.last == "pass" && step != nil && problems.isEmpty: return .passed
    case .exited(1) where !problems.isEmpty: return .failed(problems)
    case .stopped(let limit): return .stopped(limit, step: step)
    case .interrupted: return .interrupted
    case .signaled(let signal):
      return crash(errors, signal: signal, status: nil, step: step, meaning: meaning)
    case .exited(let status):
      return crash(errors, signal: nil, status: status, step: step, meaning: meaning)
    }
  }

  private static func crash(_ errors: String, signal: Int32?, status: Int32?, step: String?, meaning: [String])
    -> CheckRun.Outcome
  {
    let reason = reason(errors, signal: signal, status: status)
    let unowned = reason.contains("unowned reference")
    return .crashed(reason: reason, step: step, site: crashSite(errors), meaning: unowned ? meaning : [])
  }

  /// The innermost frame of a crash's backtrace in the learner's exercise files, such as
  /// "Sources/YourWork/Exercises/Exercise6.swift:48, in Exercise6.MemberListScreen.addNewMember(_:)".
  ///
  /// Subjects.swift, the runner's entry point in that folder, is the outermost frame of every
  /// crash, so it is never the site.
  static func crashSite(_ errors: String) -> String? {
    let folder = "Sources/YourWork/Exercises/"
    for line in errors.split(separator: "\n") where !line.contains(folder + "Subjects.swift:") {
      // "  3 [ra] 0x000055… static Exercise6.MemberListScreen.f() + 742 in ExerciseRunner at /…/Exercise6.swift:48:7"
      guard let at = line.range(of: " at ", options: .backwards), let start = line[at.upperBound...].range(of: folder)
      else { continue }
      let place = line[start.lowerBound...].split(separator: ":")
      guard place.count >= 2, place[0].hasSuffix(".swift"), let row = Int(place[1]) else { continue }
      var site = "\(place[0]):\(row)"
      let words = line[..<at.lowerBound].split(separator: " ", omittingEmptySubsequences: true)
      if let address = words.firstIndex(where: { $0.hasPrefix("0x") }), let plus = words.lastIndex(of: "+"),
        address + 1 < plus
      {
        site += ", in " + words[(address + 1)..<plus].joined(separator: " ")
      }
      return site
    }
    return nil
  }

  /// The runtime's own sentence, such as "Fatal error: Unexpectedly found nil …", without a backtrace.
  static func reason(_ errors: String, signal: Int32?, status: Int32? = nil) -> String {
    let markers = ["Fatal error", "Precondition failed", "Assertion failed", "fatal error", "error:"]
    if let line = errors.split(separator: "\n").first(where: { line in markers.contains { line.contains($0) } }) {
      // "YourWork/Exercises/Exercise4.swift:31: Fatal error: …": keep the file's name, drop its folders.
      let text = String(line)
      if let slash = text.range(of: "/", options: .backwards), text[..<slash.lowerBound].allSatisfy({ $0 != " " }) {
        return String(text[slash.upperBound...])
      }
      return text
    }
    if let signal { return CoachText.Check.stoppedBySignal(signal) }
    return CoachText.Check.exitedEarly(status ?? -1)
  }
}
