import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG when it keeps its composer: a value screen for the strong-delegate composer.
  ///
  /// Made with `keepsComposer: false`, it only presents a new composer each time, and
  /// dismissal frees both screens. Made with `keepsComposer: true`, it also keeps the
  /// composer to reuse it, and the composer's strong delegate makes that a cycle that
  /// outlives dismissal. Only the title is edited: that is all the mistake needs.
  package final class ValueScreen: ViewController {
    /// The values and their edit buttons, as in the correct screen.
    package let valueView = ValueView()

    /// Whether this screen keeps the composer it presents, to reuse it next time.
    package let keepsComposer: Bool

    // snippet: kept-composer
    /// WRONG together with the strong `delegate`: kept "to reuse it", typed text and all.
    package var keptComposer: ComposeScreen?

    /// Presents the kept composer, or a new one, with this screen as its delegate.
    func editTitleTapped() {
      let composer = keptComposer ?? ComposeScreen(caption: "Title")
      composer.delegate = self
      if keepsComposer { keptComposer = composer }
      present(composer, animated: true)
    }
    // end snippet

    /// Creates the value screen; `keepsComposer` decides whether it makes the mistake.
    package init(keepsComposer: Bool) {
      self.keepsComposer = keepsComposer
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
    }
  }
}

extension Mistake.ValueScreen: Mistake.ComposeDelegate {
  package func composer(_ composer: Mistake.ComposeScreen, didInput value: String?) {
    valueView.showTitle(.done(value))
  }

  package func composerDidCancel(_ composer: Mistake.ComposeScreen) {
    valueView.showTitle(.cancelled)
  }
}
