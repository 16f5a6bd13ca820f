// Lesson 7's mistakes: the twins in Coordinators' Mistakes folder, a main coordinator that
// never removes a finished child and a buy flow that holds its parent strongly. A file that
// imports the twins sees Coordinators' names too, so it spells both out in full where they
// share one; the correct run's file imports Coordinators alone.
import CoordinatorsMistakes
import LeakCheck
import StageKit

extension CoordinatorLesson {
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
    narrator.say("The twin MainCoordinator appends each child and nothing ever removes one:")
    narrator.code(
      "package func childDidFinish(_ child: any Coordinator) {",
      "  // MISTAKE: removes nothing, so every finished child stays alive as long as this coordinator",
      "}",
      from: "Course/Coordinators/Mistakes/MainCoordinator.swift#child-did-finish")
    narrator.say("and its start() never sets `navigationController.delegate = self`, so Back goes unheard:")
    narrator.code(
      "package func start() {",
      "  // MISTAKE: not the navigation controller's delegate, so Back goes unheard",
      from: "Course/Coordinators/Mistakes/MainCoordinator.swift#start")
    narrator.user("you tap Buy a subscription, then ‹ Back, three times")

    let watch = LeakWatch()
    var counted = false
    do {
      let navigation = NavigationController()
      let main = CoordinatorsMistakes.MainCoordinator(navigationController: navigation)
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
    narrator.say("The twin BuyCoordinator drops one word, `weak`:")
    narrator.code(
      "package var parentCoordinator: (any ParentCoordinator)?  // MISTAKE: strong, and the parent owns this child",
      from: "Course/Coordinators/Mistakes/BuyCoordinator.swift#parent")
    narrator.user("you open the buy flow")

    let watch = LeakWatch()
    weak var keptChild: CoordinatorsMistakes.BuyCoordinator?
    weak var keptNavigation: NavigationController?
    do {
      let navigation = NavigationController()
      let main = Coordinators.MainCoordinator(navigationController: navigation)
      main.start()
      let child = CoordinatorsMistakes.BuyCoordinator(navigationController: navigation)
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
    narrator.code(
      "child.parentCoordinator = nil", from: "Course/LessonScripts/07-CoordinatorLesson+Mistake.swift#break-cycle")
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
