// Exercise 2 · Two composers, one answer (Lesson 2)
//
// ValueScreen presents a compose screen for its title and one for its subtitle. Whatever
// you type in either, it lands in the title. Make each answer (Done or Cancel) land in
// the row of the composer that sent it.
//
// Check it: swift run Coach 2 · a hint: swift run Coach --hint 2
import ExerciseChecks
import MemberViews
import Members
import StageKit

/// Exercise 2's screens.
enum Exercise2 {}

extension Exercise2 {
  /// The receiver of a compose screen's answer.
  @MainActor
  protocol ComposeDelegate: AnyObject {
    /// Tells the delegate how the compose screen ended: with a value (Done), or cancelled.
    func composeDidFinish(_ outcome: ComposeOutcome)
  }

  /// A modal screen with one field, Done and Cancel, that tells its delegate which.
  final class ComposeScreen: ViewController {
    /// The receiver of this screen's answer, held weakly.
    weak var delegate: ComposeDelegate?
    /// The field to type in.
    let composeView: ComposeView

    /// Creates a compose screen for the value `caption` names, such as "Title".
    init(caption: String) {
      composeView = ComposeView(caption: caption)
      super.init(name: "ComposeScreen (\(caption.lowercased()))")
      title = caption
    }

    override func loadView() {
      view = composeView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.leftBarButtonItem = BarButtonItem(
        barButtonSystemItem: .cancel, target: self, action: ComposeScreen.cancelTapped)
      navigationItem.rightBarButtonItem = BarButtonItem(
        barButtonSystemItem: .done, target: self, action: ComposeScreen.doneTapped)
    }

    func doneTapped() {
      delegate?.composeDidFinish(.done(composeView.inputField.text))
      dismiss(animated: true)
    }

    func cancelTapped() {
      delegate?.composeDidFinish(.cancelled)
      dismiss(animated: true)
    }
  }

  /// The screen that shows a title and a subtitle, each edited in its own compose screen.
  final class ValueScreen: ViewController, ComposeDelegate {
    /// The two values and their edit buttons.
    let valueView = ValueView()

    /// Creates the value screen with neither value set.
    init() {
      super.init()
      title = "Values"
    }

    override func loadView() {
      view = valueView
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
      valueView.editSubtitleButton.addTarget(self, action: ValueScreen.editSubtitleTapped)
    }

    func editTitleTapped() {
      let composer = ComposeScreen(caption: "Title")
      composer.delegate = self
      present(composer, animated: true)
    }

    func editSubtitleTapped() {
      let composer = ComposeScreen(caption: "Subtitle")
      composer.delegate = self
      present(composer, animated: true)
    }

    func composeDidFinish(_ outcome: ComposeOutcome) {
      valueView.showTitle(outcome)
    }
  }
}

// The Coach drives your screen through this conformance; you do not need to change it.
extension Exercise2.ValueScreen: ValueScreenSubject {}
