import MemberViews
import StageKit

/// A value screen, as the hub drives it: the receiver of the compose exchange.
@MainActor
package protocol DrivenValueScreen: ViewController {
  /// The title and subtitle, and the buttons that present a compose screen for each.
  var valueView: ValueView { get }
}
