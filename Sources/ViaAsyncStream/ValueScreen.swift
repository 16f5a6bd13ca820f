// The receiver of the compose exchange. It presents one compose screen per value and
// reads each one's events in its own task, which knows which row the answer is for.
import MemberViews
import Members
import StageKit

/// The screen that shows a title and a subtitle, each edited in a modal compose screen.
public final class ValueScreen: ViewController {
  /// The two values and their edit buttons.
  public let valueView = ValueView()

  /// The row a composer's answer belongs in: the task reading it knows, the event does not.
  private enum Row {
    case title, subtitle
  }

  /// One task per composer being read, with that composer, held weakly.
  private struct Listener {
    weak var sender: ComposeScreen?
    let task: Task<Void, Never>
  }

  private var listeners: [Int: Listener] = [:]
  private var listenersStarted = 0

  /// Creates the value screen with neither value set.
  public init() {
    super.init()
    title = "Values"
  }

  deinit {
    for listener in listeners.values { listener.task.cancel() }  // ends each `for await`
  }

  public override func loadView() {
    view = valueView
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    valueView.editTitleButton.addTarget(self, action: ValueScreen.editTitleTapped)
    valueView.editSubtitleButton.addTarget(self, action: ValueScreen.editSubtitleTapped)
  }

  /// Presents a compose screen for the title, and starts reading its events.
  func editTitleTapped() {
    let composer = ComposeScreen(caption: "Title")
    listen(to: composer, for: .title)
    present(composer, animated: true)
  }

  /// Presents a compose screen for the subtitle, and starts reading its events.
  func editSubtitleTapped() {
    let composer = ComposeScreen(caption: "Subtitle")
    listen(to: composer, for: .subtitle)
    present(composer, animated: true)
  }

  /// Reads `composer`'s events in a task that holds this screen only weakly.
  private func listen(to composer: ComposeScreen, for row: Row) {
    let events = composer.events
    let sender = composer.transcriptName  // the name, not the screen: the task must not keep it
    let id = listenersStarted
    listenersStarted += 1
    let task = Task.immediate { [weak self] in
      for await event in events {
        guard let self else { return }  // strong for this one event only
        transcript.record(.message(from: "\(sender).events", to: transcriptName, text: "\(event)"))
        show(event, in: row)
      }
      self?.listeners[id] = nil
    }
    listeners[id] = Listener(sender: composer, task: task)
  }

  /// Returns once every event written by a composer that has gone away is handled.
  ///
  /// A gone composer's stream has finished, so its task ends by itself; a composer still
  /// up may answer later, so its task is not waited for.
  public func waitForDelivery() async {
    for listener in listeners.values where listener.sender == nil {
      await listener.task.value
    }
  }

  /// Shows `event` in `row`.
  private func show(_ event: ComposeEvent, in row: Row) {
    let outcome: ComposeOutcome =
      switch event {
      case .input(let value): .done(value)
      case .cancelled: .cancelled
      }
    switch row {
    case .title: valueView.showTitle(outcome)
    case .subtitle: valueView.showSubtitle(outcome)
    }
  }
}
