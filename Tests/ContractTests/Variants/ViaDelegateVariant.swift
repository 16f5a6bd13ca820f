import ViaDelegate

extension ViaDelegate.MemberListScreen: ContractMemberList {}
extension ViaDelegate.MemberDetailScreen: ContractMemberDetail {}
extension ViaDelegate.ValueScreen: ContractValueScreen {}
extension ViaDelegate.ComposeScreen: ContractComposer {}

extension Variant {
  static let viaDelegate = Variant(
    name: "ViaDelegate",
    makeList: { ViaDelegate.MemberListScreen(members: $0) },
    makeValueScreen: { ViaDelegate.ValueScreen() })
}
