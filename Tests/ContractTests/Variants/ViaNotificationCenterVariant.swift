import Foundation
import ViaNotificationCenter

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
    makeValueScreen: { ViaNotificationCenter.ValueScreen(style: .classic, center: .default) })

  static let viaNotificationCenterTyped = Variant(
    name: "ViaNotificationCenter (typed)",
    makeList: { ViaNotificationCenter.MemberListScreen(members: $0, style: .typed, center: .default) },
    makeValueScreen: { ViaNotificationCenter.ValueScreen(style: .typed, center: .default) })
}
