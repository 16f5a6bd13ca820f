import MemberViews
import Members
import StageKit

extension Mistake {
  /// A detail screen that stores its closure, exactly as the correct one does.
  ///
  /// The sender is not what is wrong here: a stored closure is always held strongly, and
  /// only the receiver that writes it decides what it captures.
  public final class MemberDetailScreen: ViewController {
    /// Called on Save of a new member, as in the correct screen.
    public var onSave: SaveHandler?

    /// The form, as in the correct screen.
    public let detailView = MemberFormView()

    public override func loadView() {
      view = detailView
    }

    public override func viewDidLoad() {
      super.viewDidLoad()
      title = "New member"
      detailView.saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
    }

    /// Validates, calls `onSave`, and goes back, as the correct screen does.
    func saveButtonTapped() {
      guard let member = try? detailView.form.makeMember() else { return }
      transcript.call(from: self, isSet: onSave != nil, "onSave(\(member))")
      onSave?(member)
      navigationController?.popViewController(animated: true)
    }
  }
}
