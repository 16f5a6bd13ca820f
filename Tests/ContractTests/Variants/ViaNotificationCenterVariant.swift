import Foundation
import StageKit

@testable import ViaNotificationCenter

extension ViaNotificationCenter.MemberListScreen: ContractMemberList {}
extension ViaNotificationCenter.MemberDetailScreen: ContractMemberDetail {}
extension ViaNotificationCenter.ValueScreen: ContractValueScreen {}
extension ViaNotificationCenter.ComposeScreen: ContractComposer {}

// Both styles share the default center on purpose: with `object:` filtering, scenes and
// tests running at the same time must not hear each other.
extension Variant {
  static let viaNotificationCenterClassic = Variant(
    name: "ViaNotificationCenter (classic)",
    makeList: { ViaNotificationCenter.MemberListScreen(members: $0, style: .classic, center: .default) },
    makeValueScreen: { ViaNotificationCenter.ValueScreen(style: .classic, center: .default) },
    listenerCount: { subscriptionCount($0) })

  static let viaNotificationCenterTyped = Variant(
    name: "ViaNotificationCenter (typed)",
    makeList: { ViaNotificationCenter.MemberListScreen(members: $0, style: .typed, center: .default) },
    makeValueScreen: { ViaNotificationCenter.ValueScreen(style: .typed, center: .default) },
    listenerCount: { subscriptionCount($0) })

  /// The subscriptions a list or value screen keeps.
  @MainActor
  private static func subscriptionCount(_ screen: ViewController) -> Int {
    (screen as? ViaNotificationCenter.MemberListScreen)?.subscriptions.count
      ?? (screen as? ViaNotificationCenter.ValueScreen)?.subscriptions.count ?? 0
  }
}
