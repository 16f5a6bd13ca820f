// The NotificationCenter rows: a post reaches every observer of its name (and object), found
// at post time, with nobody listening, one, ten, and with a userInfo dictionary that the
// observer unpacks. Each repetition uses its own center, so nothing else listens.
import BenchmarkKit
import Foundation

enum NotificationRows {
  static let saved = Notification.Name("DelegationLab.Benchmark.saved")

  static let all: [BenchmarkCase] = [
    // Nobody hears these posts, so the checksum can only count them; Foundation's post is
    // opaque to the optimizer, which cannot delete it.
    BenchmarkCase("NotificationCenter, 0 observers", expected: Checksum.eventCount) { iterations in
      let center = BlackHole.opaque(NotificationCenter())
      let sender = NSObject()
      var posts: UInt64 = 0
      for _ in 0..<iterations {
        center.post(name: saved, object: sender)
        posts &+= 1
      }
      return posts
    },
    observers(1),
    observers(10),
    BenchmarkCase("NotificationCenter, 1 observer, userInfo", expected: Checksum.sumOfIndices) { iterations in
      let center = NotificationCenter()
      let sender = NSObject()
      let tally = Tally()
      let token = center.addObserver(forName: saved, object: sender, queue: nil) { note in
        tally.receive(note.userInfo?["value"] as? Int ?? 0)
      }
      for index in 0..<iterations { center.post(name: saved, object: sender, userInfo: ["value": index]) }
      center.removeObserver(token)
      return tally.total
    },
  ]

  /// A row whose posts each reach `count` block observers, each adding 1.
  private static func observers(_ count: Int) -> BenchmarkCase {
    let name = "NotificationCenter, \(count) observer" + (count == 1 ? "" : "s")
    let expected: @Sendable (Int) -> UInt64 = { UInt64($0 * count) }
    return BenchmarkCase(name, expected: expected) { iterations in
      let center = NotificationCenter()
      let sender = NSObject()
      let tally = Tally()
      let tokens = (0..<count).map { _ in
        center.addObserver(forName: saved, object: sender, queue: nil) { _ in tally.receive(1) }
      }
      for _ in 0..<iterations { center.post(name: saved, object: sender) }
      for token in tokens { center.removeObserver(token) }
      return tally.total
    }
  }
}
