// The receiver of the compose exchange. It presents one compose screen per value and
// tells their answers apart by which composer each subscription observes.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
package final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  package let valueView = ValueView()

  /// The center this screen and its compose screens share.
  package let center: NotificationCenter
  /// Whether this screen and its compose screens use classic notifications or typed messages.
  package let style: NotificationStyle

  /// The observers of each composer this screen presented and has not heard from yet.
  package let subscriptions: Subscriptions

  /// Creates the value screen with neither value set.
  package init(style: NotificationStyle = .typed, center: NotificationCenter = .default) {
    self.center = center
    self.style = style
    subscriptions = Subscriptions(center: center, style: style)
    super.init()
    title = "Values"
  }

  package override func loadView() {
    view = valueView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
    valueView.editSubtitleButton.addTarget(self, action: ValueScreen.editSubtitleTapped)
  }

  /// Presents a compose screen for the title, and hears how it ends.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title", style: style, center: center)
    listen(to: composer, for: .title)
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, and hears how it ends.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle", style: style, center: center)
    listen(to: composer, for: .subtitle)
    present(composer, animated: true)
  }

  /// Observes the one message of `composer`, and no other composer's: `object:` tells them apart.
  private func listen(to composer: ComposeScreen, for row: ValueView.Row) {
    subscriptions.listen(
      for: ComposeNotification.self, from: composer, ignored: { [weak self] in self?.ignore($0) },
      handler: { self.receive($0, for: row) })  // MISTAKE: a strong `self` in a block the center keeps
  }

  /// Notes a classic notification whose payload could not be read, and changes nothing.
  private func ignore(_ error: UserInfoError) {
    transcript.record(.note("\(transcriptName) ignored a notification: \(error)"))
  }
}

extension ValueScreen {
  /// Shows the outcome a composer posted in `row`, and records the arrow from the center.
  private func receive(_ notification: ComposeNotification, for row: ValueView.Row) {
    transcript.message(from: center, to: self, "\(notification)")
    valueView.show(notification.outcome, in: row)
  }
}
