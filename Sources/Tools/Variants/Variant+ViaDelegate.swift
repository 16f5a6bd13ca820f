import ViaDelegate

extension ViaDelegate.MemberListScreen: DrivenList {}
extension ViaDelegate.MemberDetailScreen: DrivenDetail {}
extension ViaDelegate.ValueScreen: DrivenValueScreen {}
extension ViaDelegate.ComposeScreen: DrivenComposer {}

extension Variant {
  /// A weak delegate: delivered during the tap, and the receiver keeps nothing per sender.
  static let viaDelegate = Variant(
    name: "ViaDelegate",
    makeList: { ViaDelegate.MemberListScreen(members: $0) },
    makeValueScreen: { ViaDelegate.ValueScreen() })
}
