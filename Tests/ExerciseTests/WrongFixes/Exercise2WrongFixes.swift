// Exercise 2's wrong fixes: ways to tell two composers apart that do not ask the sender,
// or that hold it the wrong way. Each is a value screen with the lesson's views.
import ExerciseChecks
import MemberViews
import Members
import StageKit

/// The receiver of a compose screen's answer, with the sender passed along.
@MainActor
protocol Exercise2Delegate: AnyObject {
  func composer(_ composer: WrongFixComposer, didFinish outcome: ComposeOutcome)
}

/// A compose screen that tells its delegate, passing itself, and dismisses itself.
final class WrongFixComposer: ViewController {
  weak var delegate: Exercise2Delegate?
  let composeView: ComposeView
  /// The value it edits: "Title" or "Subtitle".
  let caption: String

  init(caption: String) {
    composeView = ComposeView(caption: caption)
    self.caption = caption
    super.init(name: "ComposeScreen (\(caption.lowercased()))")
    Leftovers.note(self)
  }

  override func loadView() {
    view = composeView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = BarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: WrongFixComposer.cancelTapped)
    navigationItem.rightBarButtonItem = BarButtonItem(
      barButtonSystemItem: .done, target: self, action: WrongFixComposer.doneTapped)
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

/// A value screen whose two edit buttons present a composer each; every wrong fix answers its own way.
class WrongFixValueScreen: ViewController, ValueScreenSubject, Exercise2Delegate {
  let valueView = ValueView()

  required init() {
    super.init()
    Leftovers.note(self)
  }

  override func loadView() {
    view = valueView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    valueView.editTitleButton.addTarget(self, action: WrongFixValueScreen.editTitleTapped)
    valueView.editSubtitleButton.addTarget(self, action: WrongFixValueScreen.editSubtitleTapped)
  }

  func editTitleTapped() {
    present(composer("Title"), animated: true)
  }

  func editSubtitleTapped() {
    present(composer("Subtitle"), animated: true)
  }

  /// Makes a composer whose delegate is this screen.
  func composer(_ caption: String) -> WrongFixComposer {
    let composer = WrongFixComposer(caption: caption)
    composer.delegate = self
    return composer
  }

  func composer(_ composer: WrongFixComposer, didFinish outcome: ComposeOutcome) {}
}

/// A flag set when a composer is presented: right for one composer at a time, wrong after a second tap.
enum FlagComposer {
  final class ValueScreen: WrongFixValueScreen {
    private var editingTitle = true  // the wrong fix: who was presented last, not who is talking

    override func editTitleTapped() {
      editingTitle = true
      super.editTitleTapped()
    }

    override func editSubtitleTapped() {
      editingTitle = false
      super.editSubtitleTapped()
    }

    override func composer(_ composer: WrongFixComposer, didFinish outcome: ComposeOutcome) {
      if editingTitle { valueView.showTitle(outcome) } else { valueView.showSubtitle(outcome) }
    }
  }
}

/// `unowned` references to the two composers: a trap once a dismissed one is gone.
enum UnownedComposers {
  final class ValueScreen: WrongFixValueScreen {
    unowned var titleComposer: WrongFixComposer?  // the wrong fix
    unowned var subtitleComposer: WrongFixComposer?

    override func editTitleTapped() {
      let composer = composer("Title")
      titleComposer = composer
      present(composer, animated: true)
    }

    override func editSubtitleTapped() {
      let composer = composer("Subtitle")
      subtitleComposer = composer
      present(composer, animated: true)
    }

    override func composer(_ composer: WrongFixComposer, didFinish outcome: ComposeOutcome) {
      if composer === titleComposer {
        valueView.showTitle(outcome)
      } else if composer === subtitleComposer {
        valueView.showSubtitle(outcome)
      }
    }
  }
}

/// The sender told apart for Done, but every Cancel shown in the title's row.
enum CancelToTitle {
  final class ValueScreen: WrongFixValueScreen {
    private weak var titleComposer: WrongFixComposer?

