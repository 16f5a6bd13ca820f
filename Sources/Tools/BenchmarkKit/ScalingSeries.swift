// A scaling run measures one kind of event at several sizes (1, 10, 100 … observers, or
// elements pending), to answer "what if ten screens listen?" with a slope, not a guess.

/// One kind of event measured at several sizes.
package struct ScalingSeries: Codable, Equatable, Sendable {
  /// What is measured, such as "NotificationCenter: one post to n observers (object: nil)".
  package var name: String
  /// What n counts, such as "observers" or "elements pending".
  package var parameter: String
  /// One of what n counts, such as "observer" or "element".
  package var unit: String
  /// What one event is, such as "post": the cost of each point is per event.
  package var event: String
  /// The sizes measured, smallest first.
  package var points: [ScalingPoint]

  /// Creates a series.
  package init(name: String, parameter: String, unit: String, event: String, points: [ScalingPoint]) {
    self.name = name
    self.parameter = parameter
    self.unit = unit
    self.event = event
    self.points = points
  }

  /// The slope of the median cost per event against n on a log–log scale: 1 when the cost
  /// grows in proportion to n, 0 when it stays flat.
  package var slope: Double? {
    Statistics.logLogSlope(points.map { (x: Double($0.count), y: $0.measurement.nanosecondsPerEvent) })
  }

  /// What each unit of n adds to an event, in nanoseconds, from the smallest to the largest n.
  package var nanosecondsPerAddedUnit: Double? {
    guard let first = points.first, let last = points.last, last.count > first.count else { return nil }
    let added = last.measurement.nanosecondsPerEvent - first.measurement.nanosecondsPerEvent
    return added / Double(last.count - first.count)
  }
}

/// One size of a scaling series and what it measured.
package struct ScalingPoint: Codable, Equatable, Sendable {
  /// The size, n.
  package var count: Int
  /// The measurement at that size; its cost is per event (a post, a change, a batch).
  package var measurement: RowMeasurement

  /// Creates a point.
  package init(count: Int, measurement: RowMeasurement) {
    self.count = count
    self.measurement = measurement
  }
}
