import ViaClosure

extension ViaClosure.MemberListScreen: ExchangeList {}
extension ViaClosure.MemberDetailScreen: ExchangeDetail {}

extension ExchangeVariant {
  static let viaClosure = ExchangeVariant(name: "ViaClosure") { ViaClosure.MemberListScreen(members: $0) }
}
