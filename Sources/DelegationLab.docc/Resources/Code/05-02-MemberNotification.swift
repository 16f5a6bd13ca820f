/// A detail screen's news that the user saved a new member.
public struct MemberAdded: NotificationCenter.MainActorMessage, Equatable, Sendable, CustomStringConvertible {
  /// Observers filter on the detail screen that posts it.
  public typealias Subject = MemberDetailScreen
  /// The member to add.
  public let member: Member

  /// Creates the message.
  public init(member: Member) {
    self.member = member
  }

  public var description: String { "MemberAdded(\(member))" }
}

/// A detail screen's news that the user saved the member it was opened to edit.
public struct MemberUpdated: NotificationCenter.MainActorMessage, Equatable, Sendable, CustomStringConvertible {
  /// Observers filter on the detail screen that posts it.
  public typealias Subject = MemberDetailScreen
  /// The row the detail screen was opened for.
  public let index: Int
  /// The edited member.
  public let member: Member

  /// Creates the message.
  public init(index: Int, member: Member) {
    self.index = index
    self.member = member
  }

  public var description: String { "MemberUpdated(index: \(index), \(member))" }
}

extension Notification.Name {
  /// Posted by a detail screen when a new member was saved; `userInfo["member"]` is the `Member`.
  public static let memberAdded = Notification.Name("memberAdded")
  /// Posted by a detail screen when an edited member was saved; `userInfo` has `member` and `index`.
  public static let memberUpdated = Notification.Name("memberUpdated")
}
