import BenchmarkKit
import Testing

@Suite("Statistics")
struct StatisticsTests {
  @Test("The median of an odd count is the middle value, whatever the order")
  func oddMedian() {
    #expect(Statistics.median([9, 1, 5, 3, 7, 100, 2]) == 5)
  }

  @Test("The median of an even count is the mean of the two middle values")
  func evenMedian() {
    #expect(Statistics.median([4, 1, 3, 2]) == 2.5)
  }

  @Test("One slow repetition does not move the median")
  func outlierIgnored() {
    #expect(Statistics.median([10, 10, 10, 10, 10, 10, 1_000]) == 10)
  }

  @Test("The spread is the range over the median, and 0 when all agree")
  func spread() {
    #expect(Statistics.spread([9, 10, 11]) == 0.2)
    #expect(Statistics.spread([5, 5, 5]) == 0)
  }
}

@Suite("Slopes on a log–log scale")
struct SlopeTests {
  @Test("A cost in proportion to n has slope 1, a flat cost 0, a square 2")
  func slopes() throws {
    let counts = [1.0, 10, 100, 1_000]
    #expect(try #require(Statistics.logLogSlope(counts.map { (x: $0, y: 7 * $0) })).isAlmostEqual(to: 1))
    #expect(try #require(Statistics.logLogSlope(counts.map { (x: $0, y: 7) })).isAlmostEqual(to: 0))
    #expect(try #require(Statistics.logLogSlope(counts.map { (x: $0, y: $0 * $0) })).isAlmostEqual(to: 2))
  }

  @Test("A fixed cost plus a cost per unit bends the line: the slope lies between 0 and 1")
  func fixedCostBends() throws {
    let series = ReportFixture.series(fixed: 500, perUnit: 50)
    let slope = try #require(series.slope)
    #expect(slope > 0.5 && slope < 1)
    #expect(try #require(series.nanosecondsPerAddedUnit).isAlmostEqual(to: 50))
  }

  @Test("One point, or one size, defines no slope")
  func noSlope() {
    #expect(Statistics.logLogSlope([(x: 10, y: 5)]) == nil)
    #expect(Statistics.logLogSlope([(x: 10, y: 5), (x: 10, y: 50)]) == nil)
    #expect(ReportFixture.series(fixed: 1, perUnit: 1, counts: [10]).nanosecondsPerAddedUnit == nil)
  }
}

extension Double {
  func isAlmostEqual(to other: Double) -> Bool {
    abs(self - other) < 1e-9 * max(1, abs(other))
  }
}
