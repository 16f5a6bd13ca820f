/// The names of the rows that figures and claims single out, as the benchmark spells them.
enum Rows {
  static let direct = "direct method call"
  static let byType = "sender → receiver held strongly, by its type"
  static let throughProtocol = "sender → receiver held strongly, through a protocol"
  static let weakDelegate = "sender → weak delegate, loaded per event"
  static let copiedDelegate = "weak delegate copied to a strong local once"
  static let genericWeakDelegate = "sender → generic weak delegate, loaded per event"
  static let closureLoaded = "sender → closure with [weak self], loaded per event"
  static let closureCopied = "closure with [weak self] copied to a local once"
  static let postNil = "NotificationCenter, nobody listening, object: nil"
  static let postSender = "NotificationCenter, nobody listening, object: sender"
  static let observerOfSender = "NotificationCenter, 1 observer of the sender, object: sender"
  static let userInfo = "NotificationCenter, 1 observer of the sender, userInfo"
  static let streamToMain = "AsyncStream, producer off the main actor → consumer on it"
  static let streamFromMain = "AsyncStream, producer on the main actor → consumer off it"
  static let streamMain = "AsyncStream, both on the main actor"
  static let streamActor = "AsyncStream, both on one custom actor"

  /// Whether an exchange row's list hears the save later, on a task, rather than inside the call.
  static func isAsynchronous(_ name: String) -> Bool {
    name.hasPrefix("ViaAsyncStream") || name.hasPrefix("ViaObservation")
  }
}
