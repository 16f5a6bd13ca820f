// A scaling run measures one kind of event at several sizes (1, 10, 100 … observers, or
// elements pending), to answer "what if ten screens listen?" with a slope, not a guess.

/// One kind of event measured at several sizes.
public struct ScalingSeries: Codable, Equatable, Sendable {
  /// What is measured, such as "NotificationCenter: one post to n observers (object: nil)".
  public var name: String
  /// What n counts, such as "observers" or "elements pending".
  public var parameter: String
  /// One of what n counts, such as "observer" or "element".
  public var unit: String
  /// What one event is, such as "post": the cost of each point is per event.
  public var event: String
  /// The sizes measured, smallest first.
  public var points: [ScalingPoint]

  /// Creates a series.
  public init(name: String, parameter: String, unit: String, event: String, points: [ScalingPoint]) {
    self.name = name
    self.parameter = parameter
    self.unit = unit
    self.event = event
    self.points = points
  }

  /// The slope of the median cost per event against n on a log–log scale: 1 when the cost
  /// grows in proportion to n, 0 when it stays flat.
  public var slope: Double? {
    Statistics.logLogSlope(points.map { (x: Double($0.count), y: $0.measurement.nanosecondsPerEvent) })
  }

  /// What each unit of n adds to an event, in nanoseconds, from the smallest to the largest n.
  public var nanosecondsPerAddedUnit: Double? {
    guard let first = points.first, let last = points.last, last.count > first.count else { return nil }
    let added = last.measurement.nanosecondsPerEvent - first.measurement.nanosecondsPerEvent
    return added / Double(last.count - first.count)
  }
}

/// One size of a scaling series and what it measured.
public struct ScalingPoint: Codable, Equatable, Sendable {
  /// The size, n.
  public var count: Int
  /// The measurement at that size; its cost is per event (a post, a change, a batch).
  public var measurement: RowMeasurement

  /// Creates a point.
  public init(count: Int, measurement: RowMeasurement) {
    self.count = count
    self.measurement = measurement
  }
}
