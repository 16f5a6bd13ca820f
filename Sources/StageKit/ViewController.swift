import LeakCheck

/// A screen and its lifetime, like UIKit's `UIViewController`.
///
/// Its view is made on first use (`loadView()`, then `viewDidLoad()`), it can present
/// another screen modally, and its release is written to the transcript.
@MainActor
open class ViewController: TranscriptNamed, DeclaresNonOwningProperties {
  /// The name this screen goes by in transcripts and leak reports.
  public nonisolated let transcriptName: String
  /// The transcript this screen writes to: the current one when it was made.
  public nonisolated let transcript: Transcript

  /// The title drawn in the navigation bar.
  public var title: String?
  /// The bar buttons this screen shows when it is on top of a navigation controller.
  public let navigationItem = NavigationItem()

  /// The navigation controller whose stack holds this screen; weak, as in UIKit.
  public internal(set) weak var navigationController: NavigationController?
  /// The screen this one presented modally; held strongly until it is dismissed.
  public private(set) var presentedViewController: ViewController?
  /// The screen that presented this one; weak.
  public private(set) weak var presentingViewController: ViewController?

  /// `true` while `viewDidDisappear(_:)` runs because this screen was popped from its stack.
  public internal(set) var isMovingFromParent = false
  /// `true` while `viewDidDisappear(_:)` runs because this screen was dismissed.
  public private(set) var isBeingDismissed = false

  private var loadedView: View?
  private var isLoadingView = false

  /// Creates a screen; `name` overrides the type name used in transcripts.
  public init(name: String? = nil) {
    transcript = Transcript.current
    transcriptName = name ?? String(describing: type(of: self))
  }

  deinit {
    transcript.record(.released(transcriptName))
  }

  /// The root view, made on first access by `loadView()` and then `viewDidLoad()`.
  public var view: View {
    get {
      loadViewIfNeeded()
      return loadedView ?? View()
    }
    set { loadedView = newValue }
  }

  /// `true` once the view has been made.
  public var isViewLoaded: Bool { loadedView != nil && !isLoadingView }

  /// Makes the view if it has not been made yet.
  public func loadViewIfNeeded() {
    guard loadedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if loadedView == nil { loadedView = View() }
    isLoadingView = false
    viewDidLoad()
  }

  /// Makes the root view; override it to set `view` to a view of your own.
  open func loadView() {
    loadedView = View()
  }

  /// Called once, after the view is made: set up subviews and targets here.
  open func viewDidLoad() {}

  /// Called after this screen has left the display: popped, covered by a push, or dismissed.
  ///
  /// As in UIKit, `isMovingFromParent` or `isBeingDismissed` tells that the screen left for
  /// good, which is where a screen ends what it started, such as a stream of events. A
  /// presenter is not told when it presents: like a UIKit sheet, it stays underneath.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Shows `viewController` modally on top of this screen, and keeps it until dismissed.
  public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
    viewController.loadViewIfNeeded()
    presentedViewController = viewController
    viewController.presentingViewController = self
    transcript.record(.navigation("\(transcriptName) presents \(viewController.transcriptName)"))
    completion?()
  }

  /// Dismisses the screen this one presented, or, if it presented none, this screen itself.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    if let presented = presentedViewController {
      presentedViewController = nil
      presented.presentingViewController = nil
      transcript.record(.navigation("\(transcriptName) dismisses \(presented.transcriptName)"))
      presented.isBeingDismissed = true
      presented.viewDidDisappear(animated)
      presented.isBeingDismissed = false
      completion?()
    } else if let presenter = presentingViewController {
      presenter.dismiss(animated: animated, completion: completion)
    } else {
      completion?()
    }
  }

  /// Draws this screen as it would look on its own, with its bar and its view.
  open func render() -> [String] {
    TextPicture.screen(
      left: navigationItem.leftBarButtonItem?.title ?? "",
      title: title ?? "",
      right: navigationItem.rightBarButtonItem?.title ?? "",
      body: view.render(width: TextPicture.screenWidth - 4))
  }

  /// Returns the weak properties `type` declares, so that leak reports skip them.
  open nonisolated class func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String> {
    type == ViewController.self ? ["navigationController", "presentingViewController"] : []
  }

  /// Draws what the user sees: a presented screen covers the one that presented it.
  public func snapshot() -> [String] {
    presentedViewController?.snapshot() ?? render()
  }
}
