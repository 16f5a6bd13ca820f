import Foundation
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaNotificationCenter

/// A tiny sender for these tests.
private final class Beacon: Sendable {}

/// A tiny message for these tests, in both styles: a numbered outcome.
private struct Ping: NotificationCenter.MainActorMessage, ClassicMessage, Sendable {
  typealias Subject = Beacon
  static let notificationName = Notification.Name("ping")
  let outcome: ComposeOutcome
  var userInfo: [AnyHashable: Any] { [UserInfoKey.outcome.rawValue: outcome] }
  init(number: Int) { outcome = .done(String(number)) }
  init(_ notification: Notification) throws(UserInfoError) {
    outcome = try notification.value(for: .outcome, as: ComposeOutcome.self)
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
        #expect(ping.outcome == .done("7"))
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
      ([UserInfoKey.outcome.rawValue: "7"], "ping's userInfo[\"outcome\"] is a String, not a ComposeOutcome"),
      ([:], "ping has no userInfo[\"outcome\"]"),
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
    var elsewhere: [Beacon] = []
    defer { raw.removeAll() }
    for _ in 0..<AddressReuse.tries {
      let freedAddress: ObjectIdentifier
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
      AddressReuse.releaseQuarantine()
      let newcomer = Beacon()
      guard ObjectIdentifier(newcomer) == freedAddress else {
        elsewhere.append(newcomer)  // kept, so that the next try frees an address of its own
        continue
      }
      center.post(Ping(number: 1), from: newcomer, style: style)
      #expect(rawHeard.value == 1, "the center matches object: by address, so a bare observer hears the newcomer")
      return
    }
    Issue.record("no sender was made at a freed address in \(AddressReuse.tries) tries")
  }
}

@Suite("Subscriptions: one per sender, until its one message")
@MainActor
struct SubscriptionsTests {
  @Test("A sender's one message is heard once, and its subscription then ends", arguments: NotificationStyle.allCases)
  func endsAtTheMessage(style: NotificationStyle) async {
    let center = NotificationCenter()
    let subscriptions = Subscriptions(center: center, style: style)
    let beacon = Beacon()
    await confirmation(expectedCount: 1) { heard in
      subscriptions.listen(for: Ping.self, from: beacon) { _ in heard() }
      #expect(subscriptions.count == 1)
      center.post(Ping(number: 1), from: beacon, style: style)
      #expect(subscriptions.count == 0)
      center.post(Ping(number: 2), from: beacon, style: style)  // removed from the center: not heard
    }
  }

  @Test("Several senders are heard at once, each until its own message", arguments: NotificationStyle.allCases)
  func severalSenders(style: NotificationStyle) async {
    let center = NotificationCenter()
    let subscriptions = Subscriptions(center: center, style: style)
    let (first, second) = (Beacon(), Beacon())
    await confirmation(expectedCount: 2) { heard in
      subscriptions.listen(for: Ping.self, from: first) { _ in heard() }
      subscriptions.listen(for: Ping.self, from: second) { _ in heard() }
      center.post(Ping(number: 1), from: first, style: style)
      #expect(subscriptions.count == 1)
      center.post(Ping(number: 2), from: second, style: style)
    }
    #expect(subscriptions.count == 0)
  }

  @Test(
    "A sender that went without a word is dropped the next time the receiver listens",
    arguments: NotificationStyle.allCases)
  func goneSendersAreDropped(style: NotificationStyle) {
    let center = NotificationCenter()
    let subscriptions = Subscriptions(center: center, style: style)
    let watch = LeakWatch()
    for _ in 0..<3 {
      let beacon = Beacon()
      watch.watch(beacon)
      subscriptions.listen(for: Ping.self, from: beacon) { _ in }
    }
    watch.expectAllReleased()
    #expect(subscriptions.count == 1, "the last one, whose sender has gone since: dropped at the next listen")
    let kept = Beacon()
    subscriptions.listen(for: Ping.self, from: kept) { _ in }
    #expect(subscriptions.count == 1)
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

extension Subscriptions {
  /// Listens, and records an issue if a payload cannot be read: these tests never send one.
  func listen<Message: ClassicMessage & NotificationCenter.MainActorMessage & Sendable>(
    for type: Message.Type, from sender: Message.Subject, handler: @escaping @MainActor (Message) -> Void
  ) where Message.Subject: AnyObject & Sendable {
    listen(for: type, from: sender, ignored: { Issue.record("unexpectedly ignored: \($0)") }, handler: handler)
  }
}