    override func editTitleTapped() {
      let composer = composer("Title")
      titleComposer = composer
      present(composer, animated: true)
    }

    override func composer(_ composer: WrongFixComposer, didFinish outcome: ComposeOutcome) {
      if outcome == .cancelled || composer === titleComposer {  // the wrong fix: Cancel goes to the title
        valueView.showTitle(outcome)
      } else {
        valueView.showSubtitle(outcome)
      }
    }
  }
}

/// The subtitle's composer never told who its delegate is: its answers reach nobody.
enum SubtitleWithoutDelegate {
  final class ValueScreen: WrongFixValueScreen {
    private weak var titleComposer: WrongFixComposer?

    override func editTitleTapped() {
      let composer = composer("Title")
      titleComposer = composer
      present(composer, animated: true)
    }

    override func editSubtitleTapped() {
      present(WrongFixComposer(caption: "Subtitle"), animated: true)  // the wrong fix: no delegate
    }

    override func composer(_ composer: WrongFixComposer, didFinish outcome: ComposeOutcome) {
      if composer === titleComposer { valueView.showTitle(outcome) } else { valueView.showSubtitle(outcome) }
    }
  }
}

/// A compose screen that holds its delegate strongly: harmless while it is dismissed
/// before the scene closes, a cycle through the presentation when it is still up.
final class StrongDelegateComposer: ViewController {
  var delegate: StrongComposerDelegate?  // the wrong fix: held strongly
  let composeView: ComposeView

  init(caption: String) {
    composeView = ComposeView(caption: caption)
    super.init(name: "ComposeScreen (\(caption.lowercased()))")
    Leftovers.note(self)
  }

  override func loadView() {
    view = composeView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = BarButtonItem(
      barButtonSystemItem: .cancel, target: self, action: StrongDelegateComposer.cancelTapped)
    navigationItem.rightBarButtonItem = BarButtonItem(
      barButtonSystemItem: .done, target: self, action: StrongDelegateComposer.doneTapped)
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

/// A receiver of `StrongDelegateComposer`'s answers.
@MainActor
protocol StrongComposerDelegate: AnyObject {
  func composer(_ composer: StrongDelegateComposer, didFinish outcome: ComposeOutcome)
}

/// The fixed value screen, with a composer that holds it strongly.
enum StrongComposer {
  final class ValueScreen: WrongFixValueScreen {
    private weak var titleComposer: StrongDelegateComposer?
    private weak var subtitleComposer: StrongDelegateComposer?

    override func editTitleTapped() {
      let composer = StrongDelegateComposer(caption: "Title")
      composer.delegate = self
      titleComposer = composer
      present(composer, animated: true)
    }

    override func editSubtitleTapped() {
      let composer = StrongDelegateComposer(caption: "Subtitle")
      composer.delegate = self
      subtitleComposer = composer
      present(composer, animated: true)
    }
  }
}

extension StrongComposer.ValueScreen: StrongComposerDelegate {
  func composer(_ composer: StrongDelegateComposer, didFinish outcome: ComposeOutcome) {
    if composer === titleComposer {
      valueView.showTitle(outcome)
    } else if composer === subtitleComposer {
      valueView.showSubtitle(outcome)
    }
  }
}

/// Composers told apart by their caption, which any other composer for the same row
/// shares: right while each row has one composer at a time, wrong when one that was
/// dismissed answers after another took its place.
enum CompareCaptions {
  final class ValueScreen: WrongFixValueScreen {
    override func composer(_ composer: WrongFixComposer, didFinish outcome: ComposeOutcome) {
      if composer.caption == "Title" {  // the wrong fix: a caption, not the composer
        valueView.showTitle(outcome)
      } else {
        valueView.showSubtitle(outcome)
      }
    }
  }
}
