import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a detail screen whose state never says that the screen is gone.
  package final class MemberDetailScreen: ViewController {
    /// What this screen publishes; it reaches `saved` on Save, and nothing ends it on Back.
    package let state = MemberState()

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

    /// Validates, publishes the new member, and goes back, as the correct screen does.
    func saveButtonTapped() {
      guard let member = try? detailView.form.makeMember() else { return }
      state.phase = .saved(.add(member))
      navigationController?.popViewController(animated: true)
    }
  }
}
