import StageKit
import ViaAsyncStream

extension ViaAsyncStream.MemberListScreen: ExchangeList {}
extension ViaAsyncStream.MemberDetailScreen: ExchangeDetail {}

extension ExchangeVariant {
  /// Delivery is asynchronous: the exchange ends when the list has read the saved member.
  static let viaAsyncStream = ExchangeVariant(
    name: "ViaAsyncStream",
    makeList: { ViaAsyncStream.MemberListScreen(members: $0) },
    settle: { screen in
      if let list = screen as? ViaAsyncStream.MemberListScreen { await list.waitForDelivery() }
    })
}
