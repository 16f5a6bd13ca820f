// The sender. It edits one member and, on Save, posts what happened to its center.
import Foundation
import MemberViews
import Members
import StageKit

/// The screen that adds or edits one member and posts a message on Save.
public final class MemberDetailScreen: ViewController {
  /// The center this screen posts to; it holds no reference to any receiver.
  public let center: NotificationCenter
  /// Whether this screen posts classic notifications or typed messages.
  public let style: NotificationStyle

  /// What this screen was opened to do: add a member, or edit row `index`.
  public let mode: MemberDetailMode

  /// The form: the four fields, Save, and the message line.
  public let detailView = MemberFormView()

  /// Creates a detail screen that adds a member, or edits one.
  ///
  /// - Parameters:
  ///   - mode: Add a member, or edit row `index`.
  ///   - style: Classic notifications or typed messages.
  ///   - center: Where to post; the default center unless a receiver chose another.
  public init(
    mode: MemberDetailMode = .adding, style: NotificationStyle = .typed, center: NotificationCenter = .default
  ) {
    self.mode = mode
    self.style = style
    self.center = center
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
  /// Validates the form, posts that a member was added or updated, and goes back.
  func saveButtonTapped() {
    let member: Member
    do {
      member = try detailView.form.makeMember()
    } catch {
      detailView.showError(error)  // refused: nothing is posted
      transcript.record(.note("\(transcriptName) refused the input and posted nothing"))
      return
    }
    switch mode {
    case .adding:
      let message = MemberAdded(member: member)
      transcript.message(from: self, to: center, style.postText(message))
      center.post(message, from: self, style: style)
    case .editing(_, let index):
      let message = MemberUpdated(index: index, member: member)
      transcript.message(from: self, to: center, style.postText(message))
      center.post(message, from: self, style: style)
    }
    navigationController?.popViewController(animated: true)
  }
  // end snippet
}
