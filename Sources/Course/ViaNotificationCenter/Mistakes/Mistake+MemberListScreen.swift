import Foundation
import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen that starts listening in `viewDidLoad`, with one slip per style.
  ///
  /// It hears every detail screen on its center (no `object:`), whoever opened it. Classic:
  /// its block observer captures `self` strongly and is never removed, so the center keeps
  /// the screen alive. Typed: it drops the observation token, so it hears nothing at all.
  package final class MemberListScreen: ViewController {
    /// The table, the message line and the members, as in the correct screen.
    package let listView = MemberListView()
    /// The center, as in the correct screen.
    package let center: NotificationCenter
    /// Which of the two slips this screen makes.
    package let style: NotificationStyle

    /// The classic observer's token, kept only so that a test or a lesson can undo the slip.
    package private(set) var observer: (any NSObjectProtocol)?

    /// Creates the wrong list screen; give it a center of its own, since it hears every sender.
    package init(style: NotificationStyle, center: NotificationCenter) {
      self.style = style
      self.center = center
      super.init()
    }

    /// The members, as in the correct screen.
    package var memberListManager: MemberListManager { listView.memberListManager }

    package override func loadView() {
      view = listView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .add, target: self, action: MemberListScreen.plusButtonTapped)
      switch style {
      case .classic:
        // snippet: never-removed
        // WRONG: the center keeps this block, and the block keeps `self`. Nothing removes it;
        // a `removeObserver` in deinit would not help, as deinit never runs while this lives.
        observer = center.addObserver(forName: .memberNotification, object: nil, queue: nil) { notification in
          let message = try? MemberNotification(notification)
          MainActor.assumeIsolated { self.receive(message) }
        }
      // end snippet
      case .typed:
        // snippet: dropped-token
        // WRONG: the token is the observation. Dropped here, it ends the observation at once.
        _ = center.addObserver(for: MemberNotification.self) { [weak self] in self?.receive($0) }
      // end snippet
      }
    }

    /// Opens an empty detail screen, which this screen already hears, as every other.
    func plusButtonTapped() {
      let detailVC = MemberDetailScreen(mode: .adding, style: style, center: center)
      navigationController?.pushViewController(detailVC, animated: true)
    }

    /// Undoes the classic slip, as the correct screen's subscription would have done.
    package func removeObserver() {
      if let observer { center.removeObserver(observer) }
      observer = nil
    }

    private func receive(_ message: MemberNotification?) {
      guard let message else { return }
      transcript.message(from: center, to: self, "\(message)")
      listView.apply(message.edit)
    }
  }
}
