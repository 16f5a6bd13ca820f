// The receiver of the compose exchange. It presents one compose screen per value and
// knows which row an answer belongs to by which composer's state it observes.
import MemberViews
import Members
import Observation
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
public final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  public let valueView = ValueView()

  /// The row a composer edits.
  private enum Row {
    case title
    case subtitle
  }

  /// The state of the last composer presented, and the loop that observes it.
  public private(set) var observation: (state: ComposeState, loop: Task<Void, Never>)?

  /// Creates the value screen with neither value set.
  public init() {
    super.init()
    title = "Values"
  }

  deinit {
    observation?.loop.cancel()  // a screen that is gone shows nothing more
  }

  public override func loadView() {
    view = valueView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
    valueView.editSubtitleButton.addTarget(self, action: ValueScreen.editSubtitleTapped)
  }

  /// Presents a compose screen for the title, and observes its state.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title")
    observe(composer.state, for: .title)
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, and observes its state.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle")
    observe(composer.state, for: .subtitle)
    present(composer, animated: true)
  }

  /// Shows `outcome` in `row`.
  private func show(_ outcome: ComposeOutcome, in row: Row) {
    switch row {
    case .title: valueView.showTitle(outcome)
    case .subtitle: valueView.showSubtitle(outcome)
    }
  }

  /// Returns once the answer the observed composer published has been shown.
  ///
  /// While that composer is up and has published nothing, it returns at once.
  public func settle() async {
    guard let observation, observation.state.phase != .composing else { return }
    await observation.loop.value
  }
}

extension ValueScreen {
  /// Observes `state` until the composer answers or closes, and shows the answer in `row`.
  private func observe(_ state: ComposeState, for row: Row) {
    let phases = Observations { state.phase }
    let loop = Task { [weak self] in
      for await phase in phases where phase != .composing {
        guard let self else { return }
        transcript.message(from: state, to: self, "\(phase)")
        if case .answered(let outcome) = phase { show(outcome, in: row) }
        return
      }
    }
    observation = (state, loop)
  }
}
