import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a value screen whose block observer captures `self` and is never removed.
  ///
  /// It hears every composer on its center (no `object:`), so it edits only the title: two
  /// rows could not be told apart. The center keeps the block, and the block keeps the screen.
  package final class ValueScreen: ViewController {
    /// The values and their edit buttons, as in the correct screen.
    package let valueView = ValueView()
    /// The center, as in the correct screen.
    package let center: NotificationCenter

    /// The observer's token, kept only so that a test can undo the slip.
    package private(set) var observer: (any NSObjectProtocol)?

    /// Creates the wrong value screen; give it a center of its own, since it hears every sender.
    package init(center: NotificationCenter) {
      self.center = center
      super.init()
      title = "Values"
    }

    package override func loadView() {
      view = valueView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      valueView.subtitleLabel.isHidden = true
      valueView.editSubtitleButton.isHidden = true
      valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
      // WRONG: a strong `self` in a block the center keeps, and nothing ever removes it.
      observer = center.addObserver(forName: .composeNotification, object: nil, queue: nil) { notification in
        let message = try? ComposeNotification(notification)
        MainActor.assumeIsolated { self.receive(message) }
      }
    }

    /// Presents a classic compose screen for the title, which this screen already hears.
    func editTitleTapped() {
      present(ComposeScreen(caption: "Title", style: .classic, center: center), animated: true)
    }

    /// Undoes the slip: the center lets go of the block, and the block of this screen.
    package func removeObserver() {
      if let observer { center.removeObserver(observer) }
      observer = nil
    }

    private func receive(_ message: ComposeNotification?) {
      guard let message else { return }
      transcript.message(from: center, to: self, "\(message)")
      valueView.show(message.outcome, in: .title)
    }
  }
}
