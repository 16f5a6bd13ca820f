import MemberViews
import Members
import StageKit

/// A member list screen, as the hub drives it: the receiver of the member-editing exchange.
///
/// Every Via* target's `MemberListScreen` has these members under these names, so it conforms
/// with an empty extension.
@MainActor
package protocol DrivenList: ViewController {
  /// The "+" button, which pushes an empty detail screen.
  var plusButton: BarButtonItem { get }
  /// The table of members; selecting a row pushes a filled detail screen.
  var tableView: TableView { get }
  /// The table, the message line, and the members they show.
  var listView: MemberListView { get }
  /// The members, in the order the table shows them.
  var memberListManager: MemberListManager { get }
}
