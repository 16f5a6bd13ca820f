// The sender. It edits one member and, on Save, posts what happened to its center.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that adds or edits one member, and tells whoever opened it on Save.
package final class MemberDetailScreen: ViewController {
  /// The center this screen posts to, the default one unless a receiver gives another; it knows no receiver.
  package let center: NotificationCenter
  /// Whether this screen posts classic notifications or typed messages.
  package let style: NotificationStyle

  /// What this screen was opened to do: add a member, or edit row `index`.
  package let mode: MemberDetailMode

  /// The form: the four fields, Save, and the message line.
  package let detailView = MemberFormView()

  /// Creates a detail screen that adds a member, or edits one.
  package init(
    mode: MemberDetailMode = .adding, style: NotificationStyle = .typed, center: NotificationCenter = .default
  ) {
    self.mode = mode
    self.style = style
    self.center = center
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

  /// Posts `edit` to the center, with this screen as the sender observers filter on.
  private func send(_ edit: MemberEdit) {
    let notification = MemberNotification(edit: edit)
    transcript.message(from: self, to: center, style.postText(notification))
    center.post(notification, from: self, style: style)
  }
  // end snippet
}
