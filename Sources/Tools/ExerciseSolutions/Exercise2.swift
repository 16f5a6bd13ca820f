// Solution to exercise 2 · Two composers, one answer (Lesson 2)
//
// ValueScreen presents a compose screen for its title and one for its subtitle. Whatever
// you type in either, it lands in the title. Make each answer (Done or Cancel) land in
// the row of the composer that sent it.
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
    /// Tells the delegate how `composer` ended: with a value (Done), or cancelled.
    func composer(_ composer: ComposeScreen, didFinish outcome: ComposeOutcome)  // the fix: the sender passes itself
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
      delegate?.composer(self, didFinish: .done(composeView.inputField.text))
      dismiss(animated: true)
    }

    func cancelTapped() {
      delegate?.composer(self, didFinish: .cancelled)
      dismiss(animated: true)
    }
  }

  /// The screen that shows a title and a subtitle, each edited in its own compose screen.
  final class ValueScreen: ViewController, ComposeDelegate {
    /// The two values and their edit buttons.
    let valueView = ValueView()

    // Weak: the presentation owns a composer while it is up; these only tell which is which.
    private weak var titleComposer: ComposeScreen?
    private weak var subtitleComposer: ComposeScreen?

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
      titleComposer = composer
      present(composer, animated: true)
    }

    func editSubtitleTapped() {
      let composer = ComposeScreen(caption: "Subtitle")
      composer.delegate = self
      subtitleComposer = composer
      present(composer, animated: true)
    }

    func composer(_ composer: ComposeScreen, didFinish outcome: ComposeOutcome) {
      if composer === titleComposer {
        valueView.showTitle(outcome)
      } else if composer === subtitleComposer {
        valueView.showSubtitle(outcome)
      }
    }
  }
}

// The Coach drives your screen through this conformance; you do not need to change it.
extension Exercise2.ValueScreen: ValueScreenSubject {}
