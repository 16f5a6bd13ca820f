import StageKit
import ViaAsyncStream

extension ViaAsyncStream.MemberListScreen: DrivenList {}
extension ViaAsyncStream.MemberDetailScreen: DrivenDetail {}
extension ViaAsyncStream.ValueScreen: DrivenValueScreen {}
extension ViaAsyncStream.ComposeScreen: DrivenComposer {}

extension Variant {
  /// A stream read in a task: delivered after the tap, and one reading task per sender.
  ///
  /// `waitForDelivery` awaits the reading tasks of the senders that have gone, whose streams
  /// have finished; a sender still on screen is not waited for.
  static let viaAsyncStream = Variant(
    name: "ViaAsyncStream",
    makeList: { ViaAsyncStream.MemberListScreen(members: $0) },
    makeValueScreen: { ViaAsyncStream.ValueScreen() },
    waitForDelivery: { screen in
      if let list = screen as? ViaAsyncStream.MemberListScreen { await list.waitForDelivery() }
      if let values = screen as? ViaAsyncStream.ValueScreen { await values.waitForDelivery() }
    },
    countListeners: { screen in
      (screen as? ViaAsyncStream.MemberListScreen)?.listeners.count
        ?? (screen as? ViaAsyncStream.ValueScreen)?.listeners.count ?? 0
    })
}
