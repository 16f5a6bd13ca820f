import LeakCheck

/// A screen and its lifetime, like UIKit's `UIViewController`.
///
/// Its view is made on first use (`loadView()`, then `viewDidLoad()`), it can present
/// another screen modally, and its release is written to the transcript. Two screens are
/// equal only when they are the same object, as UIKit's are.
///
/// While a `LeakWatch` is current, every screen joins it as it is made, so a leak check
/// needs no `watch(…)` call for screens.
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

  /// The container this screen is a child of, such as its navigation controller; weak.
  public internal(set) weak var parent: ViewController?
  /// The screens contained in this one; a navigation controller's are its stack.
  open var children: [ViewController] { containedChildren }
  var containedChildren: [ViewController] = []

  /// The screen this one presented modally; held strongly until it is dismissed.
  public internal(set) var presentedViewController: ViewController?
  weak var presenter: ViewController?

  /// `true` while `viewDidDisappear(_:)` runs because this screen was popped from its stack.
  public internal(set) var isMovingFromParent = false
  /// `true` while `viewDidDisappear(_:)` runs because this screen was dismissed.
  public internal(set) var isBeingDismissed = false
  /// When `true`, the user cannot swipe this presented screen away: only code dismisses it.
  public var isModalInPresentation = false

  var registeredSegues: [String: SegueRegistration] = [:]

  private var loadedView: View?
  private var isLoadingView = false

  /// Creates a screen; `name` overrides the type name used in transcripts.
  ///
  /// - Parameters:
  ///   - name: The name used in transcripts and leak reports; the type name by default.
  ///   - fileID: Where the screen is made, for leak reports; leave the default.
  ///   - line: The line of that place; leave the default.
  public init(name: String? = nil, fileID: String = #fileID, line: Int = #line) {
    transcript = Transcript.current
    transcriptName = name ?? String(describing: type(of: self))
    LeakWatch.current?.watchNew(self, as: transcriptName, madeAt: fileID, line: line)
  }

  /// Creates a screen, as UIKit's designated initializer does; StageKit has no nib files.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    transcript = Transcript.current
    transcriptName = String(describing: type(of: self))
    LeakWatch.current?.watchNew(self, as: transcriptName, madeAt: nil, line: nil)
  }

  deinit {
    transcript.record(.released(transcriptName))
  }

  /// The navigation controller this screen is in, found through its parents; weak, as in UIKit.
  public var navigationController: NavigationController? {
    parent as? NavigationController ?? parent?.navigationController
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

  /// Called before this screen comes on top: pushed, revealed by a pop, or presented.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after this screen came on top.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before this screen leaves the display.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after this screen has left the display: popped, covered by a push, or dismissed.
  ///
  /// As in UIKit, `isMovingFromParent` or `isBeingDismissed` tells that the screen left for
  /// good, which is where a screen ends what it started, such as a stream of events. A
  /// presenter is not told when it presents: like a UIKit sheet, it stays underneath.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before a segue from this screen shows its destination: pass data to it here.
  open func prepare(for segue: StoryboardSegue, sender: Any?) {}

  /// Returns whether the segue named `identifier` should be performed; `true` by default.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    true
  }

  /// Called before this screen is added to, or taken from, a parent.
  open func willMove(toParent parent: ViewController?) {}

  /// Called after this screen was added to, or taken from, a parent.
  open func didMove(toParent parent: ViewController?) {}

  /// Draws this screen as it would look on its own, with its bar and its view.
  open func render() -> [String] {
    TextPicture.screen(
      left: navigationItem.leftBarButtonItem?.title ?? "",
      title: title ?? "",
      right: navigationItem.rightBarButtonItem?.title ?? "",
      body: view.render(width: TextPicture.screenWidth - 4))
  }

  /// Draws what the user sees: a presented screen covers the one that presented it.
  open func snapshot() -> [String] {
    presentedViewController?.snapshot() ?? render()
  }

  /// Returns the weak properties `type` declares, so that leak reports skip them.
  ///
  /// StageKit declares its own types. Override it to declare the weak properties of a
  /// screen of yours, and the live graph draws its other properties as strong:
  ///
  /// ```swift
  /// override class func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
  ///   type == DetailViewController.self ? ["delegate"] : super.nonOwningPropertyNames(declaredBy: type)
  /// }
  /// ```
  open nonisolated class func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    StageKitOwnership.nonOwningPropertyNames(declaredBy: type)
  }
}

extension ViewController: Hashable {
  /// Two screens are equal only when they are the same object.
  public nonisolated static func == (lhs: ViewController, rhs: ViewController) -> Bool {
    lhs === rhs
  }

  /// Hashes the screen's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
