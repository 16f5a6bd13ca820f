import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a value screen whose reading task keeps it alive for the whole loop.
  ///
  /// Only the title is edited: that is all the mistake needs.
  package final class ValueScreen: ViewController {
    /// The values and their edit buttons, as in the correct screen.
    package let valueView = ValueView()

    /// The reading tasks, kept so that a test can await their end.
    package private(set) var listeners: [Task<Void, Never>] = []

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

    /// Presents a composer and reads its stream with `[weak self]` that is weak only at first: WRONG.
    func editTitleTapped() {
      let composer = ComposeScreen(caption: "Title")
      let events = composer.events
      listeners.append(Task.immediate { [weak self] in await self?.consume(events) })
      present(composer, animated: true)
    }

    /// Reads every outcome until the stream finishes, with `self` strong all along.
    func consume(_ events: ComposeStream) async {
      for await outcome in events {
        transcript.record(.message(from: "ComposeScreen (title).events", to: transcriptName, text: "\(outcome)"))
        valueView.show(outcome, in: .title)
      }
    }
  }
}
