import ViaClosure

extension ViaClosure.MemberListScreen: DrivenList {}
extension ViaClosure.MemberDetailScreen: DrivenDetail {}
extension ViaClosure.ValueScreen: DrivenValueScreen {}
extension ViaClosure.ComposeScreen: DrivenComposer {}

extension Variant {
  /// A stored closure: delivered during the tap, and the sender, not the receiver, keeps it.
  static let viaClosure = Variant(
    name: "ViaClosure",
    makeList: { ViaClosure.MemberListScreen(members: $0) },
    makeValueScreen: { ViaClosure.ValueScreen() })
}
