// The receiver of the compose exchange. It presents one compose screen per value and
// tells their answers apart by which composer each subscription observes.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
public final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  public let valueView = ValueView()

  /// The center this screen and its compose screens share.
  public let center: NotificationCenter
  /// Whether this screen and its compose screens use classic notifications or typed messages.
  public let style: NotificationStyle

  // One subscription per composer: `object:` filtering is what tells the two apart.
  private(set) var titleSubscription: Subscription?
  private(set) var subtitleSubscription: Subscription?

  /// Creates the value screen with neither value set.
  ///
  /// - Parameters:
  ///   - style: Classic notifications or typed messages.
  ///   - center: The center to share with the compose screens; the default center unless given.
  public init(style: NotificationStyle = .typed, center: NotificationCenter = .default) {
    self.style = style
    self.center = center
    super.init()
    title = "Values"
  }

  public override func loadView() {
    view = valueView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
    valueView.editSubtitleButton.addTarget(self, action: ValueScreen.editSubtitleTapped)
  }

  /// Presents a compose screen for the title, and observes it.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title", style: style, center: center)
    titleSubscription = observe(composer) { [weak self] outcome in
      self?.valueView.showTitle(outcome)
      self?.titleSubscription = nil
    }
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, and observes it.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle", style: style, center: center)
    subtitleSubscription = observe(composer) { [weak self] outcome in
      self?.valueView.showSubtitle(outcome)
      self?.subtitleSubscription = nil
    }
    present(composer, animated: true)
  }

  /// Observes Done and Cancel from `composer`, and no other composer's.
  private func observe(
    _ composer: ComposeScreen, show: @escaping @MainActor (ComposeOutcome) -> Void
  ) -> Subscription {
    let subscription = Subscription(center: center)
    let ignored: @MainActor (UserInfoError) -> Void = { [weak self] in self?.ignore($0) }
    subscription.observe(ComposerDidInput.self, from: composer, style: style, ignored: ignored) { [weak self] in
      self?.heard($0)
      show(.done($0.value))
    }
    subscription.observe(ComposerDidCancel.self, from: composer, style: style, ignored: ignored) { [weak self] in
      self?.heard($0)
      show(.cancelled)
    }
    return subscription
  }

  private func heard(_ message: some CustomStringConvertible) {
    transcript.message(from: center, to: self, "\(message)")
  }

  /// Notes a classic notification whose payload could not be read, and changes nothing.
  private func ignore(_ error: UserInfoError) {
    transcript.record(.note("\(transcriptName) ignored a notification: \(error)"))
  }
}
