import StageKit
import ViaObservation

extension ViaObservation.MemberListScreen: DrivenList {}
extension ViaObservation.MemberDetailScreen: DrivenDetail {}
extension ViaObservation.ValueScreen: DrivenValueScreen {}
extension ViaObservation.ComposeScreen: DrivenComposer {}

extension Variant {
  /// Observed state: delivered after the tap, and one observing task per sender.
  ///
  /// `waitForDelivery` awaits the observing tasks of the senders that have gone, whose state
  /// has ended; a sender still on screen is not waited for.
  static let viaObservation = Variant(
    name: "ViaObservation",
    makeList: { ViaObservation.MemberListScreen(members: $0) },
    makeValueScreen: { ViaObservation.ValueScreen() },
    waitForDelivery: { screen in
      if let list = screen as? ViaObservation.MemberListScreen { await list.waitForDelivery() }
      if let values = screen as? ViaObservation.ValueScreen { await values.waitForDelivery() }
    },
    countListeners: { screen in
      (screen as? ViaObservation.MemberListScreen)?.listeners.count
        ?? (screen as? ViaObservation.ValueScreen)?.listeners.count ?? 0
    })
}
