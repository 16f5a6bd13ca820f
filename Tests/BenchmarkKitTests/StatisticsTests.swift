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
