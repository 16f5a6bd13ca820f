import ViaDelegate

extension ViaDelegate.MemberListScreen: ExchangeList {}
extension ViaDelegate.MemberDetailScreen: ExchangeDetail {}

extension ExchangeVariant {
  static let viaDelegate = ExchangeVariant(name: "ViaDelegate") { ViaDelegate.MemberListScreen(members: $0) }
}
