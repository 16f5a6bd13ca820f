// Every sentence a check says lives in this folder, apart from the logic that decides when
// to say it: the tasks and hints in ExerciseCatalog, the verdicts in one file per exercise,
// and here the words every check shares. A second language is then a second set of these.
import Members

/// The words of the checks, grouped by exercise; `Words.Scene` and `Words.Lifetime` are shared.
enum Words {
  /// The moves on a member list, and what to say when the learner's screens do not follow.
  enum Scene {
    static let noPlusButton = "MemberListScreen has no \"+\" button: its navigationItem.rightBarButtonItem is nil."
    static let plusPushedNothing = "Tapping + pushed nothing: plusButtonTapped() should push a MemberDetailScreen."

    static func plusPushed(_ name: String) -> String {
      "Tapping + pushed \(name), whose view is not the member form."
    }

    static func listHolds(after action: String, _ members: [Member], not expected: [Member]) -> String {
      "After you \(action), the list holds \(describe(members)), not \(describe(expected))."
    }

    static func stillOnDetail(after action: String) -> String {
      "After you \(action), the detail screen is still on screen: Save should go back to the list."
    }

    /// "no member", "Kim Minji, 28" or "Kim Minji, 28 and Park Jisoo, 25".
    static func describe(_ members: [Member]) -> String {
      guard !members.isEmpty else { return "no member" }
      return list(members.map(\.description))
    }

    /// "no rows", or the rows joined as `describe` joins members.
    static func describe(rows: [String]) -> String {
      rows.isEmpty ? "no rows" : list(rows)
    }
  }

  /// What to say when objects outlive the moment they should have gone.
  enum Lifetime {
    static func stillAlive(_ names: [String], after moment: String) -> String {
      names.count == 1
        ? "\(names[0]) is still alive after \(moment): who holds it?"
        : "\(list(names)) are still alive after \(moment): who holds them?"
    }

    static let noCycle = "No cycle shows through stored properties, so a closure, a task or an observer holds it."

    static func possibleCycle(_ path: String) -> String { "Possible retain cycle: \(path)" }

    static let reflectionNote = "(Found by reflection, which cannot tell weak references from strong ones.)"

    static func blindSpots(_ places: [String]) -> String {
      "Reflection cannot look inside " + places.joined(separator: ", ") + "."
    }

    static let sceneClosed = "the scene closed"
  }

  /// "A", "A and B", or "A, B and C".
  static func list(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// "1 child", "2 children": a count with its noun.
  static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) " + (number == 1 ? one : many)
  }
}

extension Words.Scene {
  static let stepCloseWithDetailOpen =
    "open a new scene, tap +, and close the scene while the detail screen is still open"
  static let momentClosedWithDetailOpen = "the scene closed with its detail screen still open"
  static let stepKeepDetail =
    "open a new scene, tap +, and close the scene while that detail screen is still shown elsewhere "
    + "(as when a window closes mid-edit)"
  static let momentListGone = "its scene closed, with only its detail screen still shown"
  static let stepLateSave = "type Lee Dana, 31 on that detail screen and tap Save: its list is gone"
  static let momentLateSaveDone = "that last Save, once nothing showed that detail screen any more"

  /// The two windows some checks open, each with a member list of its own.
  enum Window: String, CustomStringConvertible {
    case first, second
    var description: String { rawValue }
  }

  static let stepTwoWindows =
    "open a second window with a member list of its own; tap + in both windows, then save Lee Dana, 31 in the "
    + "second window and Kim Minji, 28 in the first"
  static let savedLee = "saved Lee Dana, 31 in the second window"
  static let savedKim = "saved Kim Minji, 28 in the first window"

  static func reachedOtherList(after action: String, _ window: Window, _ members: [Member]) -> String {
    "After you \(action), the \(window) window's list holds \(describe(members)): that Save reached a list that "
      + "did not open its detail screen."
  }
}
