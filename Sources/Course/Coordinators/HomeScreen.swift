// Screens in a coordinated app never push each other. Each says what the user wants to
// its coordinator, which it holds weakly: the coordinator owns the flow, and the
// navigation stack owns the screen.
import StageKit

/// The first screen: it offers the two flows and asks its coordinator to start them.
@MainActor
package final class HomeScreen: ViewController {
  // snippet: coordinator
  /// The coordinator that decides what comes next, held weakly: screens never own it.
  package weak var coordinator: (any ParentCoordinator)?
  // end snippet

  /// Starts the buy flow.
  package let buyButton = Button(title: "Buy a subscription")
  /// Starts the create-account flow.
  package let createAccountButton = Button(title: "Create an account")

  /// Creates the home screen.
  package init() {
    super.init()
    title = "Home"
  }

  package override func loadView() {
    let root = View()
    root.addSubview(Label("Welcome to the club."))
    root.addSubview(buyButton)
    root.addSubview(createAccountButton)
    view = root
  }

  package override func viewDidLoad() {
    buyButton.addTarget(self, action: HomeScreen.buyTapped)
    createAccountButton.addTarget(self, action: HomeScreen.createAccountTapped)
  }

  func buyTapped() {
    transcript.message(from: self, to: coordinator, "buySubscription()")
    coordinator?.buySubscription()
  }

  func createAccountTapped() {
    transcript.message(from: self, to: coordinator, "createAccount()")
    coordinator?.createAccount()
  }
}
