import MemberViews
import StageKit

/// A member detail screen, as the hub drives it: the sender of the member-editing exchange.
@MainActor
package protocol DrivenDetail: ViewController {
  /// The form, with its fields, its Save button and its message line.
  var detailView: MemberFormView { get }
}
