import Foundation
import LeakCheck
import Members
import StageKit
import Testing
import Variants

@testable import MemberViews

/// One variant's member-editing scene, driven as a user would, with a transcript.
@MainActor
final class MemberScene {
  let variant: Variant
  let transcript = Transcript()
  let watch = LeakWatch()
  private(set) var navigation: NavigationController?
  private(set) var list: (any DrivenList)?

  init(_ variant: Variant, members: [Member] = []) {
    self.variant = variant
    Transcript.$current.withValue(transcript) {
      let list = variant.makeList(members)
      self.list = list
      navigation = NavigationController(rootViewController: list)
    }
  }

  /// The members the list holds now.
  var members: [Member] { list?.memberListManager.getMemberList() ?? [] }
  /// The rows the table shows now.
  var visibleRows: [String] { list?.tableView.visibleRows ?? [] }
  /// The list's message line.
  var listMessage: String? { list?.listView.messageLabel.text }
  /// How many edits reached the list, refused ones included: each act must arrive once.
  var deliveries: Int { list?.listView.editsApplied ?? 0 }
  /// How many observers or tasks the list keeps for its detail screens.
  var listenerCount: Int { list.flatMap { variant.countListeners?($0) } ?? 0 }
  /// The detail screen on top, if one is showing.
  var detail: (any DrivenDetail)? { navigation?.topViewController as? any DrivenDetail }

  /// The names of the objects released so far, sorted, so order does not matter.
  var released: [String] {
    transcript.entries.compactMap { if case .released(let name) = $0 { name } else { nil } }.sorted()
  }

  /// Runs a user action with this scene's transcript current, so new screens write to it.
  private func act(_ action: () -> Void) {
    Transcript.$current.withValue(transcript, operation: action)
  }

  /// Taps "+", and watches the detail screen it opens.
  func tapPlus() throws {
    act { list?.plusButton.tap() }
    watch.watch(try #require(detail, "\(variant): + opened no detail screen"), as: "MemberDetailScreen")
  }

  /// Selects row `row`, and watches the detail screen it opens.
  func select(row: Int) throws {
    act { list?.tableView.selectRow(at: IndexPath(row: row, section: 0)) }
    watch.watch(try #require(detail, "\(variant): row \(row) opened no detail screen"), as: "MemberDetailScreen")
  }

  /// Types into the detail screen on top.
  func type(name: String? = nil, age: String? = nil, phone: String? = nil, address: String? = nil) {
    detail?.detailView.type(name: name, age: age, phone: phone, address: address)
  }

  /// Taps Save on the detail screen on top, and returns without awaiting delivery.
  func tapSave() {
    detail?.detailView.saveButton.tap()
  }

  /// Taps Save on the detail screen on top, then awaits any asynchronous delivery.
  func save() async {
    tapSave()
    await waitForDelivery()
  }

  /// Taps Back, then awaits any asynchronous delivery.
  func back() async {
    navigation?.tapBackButton()
    await waitForDelivery()
  }

  /// Swipes row `row` away.
  func delete(row: Int) {
    list?.tableView.swipeToDelete(rowAt: IndexPath(row: row, section: 0))
  }

  /// Awaits the variant's asynchronous delivery, if it has any.
  func waitForDelivery() async {
    if let list { await variant.waitForDelivery?(list) }
  }

  /// Lets go of the whole scene, as an app closing it, and returns what is still alive.
  func close() async -> LeakReport {
    if let list { watch.watch(list, as: "MemberListScreen") }
    if let navigation { watch.watch(navigation, as: "NavigationController") }
    await waitForDelivery()
    list = nil
    navigation = nil
    return watch.report()
  }
}
