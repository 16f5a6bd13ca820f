// The center keeps an observer until it is removed, and matches `object:` by address
// only. So a receiver keeps its observers in one object per sender, and releasing that
// object is what removes them: the receiver never has to remember to.
import Foundation

/// A receiver's observers of one sender, removed from the center when this is released.
///
/// Keep it for as long as the receiver wants to hear that sender; release it, or the
/// receiver, to stop.
final class Subscription {
  private let center: NotificationCenter
  private var classicTokens: [any NSObjectProtocol] = []
  private var typedTokens: [NotificationCenter.ObservationToken] = []

  /// The sender observed, held weakly: `nil` once it has gone, and then nothing is heard.
  private(set) weak var sender: AnyObject?

  /// Creates a subscription with no observers yet.
  init(center: NotificationCenter) {
    self.center = center
  }

  // snippet: observe
  /// Observes `type` messages posted by `sender`, in `style`.
  ///
  /// - Parameters:
  ///   - type: The message to hear.
  ///   - sender: The only object whose posts are heard (`object:`, or the typed `subject`).
  ///   - style: Classic notifications or typed messages.
  ///   - ignored: Called instead of `handler` when a classic payload cannot be read.
  ///   - handler: Called with each message, on the main actor.
  @MainActor
  func observe<Message: ClassicMessage & NotificationCenter.MainActorMessage & Sendable>(
    _ type: Message.Type, from sender: Message.Subject, style: NotificationStyle,
    ignored: @escaping @MainActor (UserInfoError) -> Void, handler: @escaping @MainActor (Message) -> Void
  ) where Message.Subject: AnyObject & Sendable {
    self.sender = sender
    // The center matches `object:` by address, and a freed sender's address can be reused
    // by a new object; so an observer hears only while its own sender is alive.
    switch style {
    case .classic:
      let token = center.addObserver(forName: Message.notificationName, object: sender, queue: nil) {
        [weak sender] notification in
        let read = Result { () throws(UserInfoError) in try Message(notification) }
        // `queue: nil` delivers on the posting thread, and this target posts on the main actor.
        MainActor.assumeIsolated {
          guard sender != nil else { return }
          switch read {
          case .success(let message): handler(message)
          case .failure(let error): ignored(error)
          }
        }
      }
      classicTokens.append(token)
    case .typed:
      let token = center.addObserver(of: sender, for: Message.self) { [weak sender] message in
        guard sender != nil else { return }
        handler(message)
      }
      typedTokens.append(token)  // kept: a dropped token ends the observation at once
    }
  }
  // end snippet

  deinit {
    for token in classicTokens { center.removeObserver(token) }
    for token in typedTokens { center.removeObserver(token) }
  }
}

// snippet: subscriptions
/// The subscriptions a receiver keeps: one per sender it has not heard the last of.
///
/// Each sender here says one thing, then goes, so its subscription ends when that message
/// arrives. The center cannot tell when a sender goes without a word (Back): that
/// subscription hears nothing more, as its sender is gone, and is dropped the next time
/// the receiver listens to a sender, or with the receiver.
@MainActor
package final class Subscriptions {
  private let center: NotificationCenter
  private let style: NotificationStyle
  private var subscriptions: [Subscription] = []

  /// Creates the subscriptions of a receiver that posts and observes on `center`, in `style`.
  package init(center: NotificationCenter, style: NotificationStyle) {
    self.center = center
    self.style = style
  }

  /// The subscriptions kept now.
  package var count: Int { subscriptions.count }

  /// Observes the one `type` message of `sender`, and ends the subscription when it arrives.
  package func listen<Message: ClassicMessage & NotificationCenter.MainActorMessage & Sendable>(
    for type: Message.Type, from sender: Message.Subject,
    ignored: @escaping @MainActor (UserInfoError) -> Void, handler: @escaping @MainActor (Message) -> Void
  ) where Message.Subject: AnyObject & Sendable {
    subscriptions.removeAll { $0.sender == nil }  // senders that went without a word
    let subscription = Subscription(center: center)
    subscription.observe(type, from: sender, style: style, ignored: ignored) {
      [weak self, weak subscription] message in
      self?.subscriptions.removeAll { $0 === subscription }  // its one message: stop observing
      handler(message)
    }
    subscriptions.append(subscription)
  }
}
// end snippet

extension Subscriptions {
  /// Removes every observer from the center now, as releasing these subscriptions would.
  ///
  /// A receiver never needs this: releasing it removes them. A test or a lesson that shows
  /// a receiver the center keeps alive, which is never released, frees it with this.
  package func removeAll() {
    subscriptions.removeAll()
  }
}

extension NotificationCenter {
  // snippet: post
  /// Posts `message` from `sender`, as a classic notification or as a typed message.
  @MainActor
  func post<Message: ClassicMessage & NotificationCenter.MainActorMessage>(
    _ message: Message, from sender: Message.Subject, style: NotificationStyle
  ) where Message.Subject: AnyObject {
    switch style {
    case .classic:
      post(name: Message.notificationName, object: sender, userInfo: message.userInfo)
    case .typed:
      post(message, subject: sender)
    }
  }
  // end snippet
}

extension NotificationStyle {
  /// The transcript's text for posting `message` in this style.
  @MainActor
  func postText<Message: ClassicMessage & CustomStringConvertible>(_ message: Message) -> String {
    switch self {
    case .classic: "post(name: .\(Message.notificationName.rawValue), userInfo: \(message))"
    case .typed: "post(\(message))"
    }
  }
}
