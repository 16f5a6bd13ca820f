import Foundation
import Testing

@testable import BenchmarkKit

@Suite("The scaling chart")
struct ScalingChartTests {
  let report = ReportFixture.report(
    [("direct method call", 2)],
    scaling: [
      ReportFixture.series(fixed: 500, perUnit: 50),
      ScalingSeries(
        name: "AsyncStream: n elements yielded, then read", parameter: "elements pending", unit: "element",
        event: "batch",
        points: [1, 100, 100_000].map { ScalingPoint(count: $0, measurement: ReportFixture.row("n", 30 * Double($0))) }),
    ])

  @Test("It draws one line per run and one point per size, each with a whisker")
  func linesAndPoints() {
    let svg = ScalingChart.render(report)
    #expect(svg.components(separatedBy: #"<polyline class="series""#).count - 1 == 2)
    #expect(svg.components(separatedBy: #"<circle class="point""#).count - 1 == 7)
    #expect(svg.components(separatedBy: #"<line class="whisker""#).count - 1 == 7)
  }

  @Test("Both axes are logarithmic: n from 1 to 100,000, costs by decade")
  func logLogAxes() {
    let svg = ScalingChart.render(report)
    #expect(svg.components(separatedBy: #"<line class="tick""#).count - 1 == 6)
    for label in [">1<", ">10<", ">1,000<", ">100,000<", ">10 ns<", ">1 ms<", ">10 ms<"] {
      #expect(svg.contains(label), "no axis label \(label)")
    }
  }

  @Test("The legend gives each run's measured slope and what each added unit costs")
  func legendHasSlopes() {
    let svg = ScalingChart.render(report)
    #expect(svg.contains("slope 1.00, each added element 30.0 ns"))
    #expect(svg.contains("NotificationCenter: one post to n observers: slope"))
  }

  @Test("No label is cut off, however long the runs' names")
  func labelsFit() throws {
    try expectEverythingFits(ScalingChart.render(report))
    var long = report
    long.scaling[0].name = String(repeating: "a very long name of a scaling run ", count: 4)
    try expectEverythingFits(ScalingChart.render(long))
  }
}
