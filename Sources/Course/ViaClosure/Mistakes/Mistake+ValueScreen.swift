import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a value screen that keeps its composer and captures itself strongly.
  ///
  /// The compose screen is the correct one. Only the title is edited: that is all the
  /// mistake needs.
  package final class ValueScreen: ViewController {
    /// Harmless alone, WRONG together with the strong capture in `editTitleTapped()`: kept "to reuse it".
    package var keptComposer: ComposeScreen?

    /// The values and their edit buttons, as in the correct screen.
    package let valueView = ValueView()

    /// Creates the value screen with neither value set.
    package init() {
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

    /// Presents the kept composer, or a new one, with a closure that captures `self` strongly: WRONG.
    func editTitleTapped() {
      let composer = keptComposer ?? ComposeScreen(caption: "Title")
      composer.onFinish = { outcome in self.valueView.show(outcome, in: .title) }  // no [weak self]
      keptComposer = composer
      present(composer, animated: true)
    }
  }
}
