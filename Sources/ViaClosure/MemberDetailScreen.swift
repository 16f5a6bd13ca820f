// The sender. It edits one member and, on Save, calls the closure its receiver gave it.
import MemberViews
import Members
import StageKit

/// The screen that adds or edits one member and calls its receiver's closure on Save.
public final class MemberDetailScreen: ViewController {
  // snippet: closures
  /// Called on Save of a new member, with that member.
  ///
  /// A closure is held strongly, and so is all it captures. The list already owns this
  /// screen (through the navigation stack), so a closure that captured the list strongly
  /// would be a cycle: the receiver captures itself `[weak self]`.
  public var onSave: SaveHandler?
  /// Called on Save of an edited member, with its row index and the edited member.
  public var onUpdate: UpdateHandler?
  // end snippet

  /// What this screen was opened to do: add a member, or edit row `index`.
  public let mode: MemberDetailMode

  /// The form: the four fields, Save, and the message line.
  public let detailView = MemberFormView()

  /// Creates a detail screen that adds a member, or edits one.
  public init(mode: MemberDetailMode = .adding) {
    self.mode = mode
    super.init()
  }

  public override func loadView() {
    view = detailView
  }

  public override func viewDidLoad() {
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
  /// Validates the form, calls `onSave` or `onUpdate`, and goes back.
  func saveButtonTapped() {
    let member: Member
    do {
      member = try detailView.form.makeMember()
    } catch {
      detailView.showError(error)  // refused: no closure is called
      transcript.record(.note("\(transcriptName) refused the input and told nobody"))
      return
    }
    switch mode {
    case .adding:
      transcript.call(from: self, isSet: onSave != nil, "onSave(\(member))")
      onSave?(member)
    case .editing(_, let index):
      transcript.call(from: self, isSet: onUpdate != nil, "onUpdate(\(index), \(member))")
      onUpdate?(index, member)
    }
    navigationController?.popViewController(animated: true)
  }
  // end snippet
}
