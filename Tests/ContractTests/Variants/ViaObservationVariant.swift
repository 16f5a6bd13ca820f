import StageKit
import ViaObservation

extension ViaObservation.MemberListScreen: ContractMemberList {}
extension ViaObservation.MemberDetailScreen: ContractMemberDetail {}
extension ViaObservation.ValueScreen: ContractValueScreen {}
extension ViaObservation.ComposeScreen: ContractComposer {}

extension Variant {
  /// Delivery is asynchronous: `settle` awaits the observation loop that carries the
  /// ending to its end, and returns at once when nothing has been published.
  static let viaObservation = Variant(
    name: "ViaObservation",
    makeList: { ViaObservation.MemberListScreen(members: $0) },
    makeValueScreen: { ViaObservation.ValueScreen() },
    settle: { screen in
      if let list = screen as? ViaObservation.MemberListScreen { await list.waitForDelivery() }
      if let values = screen as? ViaObservation.ValueScreen { await values.waitForDelivery() }
    })
}
