import MemberViews
import Members
import StageKit

extension Mistake {
  /// DELIBERATELY WRONG: a detail screen whose stream never finishes.
  package final class MemberDetailScreen: ViewController {
    // snippet: never-finished
    /// The edits, as in the correct screen, in a stream that nothing ever finishes.
    ///
    /// WRONG: a reader's `for await` then waits for ever. There is no `viewDidDisappear`
    /// that finishes it, and no `deinit`.
    package let events: MemberStream
    // end snippet
    /// The stream's writing end; public only so that a test can end what this screen never ends.
    package let continuation: MemberStream.Continuation

    /// The form, as in the correct screen.
    package let detailView = MemberFormView()

    /// Creates the screen and its stream, which nothing will finish.
    package init(name: String? = nil) {
      (events, continuation) = MemberStream.makeStream()
      super.init(name: name)
    }

    package override func loadView() {
      view = detailView
    }

    package override func viewDidLoad() {
      super.viewDidLoad()
      title = "New member"
      detailView.saveButton.addTarget(self, action: MemberDetailScreen.saveButtonTapped)
    }

    /// Validates, writes the edit, and goes back, as the correct screen does.
    func saveButtonTapped() {
      guard let member = try? detailView.form.makeMember() else { return }
      let edit = MemberEdit.add(member)
      transcript.record(.message(from: transcriptName, to: "\(transcriptName).events", text: "\(edit)"))
      continuation.yield(edit)
      navigationController?.popViewController(animated: true)
    }
  }
}
