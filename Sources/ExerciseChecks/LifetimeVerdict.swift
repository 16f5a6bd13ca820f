// Turns a leak report into the sentences a learner needs: who is still alive, after what,
// the cycle if reflection found one, and otherwise where reflection could not look.
import LeakCheck

/// The words for objects that outlived the moment they should have been released.
enum LifetimeVerdict {
  /// Records a problem when `report` has survivors; returns `true` when it is clean.
  @MainActor
  static func expectReleased(_ report: LeakReport, after moment: String, hint: String, _ context: CheckContext)
    -> Bool
  {
    guard !report.isClean else { return true }
    let names = report.survivorLabels
    let who =
      names.count == 1
      ? "\(names[0]) is still alive after \(moment): who holds it?"
      : "\(list(names)) are still alive after \(moment): who holds them?"
    var lines = [who]
    let cycles = report.cycles.filter { !$0.steps.contains(where: isWeakInStageKit) }
    if cycles.isEmpty {
      lines.append("No cycle shows through stored properties, so a closure, a task or an observer holds it.")
    } else {
      lines += cycles.map { "Possible retain cycle: \($0)" }
      lines.append("(Found by reflection, which cannot tell weak references from strong ones.)")
    }
    let owners = Set(names.map { String($0.prefix { $0 != " " }) })
    let blindSpots = report.blindSpots.filter { owners.contains(String($0.prefix { $0 != "." })) }
    if !blindSpots.isEmpty {
      lines.append("Reflection cannot look inside " + blindSpots.joined(separator: ", ") + ".")
    }
    lines.append(hint)
    context.fail(lines)
    return false
  }

  /// "A", "A and B", or "A, B and C".
  static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
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
