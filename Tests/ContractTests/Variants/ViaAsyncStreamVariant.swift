import StageKit

@testable import ViaAsyncStream

extension ViaAsyncStream.MemberListScreen: ContractMemberList {}
extension ViaAsyncStream.MemberDetailScreen: ContractMemberDetail {}
extension ViaAsyncStream.ValueScreen: ContractValueScreen {}
extension ViaAsyncStream.ComposeScreen: ContractComposer {}

extension Variant {
  /// Delivery is asynchronous: `waitForDelivery` awaits the reading tasks of the senders that
  /// have gone, whose streams have finished; a sender still on screen is not waited for.
  static let viaAsyncStream = Variant(
    name: "ViaAsyncStream",
    makeList: { ViaAsyncStream.MemberListScreen(members: $0) },
    makeValueScreen: { ViaAsyncStream.ValueScreen() },
    waitForDelivery: { screen in
      if let list = screen as? ViaAsyncStream.MemberListScreen { await list.waitForDelivery() }
      if let values = screen as? ViaAsyncStream.ValueScreen { await values.waitForDelivery() }
    },
    listenerCount: { screen in
      (screen as? ViaAsyncStream.MemberListScreen)?.listeners.count
        ?? (screen as? ViaAsyncStream.ValueScreen)?.listeners.count ?? 0
    })
}
