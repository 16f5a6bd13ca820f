import ViaClosure

extension ViaClosure.MemberListScreen: ContractMemberList {}
extension ViaClosure.MemberDetailScreen: ContractMemberDetail {}
extension ViaClosure.ValueScreen: ContractValueScreen {}
extension ViaClosure.ComposeScreen: ContractComposer {}

extension Variant {
  static let viaClosure = Variant(
    name: "ViaClosure",
    makeList: { ViaClosure.MemberListScreen(members: $0) },
    makeValueScreen: { ViaClosure.ValueScreen() })
}
