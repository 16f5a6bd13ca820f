// The NotificationCenter rows. A post finds its observers at post time, by name and by
// object, so each row says which it posts with: `object: nil` looks up observers of the name;
// `object: sender` boxes the sender and looks up observers of that sender as well. Every row's
// center also holds observers of other names, as an app's center does.
import BenchmarkKit
import Foundation

enum NotificationRows {
  static let saved = Notification.Name("DelegationLab.Benchmark.saved")

  /// How many other names the background observers listen to, two observers each.
  static let otherNames = 30

  static let all: [BenchmarkCase] = [
    // Nobody hears these posts, so the checksum can only count them; Foundation's post is
    // opaque to the optimizer, which cannot delete it.
    BenchmarkCase("NotificationCenter, nobody listening, object: nil", expected: Checksum.eventCount) { iterations in
      let center = busyCenter()
      var posts: UInt64 = 0
      for _ in 0..<iterations {
        center.post(name: saved, object: nil)
        posts &+= 1
      }
      return posts
    },
    BenchmarkCase("NotificationCenter, nobody listening, object: sender", expected: Checksum.eventCount) {
      iterations in
      let center = busyCenter()
      let sender = NSObject()
      var posts: UInt64 = 0
      for _ in 0..<iterations {
        center.post(name: saved, object: sender)
        posts &+= 1
      }
      return posts
    },
    BenchmarkCase("NotificationCenter, 1 observer, object: nil", expected: Checksum.eventCount) { iterations in
      let center = busyCenter()
      let tally = Tally()
      let token = center.addObserver(forName: saved, object: nil, queue: nil) { _ in tally.receive(1) }
      defer { center.removeObserver(token) }
      for _ in 0..<iterations { center.post(name: saved, object: nil) }
      return tally.total
    },
    BenchmarkCase("NotificationCenter, 1 observer of the sender, object: sender", expected: Checksum.eventCount) {
      iterations in
      let center = busyCenter()
      let sender = NSObject()
      let tally = Tally()
      let token = center.addObserver(forName: saved, object: sender, queue: nil) { _ in tally.receive(1) }
      defer { center.removeObserver(token) }
      for _ in 0..<iterations { center.post(name: saved, object: sender) }
      return tally.total
    },
    BenchmarkCase("NotificationCenter, 1 observer of the sender, userInfo", expected: Checksum.sumOfIndices) {
      iterations in
      let center = busyCenter()
      let sender = NSObject()
      let tally = Tally()
      let token = center.addObserver(forName: saved, object: sender, queue: nil) { note in
        tally.receive(note.userInfo?["value"] as? Int ?? 0)
      }
      defer { center.removeObserver(token) }
      for index in 0..<iterations { center.post(name: saved, object: sender, userInfo: ["value": index]) }
      return tally.total
    },
  ]

  /// A new center that already holds observers of other names, half of them for one object.
  ///
  /// The observers stay until the center is released with the row: this Foundation's
  /// block-based observations end when they are removed or when their center goes.
  static func busyCenter() -> NotificationCenter {
    let center = NotificationCenter()
    let someone = NSObject()
    for index in 0..<otherNames {
      let name = Notification.Name("DelegationLab.Benchmark.other\(index)")
      _ = center.addObserver(forName: name, object: nil, queue: nil) { _ in }
      _ = center.addObserver(forName: name, object: someone, queue: nil) { _ in }
    }
    return center
  }
}
