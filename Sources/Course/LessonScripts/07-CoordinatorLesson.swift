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
  private func children(of parent: some Coordinator, _ narrator: Narrator) {
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

  // MARK: - The mistakes

  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "Two deliberately wrong twins (Sources/Course/Coordinators/Mistakes), one leak each. They keep",
      "the names of the types they copy, so what the check reports reads as it would in an app.")
    let counted = runNeverRemoved(narrator, transcript: transcript)
    let caught = runStrongParent(narrator, transcript: transcript)
    return counted && caught
  }

  private func runNeverRemoved(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.step("A parent that never removes its children")
    narrator.say("Mistake.MainCoordinator appends each child and nothing ever removes one:")
    narrator.code(
      "package func childDidFinish(_ child: any Coordinator) {}",
      from: "Course/Coordinators/Mistakes/Mistake+MainCoordinator.swift#never-removes")
    narrator.say("and its start() never sets `navigationController.delegate = self`, so Back goes unheard.")
    narrator.user("you tap Buy a subscription, then ‹ Back, three times")

    let watch = LeakWatch()
    var counted = false
    do {
      let navigation = NavigationController()
      let main = Mistake.MainCoordinator(navigationController: navigation)
      main.start()
      _ = transcript.drain()
      for _ in 1...3 {
        (navigation.topViewController as? HomeScreen)?.buyButton.tap()
        if let child = main.childCoordinators.last { watch.watch(child) }
        navigation.tapBackButton()
      }
      narrator.replay(transcript)
      narrator.say(
        "Each Back released the buy screen, because the stack let it go. No BuyCoordinator",
        "was released: nobody told the parent, and the parent holds every one of them.")
      children(of: main, narrator)

      narrator.section("Counting what stays")
      let report = watch.report()
      for (index, survivor) in report.survivors.enumerated() {
        narrator.say("  ✗ \(survivor.label) #\(index + 1)  still alive: held by MainCoordinator.childCoordinators")
      }
      narrator.say(
        "      Not a cycle: the parent is alive and simply never lets go. Each round trip adds",
        "      one, for as long as the app keeps its main coordinator: usually, until it quits.")
      counted = narrator.verdict(
        prediction: "3 finished BuyCoordinators are still alive",
        shown: report.survivors.count == 3 && main.childCoordinators.count == 3)

      narrator.say("")
      narrator.say("What childDidFinish(_:) should have done, for each of them:")
      narrator.code(
        "childCoordinators.removeAll { $0 === child }",
        from: "Course/Coordinators/MainCoordinator.swift#child-did-finish")
      main.childCoordinators.removeAll()
      narrator.replay(transcript)
      narrator.say("Then this twin's app closes:")
    }
    narrator.replay(transcript)
    return counted && watch.report().isClean
  }

  private func runStrongParent(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.step("A child that holds its parent strongly")
    narrator.say("Mistake.BuyCoordinator drops one word, `weak`:")
    narrator.code(
      "package var parentCoordinator: (any ParentCoordinator)?",
      from: "Course/Coordinators/Mistakes/Mistake+BuyCoordinator.swift#strong-parent")
    narrator.user("you open the buy flow")

    let watch = LeakWatch()
    weak var keptChild: Mistake.BuyCoordinator?
    weak var keptNavigation: NavigationController?
    do {
      let navigation = NavigationController()
      let main = MainCoordinator(navigationController: navigation)
      main.start()
      let child = Mistake.BuyCoordinator(navigationController: navigation)
      main.startChild(child)
      watch.watch(child)
      watch.watch(main)
      keptChild = child
      keptNavigation = navigation
      narrator.replay(transcript)
      narrator.say(
        "While the flow runs, the parent holds the child and the child holds the parent.",
        "Done or Back would remove the child and undo the loop. But you sign out instead,",
        "and the app lets go of its main coordinator while the buy screen is up.")

      narrator.lifetimeCheck("The app drops `main` and the navigation controller:")
    }
    let caught = narrator.lifetimeVerdict(transcript, watch.report(), expectLeak: true)
    narrator.say(
      "This cycle is real: both arrows are strong, because parentCoordinator has no `weak`.")
    if keptNavigation != nil {
      narrator.say(
        "The two coordinators hold the navigation controller, so it and its screens are",
        "still alive too, and so is everything they hold.")
    }

    narrator.section("Breaking the cycle")
    narrator.code("child.parentCoordinator = nil", from: "Course/LessonScripts/07-CoordinatorLesson.swift#break-cycle")
    if let child = keptChild {
      // snippet: break-cycle
      child.parentCoordinator = nil
      // end snippet
    }
    narrator.replay(transcript)
    narrator.say("")
    narrator.say(
      "The fix in real code is one word: `weak var parentCoordinator`. The parent owns the",
      "child; the child only needs to find the parent while both are alive.")
    return caught && watch.report().isClean && keptNavigation == nil
  }
}
