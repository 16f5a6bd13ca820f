// The summary statistics of a row's repetitions. The median, not the mean: one repetition
// slowed by another process on a shared machine moves the mean, not the median. The fastest
// and slowest repetitions show the spread, so a noisy figure looks noisy.
import Foundation

/// The statistics the benchmark reports over repetitions and over scaling runs.
package enum Statistics {
  /// Returns the median of `values`: the middle value, or the mean of the two middle ones.
  ///
  /// - Parameter values: At least one value, in any order.
  /// - Returns: The median.
  package static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "the median of no values is undefined")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// Returns how far the slowest and fastest values lie apart, as a fraction of the median.
  ///
  /// - Parameter values: At least one value, in any order.
  /// - Returns: `(max - min) / median`, or 0 when the median is 0.
  package static func spread(_ values: [Double]) -> Double {
    let median = median(values)
    guard median > 0, let low = values.min(), let high = values.max() else { return 0 }
    return (high - low) / median
  }

  /// Returns the slope of the least-squares line through the points (log10 x, log10 y).
  ///
  /// On a log–log chart a cost that grows in proportion to x has slope 1, a constant cost
  /// slope 0, a cost that grows with the square of x slope 2.
  ///
  /// - Parameter points: Two or more points with positive coordinates and distinct x.
  /// - Returns: The slope, or `nil` when the points cannot define one.
  package static func logLogSlope(_ points: [(x: Double, y: Double)]) -> Double? {
    let logs = points.filter { $0.x > 0 && $0.y > 0 }.map { (x: log10($0.x), y: log10($0.y)) }
    guard logs.count >= 2 else { return nil }
    let meanX = logs.map(\.x).reduce(0, +) / Double(logs.count)
    let meanY = logs.map(\.y).reduce(0, +) / Double(logs.count)
    let covariance = logs.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
    let variance = logs.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
    return variance > 0 ? covariance / variance : nil
  }
}
