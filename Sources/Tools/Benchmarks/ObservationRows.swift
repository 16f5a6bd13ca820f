// The Observation row: `withObservationTracking` registers interest in what its closure
// reads, and calls `onChange` once, before the next change. Hearing every change means
// tracking again after each one: the re-tracking is part of the cost per event.
import BenchmarkKit
import Observation

/// An observable value, as a ViaObservation model would hold one.
@Observable
final class ObservedValue {
  var value = 0
}

enum ObservationRows {
  static let all: [BenchmarkCase] = [
    BenchmarkCase("@Observable set, 1 observer, re-tracked each time", expected: Checksum.eventCount) { iterations in
      let model = BlackHole.opaque(ObservedValue())
      let changes = Tally()
      for index in 0..<iterations {
        withObservationTracking {
          BlackHole.consume(UInt64(truncatingIfNeeded: model.value))
        } onChange: {
          changes.receive(1)
        }
        model.value = index + 1  // a new value: setting an equal one notifies nobody
      }
      return changes.total
    }
  ]
}
