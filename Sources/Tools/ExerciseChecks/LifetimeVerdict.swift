// Turns a leak report into the sentences a learner needs: who is still alive, after what,
// the cycle if reflection found one, and otherwise where reflection could not look.
import LeakCheck

/// The verdict for objects that outlived the moment they should have been released.
enum LifetimeVerdict {
  /// Records a problem when `report` has survivors; returns `true` when it is clean.
  @MainActor
  static func expectReleased(_ report: LeakReport, after moment: String, hint: String, _ context: CheckContext)
    -> Bool
  {
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
