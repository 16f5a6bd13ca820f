// The summary statistics of a row's repetitions. The median, not the mean: one repetition
// slowed by another process on a shared machine moves the mean, not the median.

/// The statistics the benchmark reports over repetitions.
public enum Statistics {
  /// Returns the median of `values`: the middle value, or the mean of the two middle ones.
  ///
  /// - Parameter values: At least one value, in any order.
  /// - Returns: The median.
  public static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "the median of no values is undefined")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// Returns how far the slowest and fastest values lie from the median, as a fraction of it.
  ///
  /// - Parameter values: At least one value, in any order.
  /// - Returns: `(max - min) / median`, or 0 when the median is 0.
  public static func spread(_ values: [Double]) -> Double {
    let median = median(values)
    guard median > 0, let low = values.min(), let high = values.max() else { return 0 }
    return (high - low) / median
  }
}
