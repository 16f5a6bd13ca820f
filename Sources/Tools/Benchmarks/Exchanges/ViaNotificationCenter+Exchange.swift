import ViaNotificationCenter

extension ViaNotificationCenter.MemberListScreen: ExchangeList {}
extension ViaNotificationCenter.MemberDetailScreen: ExchangeDetail {}

extension ExchangeVariant {
  static let viaNotificationCenterClassic = ExchangeVariant(name: "ViaNotificationCenter (classic)") {
    ViaNotificationCenter.MemberListScreen(members: $0, style: .classic)
  }
  static let viaNotificationCenterTyped = ExchangeVariant(name: "ViaNotificationCenter (typed)") {
    ViaNotificationCenter.MemberListScreen(members: $0, style: .typed)
  }
}
