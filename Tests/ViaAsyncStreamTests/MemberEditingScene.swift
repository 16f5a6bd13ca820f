import Foundation
import Members
import StageKit
import Testing

@testable import ViaAsyncStream

/// A navigation stack with a member list, as an app's scene would set it up.
@MainActor
struct MemberEditingScene {
  let navigation: NavigationController
  let list: MemberListScreen

  init(members: [Member] = []) {
    list = MemberListScreen(members: members)
    navigation = NavigationController(rootViewController: list)
  }

  /// The detail screen on top of the stack, if one is showing.
  var detail: MemberDetailScreen? { navigation.topViewController as? MemberDetailScreen }

  /// Taps "+" and returns the empty detail screen it pushed.
  func openNewMember() throws -> MemberDetailScreen {
    list.plusButton.tap()
    return try #require(detail)
  }

  /// Selects row `row` and returns the filled detail screen it pushed.
  func openMember(row: Int) throws -> MemberDetailScreen {
    list.tableView.selectRow(at: IndexPath(row: row, section: 0))
    return try #require(detail)
  }

  /// Awaits the events of every detail screen that has gone: delivery is asynchronous.
  func waitForDelivery() async {
    await list.waitForDelivery()
  }
}
