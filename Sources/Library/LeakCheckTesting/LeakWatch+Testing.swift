// The Swift Testing side of LeakWatch: one issue that names every survivor.
import LeakCheck
import Testing

extension LeakWatch {
  /// Records one test issue naming every watched object still alive, with its cycle.
  ///
  /// - Returns: The report, for further expectations.
  @discardableResult
  public func expectAllReleased(
    _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> LeakReport {
    let report = report()
    if !report.isClean {
      let heading = comment.map { "\($0.rawValue)\n" } ?? ""
      Issue.record(Comment(rawValue: heading + report.description), sourceLocation: sourceLocation)
    }
    return report
  }
}
