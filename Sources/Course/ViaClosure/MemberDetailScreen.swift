// The sender. It edits one member and, on Save, calls the closure its receiver gave it.
import MemberViews
import Members
import StageKit

/// The screen that adds or edits one member, and tells whoever opened it on Save.
package final class MemberDetailScreen: ViewController {
  // snippet: channel
  /// Called on Save with the edit: `.add(member)`, or `.update(index:_:)`.
  ///
  /// A closure is held strongly, and so is all it captures. A list that keeps this screen
  /// and is captured strongly makes a cycle, so the receiver captures itself `[weak self]`.
  package var onSave: MemberHandler?
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
      send(.add(member))
    case .editing(_, let index):
      send(.update(index: index, member))
    }
    navigationController?.popViewController(animated: true)
  }

  /// Calls `onSave` with `edit`, or tells nobody when no closure is set.
  private func send(_ edit: MemberEdit) {
    transcript.message(from: self, to: onSave, "onSave(\(edit))")
    onSave?(edit)
  }
  // end snippet
}
