import BenchmarkKit
import Foundation
import Testing

@testable import UpdateDocs

@Suite("Lesson 9 and the course map quote one checked-in benchmark run")
struct BenchmarkFigureTests {
  @Test("Every marked figure on a page is the checked-in run's", arguments: try Repository.markdownPages())
  func figuresMatchTheRun(page: String) throws {
    var rewrite = PageRewrite(page: page, text: try Repository.read(page))
    try FigureMarker.update(&rewrite, from: BenchmarkFigures.run())
    for change in rewrite.changes { Issue.record("\(change)") }
  }

  @Test("The charts next to the run are drawn from it")
  func chartsMatchTheRun() throws {
    for chart in BenchmarkFigures.chartFiles(from: try BenchmarkFigures.run()) {
      if let staleness = chart.staleness() { Issue.record("\(staleness)") }
    }
  }

  @Test("No page quotes a time in ns or µs outside a benchmark marker", arguments: try Repository.markdownPages())
  func noUnmarkedCosts(page: String) throws {
    let lines = try Repository.read(page).components(separatedBy: "\n")
    var unmarked = lines
    for marker in try FigureMarker.all(in: lines, page: page).reversed() { marker.replace(with: "", in: &unmarked) }
    for (index, line) in unmarked.enumerated() where line.contains(/[0-9] ?(ns|µs)\b/) {
      Issue.record("\(page):\(index + 1): a cost that no benchmark marker renders: \(line)")
    }
  }

  @Test("The checked-in run is a full release run, with its machine, date, load and toolchain")
  func fullReleaseRun() throws {
    let run = try BenchmarkFigures.run()
    #expect(run.build == "release" && run.repetitions == BenchmarkPlan.full.repetitions)
    #expect(run.targetNanoseconds == BenchmarkPlan.full.targetNanoseconds)
    #expect(run.rows.count >= 20 && run.scaling.count == 3 && run.memory.count >= 5)
    #expect(run.rows.allSatisfy { $0.samples.count == run.repetitions })
    #expect(run.loadAverage.start.count == 3 && run.loadAverage.end.count == 3)
    #expect(run.toolchain.contains("Swift version") && !run.machine.system.isEmpty && run.heapStatistic != nil)
  }

  @Test("Lesson 9 names the command that measures a new run, and the one that redraws the pages from it")
  func regenerateCommandDocumented() throws {
    let page = try Repository.read("Lessons/09-choosing-a-mechanism.md")
    #expect(page.contains(BenchmarkFigures.regenerate))
    #expect(page.contains("swift run UpdateDocs"))
  }
}

@Suite("The quoted benchmark run was taken on a quiet machine")
struct QuietRunTests {
  @Test("The checked-in run's 1-minute load average was at most half the cores at both ends")
  func checkedInRunIsQuiet() throws {
    let report = try JSONDecoder().decode(
      BenchmarkReport.self, from: Data(contentsOf: Repository.url(BenchmarkFigures.runPath)))
    #expect(report.refusalToQuote == nil, "\(report.refusalToQuote ?? "")")
    #expect(report.build == "release")
    #expect(report.rows.allSatisfy { $0.cpuSamples?.count == $0.samples.count }, "each repetition has its CPU time")
  }
}
