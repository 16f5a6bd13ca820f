// The sender. It edits one member and, on Save, tells its delegate what happened.
import MemberViews
import Members
import StageKit

/// The screen that adds or edits one member, and tells whoever opened it on Save.
package final class MemberDetailScreen: ViewController {
  // snippet: channel
  /// The receiver of this screen's saves.
  ///
  /// `weak`: the navigation stack owns this screen, and a list that keeps this screen too
  /// would otherwise make a cycle.
  package var delegate: MemberDelegate?  // MISTAKE: strong: a list that keeps this screen makes a cycle
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
      transcript.message(from: self, to: delegate, "addNewMember(\(member))")
      delegate?.addNewMember(member)
    case .editing(_, let index):
      transcript.message(from: self, to: delegate, "update(index: \(index), \(member))")
      delegate?.update(index: index, member)
    }
    navigationController?.popViewController(animated: true)
  }
  // end snippet
}
