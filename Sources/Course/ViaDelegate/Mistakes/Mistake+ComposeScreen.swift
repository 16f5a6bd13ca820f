import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a compose screen that holds its delegate strongly, as the seed's does.
  ///
  /// While it is presented, it and its presenter hold each other; dismissal ends that,
  /// unless the presenter keeps this screen too.
  package final class ComposeScreen: ViewController {
    // snippet: strong-delegate
    /// The receiver, held strongly: `weak` is not allowed, as the protocol is not class-bound.
    package var delegate: ComposeDelegate?
    // end snippet

    /// The field to type in, as in the correct screen.
    package let composeView: ComposeView

    /// The Done button, on the right of the bar.
    package lazy var doneButton = BarButtonItem(
      barButtonSystemItem: .done, target: self, action: ComposeScreen.performDone)
    /// The Cancel button, on the left of the bar.
    package lazy var cancelButton = BarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: ComposeScreen.performCancel)

    /// Creates a compose screen for the value `caption` names, such as "Title".
    package init(caption: String) {
      composeView = ComposeView(caption: caption)
      super.init(name: "ComposeScreen (\(caption.lowercased()))")
      title = caption
    }

    package override func loadView() {
      view = composeView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.leftBarButtonItem = cancelButton
      navigationItem.rightBarButtonItem = doneButton
    }

    /// Tells the delegate the typed value, then dismisses, as the correct screen does.
    func performDone() {
      // The protocol is not class-bound, so the transcript needs the delegate as an object.
      let value = composeView.inputField.text
      transcript.message(from: self, to: delegate.map { $0 as AnyObject }, "composer(_:didInput: \"\(value ?? "")\")")
      delegate?.composer(self, didInput: value)
      dismiss(animated: true)
    }

    /// Tells the delegate that nothing was chosen, then dismisses, as the correct screen does.
    func performCancel() {
      transcript.message(from: self, to: delegate.map { $0 as AnyObject }, "composerDidCancel(_:)")
      delegate?.composerDidCancel(self)
      dismiss(animated: true)
    }
  }
}
