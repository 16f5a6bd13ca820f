// The receiver. It shows the members, opens detail screens and observes each one it
// opens, then applies the edits their messages carry.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that lists the members and hears the detail screens' saves.
package final class MemberListScreen: ViewController {
  /// The table, the message line, and the members they show.
  package let listView: MemberListView

  /// The "+" button in the navigation bar.
  package lazy var plusButton = BarButtonItem(
    barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)

  /// The center this screen and the detail screens it opens share.
  package let center: NotificationCenter
  /// Whether this screen and its detail screens use classic notifications or typed messages.
  package let style: NotificationStyle

  // snippet: subscription
  /// The observers of each detail screen this list opened and has not heard from yet.
  package let subscriptions: Subscriptions
  // end snippet

  /// Creates a list screen showing `members`.
  package init(members: [Member] = [], style: NotificationStyle = .typed, center: NotificationCenter = .default) {
    listView = MemberListView(members: members)
    self.center = center
    self.style = style
    subscriptions = Subscriptions(center: center, style: style)
    super.init()
  }

  /// The members, in the order the table shows them.
  package var memberListManager: MemberListManager { listView.memberListManager }

  /// The table of members.
  package var tableView: TableView { listView.tableView }

  package override func loadView() {
    view = listView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    title = "Members"
    navigationItem.rightBarButtonItem = plusButton
    tableView.delegate = self
  }

  // snippet: plus
  /// Opens an empty detail screen and observes it.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding, style: style, center: center)
    listen(to: detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet

  // snippet: listen
  /// Observes the one message of `detailVC`, and no other detail screen's.
  private func listen(to detailVC: MemberDetailScreen) {
    // Every closure the center keeps takes `self` weakly; a bare method (`ignored: ignore`)
    // would capture it strongly, and the center would keep this screen alive.
    subscriptions.listen(
      for: MemberNotification.self, from: detailVC, ignored: { [weak self] in self?.ignore($0) },
      handler: { [weak self] in self?.receive($0) })
  }
  // end snippet

  // snippet: ignore
  /// Notes a classic notification whose payload could not be read, and changes nothing.
  private func ignore(_ error: UserInfoError) {
    transcript.record(.note("\(transcriptName) ignored a notification: \(error)"))
  }
  // end snippet
}

extension MemberListScreen: TableViewDelegate {
  // snippet: select
  /// Opens a detail screen filled with the selected member, and observes it.
  package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let member = listView.member(at: indexPath.row) else { return }
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row), style: style, center: center)
    listen(to: detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet
}

// snippet: receiver
extension MemberListScreen {
  /// Applies the edit a detail screen posted, and records the arrow from the center.
  func receive(_ notification: MemberNotification) {
    transcript.message(from: center, to: self, "\(notification)")
    listView.apply(notification.edit)  // a stale index is refused there
  }
}
// end snippet
