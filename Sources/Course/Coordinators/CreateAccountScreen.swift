// The create-account flow's screen. Its Create button is the flow's own "done"; Back
// ends the flow too, and the parent notices that through the navigation controller.
import StageKit

/// The screen where the user makes an account.
@MainActor
package final class CreateAccountScreen: ViewController, CoordinatedScreen {
  /// The child coordinator of the create-account flow, held weakly.
  package weak var coordinator: (any ChildCoordinator)?

  /// The e-mail address of the new account.
  package let emailTextField = TextField(caption: "E-mail", placeholder: "you@example.com")
  /// Creates the account and ends the flow: the flow's own "done".
  package let createButton = Button(title: "Create")

  /// Creates the create-account screen.
  package init() {
    super.init()
    title = "New account"
  }

  package override func loadView() {
    let root = View()
    root.addSubview(emailTextField)
    root.addSubview(createButton)
    view = root
  }

  package override func viewDidLoad() {
    createButton.addTarget(self, action: CreateAccountScreen.createTapped)
  }

  func createTapped() {
    transcript.message(from: self, to: coordinator, "finish(.done)")
    coordinator?.finish(.done)
  }
}
