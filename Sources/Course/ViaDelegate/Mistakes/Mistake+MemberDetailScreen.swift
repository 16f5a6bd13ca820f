import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a detail screen that holds its delegate strongly.
  package final class MemberDetailScreen: ViewController {
    // snippet: strong-delegate
    /// The receiver, held strongly: WRONG, as the list keeps this screen and this keeps the list.
    package var delegate: MemberDelegate?
    // end snippet

    /// The form, as in the correct screen.
    package let detailView = MemberFormView()

    package override func loadView() {
      view = detailView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      title = "New member"
      detailView.saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
    }

    /// Validates, tells the delegate, and goes back, as the correct screen does.
    func saveButtonTapped() {
      guard let member = try? detailView.form.makeMember() else { return }
      transcript.message(from: self, to: delegate, "addNewMember(\(member))")
      delegate?.addNewMember(member)
      navigationController?.popViewController(animated: true)
    }
  }
}
