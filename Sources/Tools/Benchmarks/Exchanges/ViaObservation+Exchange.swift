import StageKit
import ViaObservation

extension ViaObservation.MemberListScreen: ExchangeList {}
extension ViaObservation.MemberDetailScreen: ExchangeDetail {}

extension ExchangeVariant {
  /// Delivery is asynchronous: the exchange ends when the observation loop has ended.
  static let viaObservation = ExchangeVariant(
    name: "ViaObservation",
    makeList: { ViaObservation.MemberListScreen(members: $0) },
    settle: { screen in
      if let list = screen as? ViaObservation.MemberListScreen { await list.waitForDelivery() }
    })
}
