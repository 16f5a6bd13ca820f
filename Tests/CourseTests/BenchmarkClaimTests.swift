import BenchmarkKit
import Foundation
import Testing

@testable import UpdateDocs

/// A sentence a page says about the costs, and the check that it holds in the checked-in run.
struct CostClaim: Sendable, CustomTestStringConvertible {
  /// The page that says it.
  let page: String
  /// Words of the sentence, as the page prints them (line breaks as spaces).
  let quote: String
  /// Whether the run bears it out.
  let holds: @Sendable (Run) throws -> Bool

  var testDescription: String { "“\(quote)”" }

  static let lesson9 = "Lessons/09-choosing-a-mechanism.md"

  static let all: [CostClaim] = [
    CostClaim(page: lesson9, quote: "the weak load, not the dynamic dispatch, is what a delegate costs") { run in
      let dispatch = try run.median(Rows.throughProtocol) - run.median(Rows.byType)
      let weakLoad = try run.median(Rows.weakDelegate) - run.median(Rows.throughProtocol)
      return weakLoad > 2 * max(dispatch, 1)
    },
    CostClaim(page: lesson9, quote: "The generic weak delegate, with static dispatch and the same weak load, costs") {
      run in
      try run.median(Rows.genericWeakDelegate) > 0.5 * run.median(Rows.weakDelegate)
    },
    CostClaim(
      page: lesson9, quote: "Copied into a strong local once, the delegate costs what a call through the protocol costs"
    ) {
      run in
      try run.median(Rows.copiedDelegate) < run.median(Rows.throughProtocol) * 1.5
    },
    CostClaim(page: lesson9, quote: "The weak capture, like the weak delegate, is most of the cost") { run in
      try run.median(Rows.closureCopied) > 0.5 * run.median(Rows.closureLoaded)
    },
    CostClaim(page: lesson9, quote: "this Foundation boxes the sender and looks up the sender's observers as well") {
      run in
      try run.median(Rows.postSender) > run.median(Rows.postNil)
    },
    CostClaim(page: lesson9, quote: "so what matters is where the reader resumes. On one actor of their own") { run in
      let actor = try run.median(Rows.streamActor)
      return try [Rows.streamToMain, Rows.streamMain].allSatisfy { try run.median($0) > actor }
    },
    CostClaim(page: lesson9, quote: "Every one is far below one frame at 60 Hz (16.7 ms)") { run in
      run.report.rows.filter { $0.name.contains(": Save") }.allSatisfy { $0.nanosecondsPerEvent < 1_670_000 }
    },
    CostClaim(
      page: lesson9,
      quote: "Below ten observers the fixed cost of the lookup dominates, which bends the line below slope 1"
    ) {
      run in
      let series = try run.series(for: "nc")
      return (series.slope ?? 1) < 1
        && series.points[1].measurement.nanosecondsPerEvent
          < 10 * series.points[0].measurement.nanosecondsPerEvent
    },
    CostClaim(page: lesson9, quote: "an element costs about the same whether one or 100,000 wait") { run in
      let series = try run.series(for: "stream")
      guard let first = series.points.first, let last = series.points.last, last.count == 100_000 else { return false }
      let perElement = { (point: ScalingPoint) in point.measurement.nanosecondsPerEvent / Double(point.count) }
      return perElement(last) < 3 * perElement(first) && perElement(first) < 3 * perElement(last)
    },
    CostClaim(page: lesson9, quote: "The second still holds") {
      run in
      try run.memory("smallest body") < run.memory("for await")
        && run.memory("smallest body") > 2 * run.memory("NotificationCenter block observers")
    },
  ]
}

@Suite("What the pages and Lesson 9 say about the costs holds in the checked-in run")
struct BenchmarkClaimTests {
  @Test("A page's sentence about the costs is borne out by the run", arguments: CostClaim.all)
  func claimHolds(claim: CostClaim) throws {
    let page = try Repository.read(claim.page).replacing(/\s+/, with: " ")
    #expect(page.contains(claim.quote), "\(claim.page) no longer says this: change the claim with the page")
    #expect(try claim.holds(Run(report: BenchmarkFigures.run())), "\(BenchmarkFigures.runPath) contradicts it")
  }

  @Test("Lesson 9's spoken orders of magnitude hold in the run")
  @MainActor
  func spokenCostsHold() async throws {
    let output = try await lessonOutput(9, arguments: []).replacing(/\s+/, with: " ")
    let rows = try BenchmarkFigures.run().rows
    func costs(_ include: (String) -> Bool) -> [Double] { rows.filter { include($0.name) }.map(\.nanosecondsPerEvent) }
    let bands: [(said: String, costs: [Double], within: Range<Double>)] = [
      (
        "A delegate or closure call costs nanoseconds",
        costs { $0.contains("delegate") || $0.contains("closure") || $0.hasPrefix("sender") }, 0..<1_000
      ),
      (
        "a notification or an observation round, hundreds of nanoseconds to about ten microseconds",
        costs { $0.hasPrefix("NotificationCenter") || $0.hasPrefix("@Observable") }, 100..<20_000
      ),
      (
        "a stream element, up to tens of microseconds when it crosses threads", costs { $0.hasPrefix("AsyncStream") },
        0..<100_000
      ),
      (
        "One whole Save, screens and all, costs tens to hundreds of microseconds", costs { $0.contains(": Save") },
        10_000..<1_000_000
      ),
    ]
    for band in bands {
      #expect(output.contains(band.said), "Lesson 9 no longer says '\(band.said)'")
      #expect(!band.costs.isEmpty && band.costs.allSatisfy(band.within.contains), "'\(band.said)': \(band.costs)")
    }
  }
}
