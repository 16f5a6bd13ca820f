import StageKit

@testable import ViaObservation

extension ViaObservation.MemberListScreen: ContractMemberList {}
extension ViaObservation.MemberDetailScreen: ContractMemberDetail {}
extension ViaObservation.ValueScreen: ContractValueScreen {}
extension ViaObservation.ComposeScreen: ContractComposer {}

extension Variant {
  /// Delivery is asynchronous: `waitForDelivery` awaits the observing tasks of the senders
  /// that have gone, whose state has ended; a sender still on screen is not waited for.
  static let viaObservation = Variant(
    name: "ViaObservation",
    makeList: { ViaObservation.MemberListScreen(members: $0) },
    makeValueScreen: { ViaObservation.ValueScreen() },
    waitForDelivery: { screen in
      if let list = screen as? ViaObservation.MemberListScreen { await list.waitForDelivery() }
      if let values = screen as? ViaObservation.ValueScreen { await values.waitForDelivery() }
    },
    listenerCount: { screen in
      (screen as? ViaObservation.MemberListScreen)?.listeners.count
        ?? (screen as? ViaObservation.ValueScreen)?.listeners.count ?? 0
    })
}
