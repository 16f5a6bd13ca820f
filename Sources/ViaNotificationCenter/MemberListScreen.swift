// The receiver. It owns the members, shows them, opens detail screens and observes each
// one it opens, then does the work their messages ask for.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that lists the members and hears the detail screens' saves.
public final class MemberListScreen: ViewController {
  /// The members, in the order the table shows them.
  public private(set) var memberListManager: MemberListManager

  /// The table and the message line.
  public let listView = MemberListView()

  /// The "+" button in the navigation bar.
  public lazy var plusButton = BarButtonItem(
    barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)

  /// The center this screen and the detail screens it opens share.
  public let center: NotificationCenter
  /// Whether this screen and its detail screens use classic notifications or typed messages.
  public let style: NotificationStyle

  // snippet: subscription
  /// The observers of the detail screen opened last; replacing it removes the old ones.
  private(set) var detailSubscription: Subscription?
  // end snippet

  /// Creates a list screen showing `members`.
  ///
  /// - Parameters:
  ///   - members: The members to show.
  ///   - style: Classic notifications or typed messages.
  ///   - center: The center to share with the detail screens; the default center unless given.
  public init(members: [Member] = [], style: NotificationStyle = .typed, center: NotificationCenter = .default) {
    memberListManager = MemberListManager(members: members)
    self.style = style
    self.center = center
    super.init()
  }

  /// The table of members.
  public var tableView: TableView { listView.tableView }

  public override func loadView() {
    view = listView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Members"
    navigationItem.rightBarButtonItem = plusButton
    tableView.dataSource = self
    tableView.delegate = self
    tableView.reloadData()
  }

  // snippet: plus
  /// Opens an empty detail screen and observes it.
  func plusButtonTapped() {
    let detailVC = MemberDetailScreen(mode: .adding, style: style, center: center)
    observe(detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
  // end snippet

  // snippet: observe-detail
  /// Observes the two messages of `detail`, and no other detail screen's.
  private func observe(_ detail: MemberDetailScreen) {
    let subscription = Subscription(center: center)
    // Every closure the center keeps takes `self` weakly; a bare method (`ignored: ignore`)
    // would capture it strongly, and the center would keep this screen alive.
    let ignored: @MainActor (UserInfoError) -> Void = { [weak self] in self?.ignore($0) }
    subscription.observe(MemberAdded.self, from: detail, style: style, ignored: ignored) { [weak self] in
      self?.receive($0)
    }
    subscription.observe(MemberUpdated.self, from: detail, style: style, ignored: ignored) { [weak self] in
      self?.receive($0)
    }
    detailSubscription = subscription
  }
  // end snippet

  // snippet: ignore
  /// Notes a classic notification whose payload could not be read, and changes nothing.
  private func ignore(_ error: UserInfoError) {
    transcript.record(.note("\(transcriptName) ignored a notification: \(error)"))
  }
  // end snippet
}

extension MemberListScreen: TableViewDataSource, TableViewDelegate {
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    memberListManager.getMemberList().count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell(text: memberListManager.getMemberList()[indexPath.row].description)
  }

  public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) {
    do {
      try memberListManager.removeMember(at: indexPath.row)
    } catch {
      listView.showError(error)
    }
    tableView.reloadData()
  }

  /// Opens a detail screen filled with the selected member, and observes it.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let member = memberListManager.getMemberList()[indexPath.row]
    let detailVC = MemberDetailScreen(mode: .editing(member, index: indexPath.row), style: style, center: center)
    observe(detailVC)
    navigationController?.pushViewController(detailVC, animated: true)
  }
}

// snippet: receiver
extension MemberListScreen {
  /// Adds the member a detail screen saved.
  func receive(_ message: MemberAdded) {
    heard(message)
    memberListManager.makeNewMember(message.member)
    tableView.reloadData()
  }

  /// Replaces the member at the row a detail screen was opened for.
  func receive(_ message: MemberUpdated) {
    heard(message)
    do {
      try memberListManager.updateMemberInfo(index: message.index, message.member)
    } catch {
      listView.showError(error)  // a stale index: the list stays as it was
    }
    tableView.reloadData()
  }

  /// Records the arrow, and stops observing: a detail screen sends one message, then goes.
  private func heard(_ message: some CustomStringConvertible) {
    transcript.message(from: center, to: self, "\(message)")
    detailSubscription = nil
  }
}
// end snippet
