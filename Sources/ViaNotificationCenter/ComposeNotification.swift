// The compose exchange with NotificationCenter: the compose screen posts Done or Cancel
// with `object:` set to itself, and the value screen tells two composers apart by which
// one it observes, not by an argument.
import Foundation
import Members

extension Notification.Name {
  /// Posted by a compose screen on Done; `userInfo["value"]` is the typed `String`.
  public static let composerDidInput = Notification.Name("composerDidInput")
  /// Posted by a compose screen on Cancel; there is no `userInfo`.
  public static let composerDidCancel = Notification.Name("composerDidCancel")
}

/// A compose screen's news that the user tapped Done with `value`.
public struct ComposerDidInput: NotificationCenter.MainActorMessage, ClassicMessage, Equatable, Sendable,
  CustomStringConvertible
{
  /// Observers filter on the compose screen that posts it.
  public typealias Subject = ComposeScreen
  /// The field's text.
  public let value: String?

  /// Creates the message.
  public init(value: String?) {
    self.value = value
  }

  public static let notificationName = Notification.Name.composerDidInput

  // `userInfo` cannot hold nil, so no text travels as an empty string.
  public var userInfo: [AnyHashable: Any] { [UserInfoKey.value.rawValue: value ?? ""] }

  public init(_ notification: Notification) throws(UserInfoError) {
    value = try notification.value(for: .value, as: String.self)
  }

  public var description: String { "ComposerDidInput(\"\(value ?? "")\")" }
}

/// A compose screen's news that the user tapped Cancel: there is no value.
public struct ComposerDidCancel: NotificationCenter.MainActorMessage, ClassicMessage, Equatable, Sendable,
  CustomStringConvertible
{
  /// Observers filter on the compose screen that posts it.
  public typealias Subject = ComposeScreen

  /// Creates the message.
  public init() {}

  public static let notificationName = Notification.Name.composerDidCancel

  public var userInfo: [AnyHashable: Any] { [:] }

  public init(_ notification: Notification) throws(UserInfoError) {}

  public var description: String { "ComposerDidCancel" }
}
