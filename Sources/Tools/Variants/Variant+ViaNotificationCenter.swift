import StageKit
import ViaNotificationCenter

extension ViaNotificationCenter.MemberListScreen: DrivenList {}
extension ViaNotificationCenter.MemberDetailScreen: DrivenDetail {}
extension ViaNotificationCenter.ValueScreen: DrivenValueScreen {}
extension ViaNotificationCenter.ComposeScreen: DrivenComposer {}

// Both styles share the default center on purpose: with `object:` filtering, scenes running
// at the same time must not hear each other.
extension Variant {
  /// Classic notifications: heard during the tap, and one subscription per sender until its message.
  static let viaNotificationCenterClassic = Variant(
    name: "ViaNotificationCenter (classic)",
    makeList: { ViaNotificationCenter.MemberListScreen(members: $0, style: .classic, center: .default) },
    makeValueScreen: { ViaNotificationCenter.ValueScreen(style: .classic, center: .default) },
    countListeners: subscriptionCount)

  /// Typed messages: as the classic style, with a typed payload.
  static let viaNotificationCenterTyped = Variant(
    name: "ViaNotificationCenter (typed)",
    makeList: { ViaNotificationCenter.MemberListScreen(members: $0, style: .typed, center: .default) },
    makeValueScreen: { ViaNotificationCenter.ValueScreen(style: .typed, center: .default) },
    countListeners: subscriptionCount)

  /// The subscriptions a list or value screen keeps.
  @MainActor
  private static func subscriptionCount(_ screen: ViewController) -> Int {
    (screen as? ViaNotificationCenter.MemberListScreen)?.subscriptions.count
      ?? (screen as? ViaNotificationCenter.ValueScreen)?.subscriptions.count ?? 0
  }
}
