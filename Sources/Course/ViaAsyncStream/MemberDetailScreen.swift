// The sender. It edits one member and, on Save, writes the edit into its stream; the
// stream finishes when the screen leaves, which is how its reader knows to stop.
import MemberViews
import Members
import StageKit

/// The screen that adds or edits one member, and tells whoever opened it on Save.
package final class MemberDetailScreen: ViewController {
  // snippet: channel
  /// What this screen says, one edit per Save, to whoever reads it.
  ///
  /// The stream buffers edits until they are read, and finishes when this screen is
  /// popped or released: a reader's `for await` loop then ends.
  package let events: MemberStream
  private let continuation: MemberStream.Continuation
  // end snippet

  /// What this screen was opened to do: add a member, or edit row `index`.
  package let mode: MemberDetailMode

  /// The form: the four fields, Save, and the message line.
  package let detailView = MemberFormView()

  /// Creates a detail screen that adds a member, or edits one.
  package init(mode: MemberDetailMode = .adding) {
    self.mode = mode
    (events, continuation) = MemberStream.makeStream()
    super.init()
    continuation.recordEnd(as: "\(transcriptName).events", in: transcript)
  }

  deinit {
    continuation.finish()  // released without leaving: the stream must still end
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

  // snippet: finish
  /// Finishes the stream once this screen has left the stack: it has nothing more to say.
  package override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if isMovingFromParent { continuation.finish() }
  }
  // end snippet

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

  /// Writes `edit` into the stream; it is delivered later, when the reader's task runs.
  private func send(_ edit: MemberEdit) {
    transcript.message(from: self, to: "\(transcriptName).events", "\(edit)")
    continuation.yield(edit)
  }
  // end snippet
}
