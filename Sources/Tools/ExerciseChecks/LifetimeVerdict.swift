// Turns a leak report into the sentences a learner needs: who is still alive, after what,
// the cycle if reflection found one, and otherwise where reflection could not look. Work
// the learner's code scheduled for later runs first: a block still waiting on the main
// queue holds what it captured, and lets it go once it has run.
import LeakCheck

/// The verdict for objects that outlived the moment they should have been released.
enum LifetimeVerdict {
  /// Runs scheduled work, then records a problem when `watch` still has survivors; returns
  /// `true` when everything it watches is gone.
  @MainActor
  static func expectReleased(_ watch: LeakWatch, after moment: String, hint: String, _ context: CheckContext) async
    -> Bool
  {
    guard !(await ScheduledWork.run(until: { watch.liveObjects.isEmpty })) else { return true }
    let report = watch.report()
    guard !report.isClean else { return true }
    let names = report.survivorLabels
    var lines = [Words.Lifetime.stillAlive(names, after: moment)]
    let cycles = report.cycles.filter { !$0.steps.contains(where: isWeakInStageKit) }
    if cycles.isEmpty {
      lines.append(Words.Lifetime.noCycle)
    } else {
      lines += cycles.map { Words.Lifetime.possibleCycle("\($0)") }
      lines.append(Words.Lifetime.reflectionNote)
    }
    let owners = Set(names.map { String($0.prefix { $0 != " " }) })
    let blindSpots = report.blindSpots.filter { owners.contains(String($0.prefix { $0 != "." })) }
    if !blindSpots.isEmpty {
      lines.append(Words.Lifetime.blindSpots(blindSpots))
    }
    lines.append(hint)
    context.fail(lines)
    return false
  }

  /// StageKit's references that are weak, as UIKit's are: a path through one is no cycle.
  private static func isWeakInStageKit(_ step: ReferencePath.Step) -> Bool {
    let weak: Set<String> = [
      "TableView.dataSource", "TableView.delegate", "NavigationController.delegate",
    ]
    return weak.contains("\(step.typeName).\(step.property)") || step.property.hasSuffix(".target")
      || step.property == "navigationController" || step.property == "presentingViewController"
  }
}
