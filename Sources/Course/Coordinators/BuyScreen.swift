// The buy flow's screen, as in the seed's BuyViewController: it knows its coordinator
// weakly and tells it what the user chose. Its Subscribe button is the flow's own "done".
import StageKit

/// The screen where the user subscribes, or asks to create an account first.
@MainActor
package final class BuyScreen: ViewController, CoordinatedScreen {
  /// The child coordinator of the buy flow, held weakly.
  package weak var coordinator: (any ChildCoordinator)?

  /// Subscribes and ends the flow: the flow's own "done".
  package let subscribeButton = Button(title: "Subscribe")
  /// Starts the create-account flow on top of this screen.
  package let createAccountButton = Button(title: "Create an account first")

  /// Creates the buy screen.
  package init() {
    super.init()
    title = "Subscribe"
  }

  package override func loadView() {
    let root = View()
    root.addSubview(Label("Premium: 4,900 won a month."))
    root.addSubview(subscribeButton)
    root.addSubview(createAccountButton)
    view = root
  }

  package override func viewDidLoad() {
    subscribeButton.addTarget(self, action: BuyScreen.subscribeTapped)
    createAccountButton.addTarget(self, action: BuyScreen.createAccountTapped)
  }

  func subscribeTapped() {
    transcript.message(from: self, to: coordinator, "finish(.done)")
    coordinator?.finish(.done)
  }

  func createAccountTapped() {
    // Another flow, so not this coordinator's job: its parent starts it as a second child.
    let parent = coordinator?.parentCoordinator
    transcript.message(from: self, to: parent, "createAccount()")
    parent?.createAccount()
  }
}
