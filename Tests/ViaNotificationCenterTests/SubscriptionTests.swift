import Foundation
import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

@testable import ViaNotificationCenter

/// A tiny sender for these tests.
private final class Beacon: Sendable {}

/// A tiny message for these tests, in both styles.
private struct Ping: NotificationCenter.MainActorMessage, ClassicMessage, Sendable {
  typealias Subject = Beacon
  static let notificationName = Notification.Name("ping")
  let number: Int
  var userInfo: [AnyHashable: Any] { [UserInfoKey.index.rawValue: number] }
  init(number: Int) { self.number = number }
  init(_ notification: Notification) throws(UserInfoError) {
    number = try notification.value(for: .index, as: Int.self)
  }
}

/// A count that observers on any thread can add to.
private final class Counter: Sendable {
  private let count = Locked(0)
  var value: Int { count.withLock { $0 } }
  func add() { count.withLock { $0 += 1 } }
}

@Suite("A subscription: the checklist every mechanism answers")
@MainActor
struct SubscriptionTests {
  @Test("One post is heard once, with its payload", arguments: NotificationStyle.allCases)
  func oneEvent(style: NotificationStyle) async {
    let center = NotificationCenter()
    let beacon = Beacon()
    let subscription = Subscription(center: center)
    await confirmation(expectedCount: 1) { heard in
      subscription.observe(Ping.self, from: beacon, style: style) { ping in
        #expect(ping.number == 7)
        heard()
      }
      center.post(Ping(number: 7), from: beacon, style: style)
    }
  }

  @Test("One post reaches every observer of its sender: one-to-many", arguments: NotificationStyle.allCases)
  func manyObservers(style: NotificationStyle) async {
    let center = NotificationCenter()
    let beacon = Beacon()
    let subscriptions = (0..<3).map { _ in Subscription(center: center) }
    await confirmation(expectedCount: 3) { heard in
      for subscription in subscriptions {
        subscription.observe(Ping.self, from: beacon, style: style) { _ in heard() }
      }
      center.post(Ping(number: 1), from: beacon, style: style)
    }
  }

  @Test("A post with nobody listening goes nowhere, and nothing fails", arguments: NotificationStyle.allCases)
  func nobodyListening(style: NotificationStyle) {
    let center = NotificationCenter()
    center.post(Ping(number: 1), from: Beacon(), style: style)
  }

  @Test("Posts from another sender are not heard: object: filtering", arguments: NotificationStyle.allCases)
  func otherSendersAreFiltered(style: NotificationStyle) async {
    let center = NotificationCenter()
    let mine = Beacon()
    let other = Beacon()
    let subscription = Subscription(center: center)
    await confirmation(expectedCount: 1) { heard in
      subscription.observe(Ping.self, from: mine, style: style) { _ in heard() }
      center.post(Ping(number: 1), from: other, style: style)
      center.post(Ping(number: 2), from: mine, style: style)
    }
  }

  @Test("Releasing the subscription removes its observers: unsubscribe", arguments: NotificationStyle.allCases)
  func releaseUnsubscribes(style: NotificationStyle) async {
    let center = NotificationCenter()
    let beacon = Beacon()
    let watch = LeakWatch()
    await confirmation(expectedCount: 1) { heard in
      var subscription: Subscription? = Subscription(center: center)
      subscription?.observe(Ping.self, from: beacon, style: style) { _ in heard() }
      center.post(Ping(number: 1), from: beacon, style: style)
      subscription.map { watch.watch($0) }
      subscription = nil
      center.post(Ping(number: 2), from: beacon, style: style)
    }
    watch.expectAllReleased()
  }

  @Test("The center does not keep the sender alive", arguments: NotificationStyle.allCases)
  func senderIsNotKept(style: NotificationStyle) {
    let center = NotificationCenter()
    let subscription = Subscription(center: center)
    let watch = LeakWatch()
    do {
      let beacon = Beacon()
      watch.watch(beacon)
      subscription.observe(Ping.self, from: beacon, style: style) { _ in }
    }
    watch.expectAllReleased()
  }

  @Test(
    "A classic notification with a mistyped payload is ignored, and the reason is given",
    arguments: [
      ([UserInfoKey.index.rawValue: "7"], "ping's userInfo[\"index\"] is a String, not a Int"),
      ([:], "ping has no userInfo[\"index\"]"),
    ]
  )
  func mistypedPayloadIsIgnored(userInfo: [String: String], reason: String) async {
    let center = NotificationCenter()
    let beacon = Beacon()
    let subscription = Subscription(center: center)
    await confirmation(expectedCount: 0) { heard in
      await confirmation(expectedCount: 1) { ignored in
        subscription.observe(
          Ping.self, from: beacon, style: .classic,
          ignored: { error in
            #expect(error.description == reason)
            ignored()
          }
        ) { _ in heard() }
        center.post(name: Ping.notificationName, object: beacon, userInfo: userInfo)
      }
    }
  }

  @Test(
    "An observer whose sender was released does not hear a newcomer at the same address",
    arguments: NotificationStyle.allCases)
  func freedSenderAddressIsNotHeard(style: NotificationStyle) async {
    let center = NotificationCenter()
    let subscription = Subscription(center: center)
    let rawHeard = Counter()
    var raw: [Any] = []
    var freedAddress: ObjectIdentifier?
    do {
      let beacon = Beacon()
      freedAddress = ObjectIdentifier(beacon)
      subscription.observe(Ping.self, from: beacon, style: style) { _ in
        Issue.record("the subscription heard a sender that is not its own")
      }
      // A bare observer, without the subscription's check, for comparison.
      switch style {
      case .classic:
        raw.append(
          center.addObserver(forName: Ping.notificationName, object: beacon, queue: nil) { _ in rawHeard.add() })
      case .typed:
        raw.append(center.addObserver(of: beacon, for: Ping.self) { _ in rawHeard.add() })
      }
    }
    // The allocator usually hands the freed block to the next object of the same size.
    // AddressSanitizer quarantines freed memory instead, and then there is nothing to see.
    var newcomers: [Beacon] = []
    for _ in 0..<100 {
      let newcomer = Beacon()
      newcomers.append(newcomer)
      guard ObjectIdentifier(newcomer) == freedAddress else { continue }
      center.post(Ping(number: 1), from: newcomer, style: style)
      #expect(rawHeard.value == 1, "the center matches object: by address, so a bare observer hears the newcomer")
      return
    }
    _ = raw
  }
}

extension Subscription {
  /// Observes, and records an issue if a payload cannot be read: these tests never send one.
  @MainActor
  func observe<Message: ClassicMessage & NotificationCenter.MainActorMessage & Sendable>(
    _ type: Message.Type, from sender: Message.Subject, style: NotificationStyle,
    handler: @escaping @MainActor (Message) -> Void
  ) where Message.Subject: AnyObject & Sendable {
    observe(
      type, from: sender, style: style, ignored: { Issue.record("unexpectedly ignored: \($0)") }, handler: handler)
  }
}
