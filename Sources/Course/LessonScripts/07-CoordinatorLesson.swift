// Lesson 7 (seed 004): a main coordinator hands each flow to a child coordinator, keeps
// it while the flow runs, and removes it when the flow is over: after the flow's own
// done button, and after Back, which only the navigation controller's delegate hears.
// The script drives the real Coordinators types and holds them weakly where the app
// would not hold them at all, so every release shows at the moment it happens.
import Coordinators
import LeakCheck
import StageKit

/// Lesson 7: parent and child coordinators, and noticing Back.
package struct CoordinatorLesson: Lesson {
  package let number = 7
  package let title = "Coordinators: parents, children and Back"
  package let summary =
    "A main coordinator starts a child coordinator per flow and removes it when the flow ends,\n"
    + "by its Done button or by Back. --mistake counts the children never removed and names\n"
    + "the cycle of a strong parentCoordinator."
  package let mistakeHelp = "count the children a parent never removes, and catch a strong parent's cycle"

  /// Creates the lesson.
  package init() {}

  // MARK: - The correct version

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "A coordinator decides which screen comes next, so screens never push each other.",
      "MainCoordinator shows the home screen and hands each flow to a child coordinator:",
      "BuyCoordinator to subscribe, CreateAccountCoordinator to make an account. The parent",
      "keeps every running child in `childCoordinators`, and that array is the only thing",
      "that keeps a child alive. So the parent must remove a child when its flow is over:",
      "after the flow's own done button, and after Back, which the child never sees.")

    let watch = LeakWatch()
    do {
      let navigation = NavigationController()
      narrator.step("The app starts its main coordinator")
      narrator.code(
        "let main = MainCoordinator(navigationController: navigation)", "main.start()",
        from: "Course/LessonScripts/07-CoordinatorLesson.swift#start")
      // snippet: start
      let main = MainCoordinator(navigationController: navigation)
      main.start()
      // end snippet
      watch.watch(navigation)
      watch.watch(main)
      narrator.replay(transcript)
      narrator.say(
        "start() made MainCoordinator the navigation controller's delegate (held weakly, so",
        "the app must keep `main` itself) and pushed HomeScreen, which holds `main` weakly.")
      weak let home = navigation.topViewController as? HomeScreen
      home.map { watch.watch($0) }
      narrator.show(navigation)
      children(of: main, narrator)

      narrator.step("Buy: the parent starts a child")
      narrator.user("you tap Buy a subscription")
      home?.buyButton.tap()
      narrator.replay(transcript)
      watchNewest(main, navigation, watch, as: "Back")
      narrator.say(
        "The home screen only said what you want. MainCoordinator made a BuyCoordinator, set",
        "`child.parentCoordinator = self` (weak), appended it, and called start(), which",
        "pushed BuyScreen. The parent owns the child; the stack owns the screen.")
      narrator.show(navigation)
      children(of: main, narrator)

      narrator.step("Back: the navigation controller tells its delegate")
      narrator.user("you tap ‹ Back")
      navigation.tapBackButton()
      narrator.replay(transcript)
      narrator.say(
        "BuyCoordinator never saw the Back button: the navigation controller popped its",
        "screen. MainCoordinator heard didShow as the delegate. The screen being left,",
        "`transitionCoordinator?.viewController(forKey: .from)`, is no longer on the stack, so",
        "it was popped, and it names its coordinator. That child's flow is over: it tells the",
        "parent, childDidFinish(_:) removes it by identity (===), and nothing holds it any more.")
      children(of: main, narrator)

      narrator.step("Two flows at once")
      narrator.user("you tap Buy a subscription, then Create an account first")
      home?.buyButton.tap()
      watchNewest(main, navigation, watch, as: "Subscribe")
      (navigation.topViewController as? BuyScreen)?.createAccountButton.tap()
      watchNewest(main, navigation, watch, as: "")
      narrator.replay(transcript)
      narrator.say(
        "The buy screen asked for another flow, so its coordinator's parent started a second",
        "child. Both run now, one screen on top of the other.")
      narrator.show(navigation)
      children(of: main, narrator)

      narrator.step("Create: the flow's own done button")
      narrator.user("you tap Create")
      (navigation.topViewController as? CreateAccountScreen)?.createButton.tap()
      narrator.replay(transcript)
      narrator.say(
        "The child told its parent first and popped its screen after. So when didShow came,",
        "the popped screen's coordinator was no longer a child, and the parent did nothing:",
        "each flow is removed exactly once. The buy flow was not touched.")
      narrator.show(navigation)
      children(of: main, narrator)

      narrator.step("Subscribe: the first flow ends too")
      narrator.user("you tap Subscribe")
      (navigation.topViewController as? BuyScreen)?.subscribeButton.tap()
      narrator.replay(transcript)
      narrator.show(navigation)
      children(of: main, narrator)

      narrator.lifetimeCheck(
        "Each child coordinator and its screen were released as their flow ended, while the",
        "app kept running. Now the app lets go of `main`, as when the scene closes:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }

  /// Says which children the parent holds now.
  func children(of parent: some Coordinator, _ narrator: Narrator) {
    let names = parent.childCoordinators.map { Transcript.name(of: $0) }
    narrator.say("Now main.childCoordinators is [\(names.joined(separator: ", "))].")
  }

  /// Watches the child started last and the screen on top, labelled by how the flow will end.
  private func watchNewest(
    _ parent: some Coordinator, _ navigation: NavigationController, _ watch: LeakWatch, as ending: String
  ) {
    let suffix = ending.isEmpty ? "" : " (\(ending))"
    if let child = parent.childCoordinators.last {
      watch.watch(child, as: Transcript.name(of: child) + suffix)
    }
    if let screen = navigation.topViewController {
      watch.watch(screen, as: screen.transcriptName + suffix)
    }
  }
}
