import Foundation
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a list screen that starts listening in `viewDidLoad`, with one slip per style.
  ///
  /// It hears every detail screen on its center (no `object:`), whoever opened it. Classic:
  /// its block observer captures `self` strongly and is never removed, so the center keeps
  /// the screen alive. Typed: it drops the observation token, so it hears nothing at all.
  public final class MemberListScreen: ViewController {
    /// The members, as in the correct screen.
    public private(set) var memberListManager = MemberListManager()
    /// The center, as in the correct screen.
    public let center: NotificationCenter
    /// Which of the two slips this screen makes.
    public let style: NotificationStyle

    /// The classic observer's token, kept only so that a test or a lesson can undo the slip.
    public private(set) var observer: (any NSObjectProtocol)?

    // No "+" and no table here: a button's target and a table's data source are weak,
    // but reflection cannot tell, and would draw them as the cycle. What holds this screen
    // is the center's block, which reflection cannot see; the report says so.

    /// Creates the wrong list screen; give it a center of its own, since it hears every sender.
    public init(style: NotificationStyle, center: NotificationCenter) {
      self.style = style
      self.center = center
      super.init()
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "Members"
      switch style {
      case .classic:
        // snippet: never-removed
        // WRONG: the center keeps this block, and the block keeps `self`. Nothing removes it;
        // a `removeObserver` in deinit would not help, as deinit never runs while this lives.
        observer = center.addObserver(forName: .memberAdded, object: nil, queue: nil) { notification in
          let message = try? MemberAdded(notification)
          MainActor.assumeIsolated { self.receive(message) }
        }
      // end snippet
      case .typed:
        // snippet: dropped-token
        // WRONG: the token is the observation. Dropped here, it ends the observation at once.
        _ = center.addObserver(for: MemberAdded.self) { [weak self] in self?.receive($0) }
      // end snippet
      }
    }

    /// Undoes the classic slip, as the correct screen's subscription would have done.
    public func removeObserver() {
      if let observer { center.removeObserver(observer) }
      observer = nil
    }

    private func receive(_ message: MemberAdded?) {
      guard let message else { return }
      transcript.message(from: center, to: self, "\(message)")
      memberListManager.makeNewMember(message.member)
    }
  }
}
