// The sender. It edits one member and, on Save, publishes the edit as its state.
import MemberViews
import Members
import StageKit

/// The screen that adds or edits one member, and tells whoever opened it on Save.
package final class MemberDetailScreen: ViewController {
  // snippet: channel
  /// What this screen publishes for whoever observes it.
  ///
  /// The screen owns its state and knows nothing of its observers: nobody needs to be
  /// registered, and a strong reference back to the list never exists.
  package let state = MemberState()
  // end snippet

  /// What this screen was opened to do: add a member, or edit row `index`.
  package let mode: MemberDetailMode

  /// The form: the four fields, Save, and the message line.
  package let detailView = MemberFormView()

  /// Creates a detail screen that adds a member, or edits one.
  package init(mode: MemberDetailMode = .adding) {
    self.mode = mode
    super.init()
  }

  // snippet: closed
  // Back pops this screen without a word from it, so its last act is to end its state:
  // Observation does not notice on its own that an observed object went away.
  isolated deinit {
    if state.phase == .editing { state.phase = .closed }
  }
  // end snippet

  package override func loadView() {
    view = detailView
  }

  package override func viewDidLoad() {
    super.viewDidLoad()
    switch mode {
    case .adding:
      title = "New member"
    case .editing(let member, _):
      title = "Edit member"
      detailView.fill(with: member)
    }
    detailView.saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
  }

  // snippet: save
  /// Validates the form, asks for an add or an update, and goes back.
  func saveButtonTapped() {
    let member: Member
    do {
      member = try detailView.form.makeMember()
    } catch {
      detailView.showError(error)  // refused: nobody is told anything
      transcript.record(.note("\(transcriptName) refused the input and told nobody"))
      return
    }
    switch mode {
    case .adding:
      publish(.add(member))
    case .editing(_, let index):
      publish(.update(index: index, member))
    }
    navigationController?.popViewController(animated: true)
  }

  /// Publishes `edit` as this screen's ending; observers see it on their loop's next turn.
  private func publish(_ edit: MemberEdit) {
    state.phase = .saved(edit)
  }
  // end snippet
}
