// The verdicts of exercise 7, "The child coordinator nobody removes".

extension Words {
  /// Exercise 7: a parent coordinator whose children must end at Done and at Back.
  enum Coordinator {
    /// Which visit of the buy flow this is.
    enum Visit: String, CustomStringConvertible {
      case first, second
      var description: String { rawValue }
    }

    /// How a buy flow ends: Done on BuyScreen (the child tells its parent), or ‹ Back.
    enum Ending {
      case done, back
    }

    static func stepBuy(_ visit: Visit) -> String {
      "tap Buy (\(visit) time): buySubscription() starts a BuyCoordinator"
    }

    static func stepEnd(_ ending: Ending) -> String {
      switch ending {
      case .back: "tap ‹ Back on BuyScreen"
      case .done: "tap Done on BuyScreen: its BuyCoordinator tells MainCoordinator it has finished, then pops it"
      }
    }

    static func afterBuy(children: Int, stack: [String], expected: Int) -> [String] {
      [
        "After buySubscription(), MainCoordinator has \(count(children, "child", "children")), and the stack "
          + "shows \(stack.isEmpty ? "no screen" : list(stack)); \(count(expected, "child", "children")) "
          + "should be running.",
        "buySubscription() should append a BuyCoordinator to childCoordinators and start it, pushing BuyScreen; "
          + "a child still on screen must stay in childCoordinators.",
      ]
    }

    static let noDone = "BuyScreen has no Done button: its navigationItem.rightBarButtonItem is nil."

    static func childrenLeft(_ children: Int, after ending: Ending) -> [String] {
      [
        "After \(after(ending)), MainCoordinator.childCoordinators still holds \(count(children, "child", "children")): "
          + "BuyCoordinator is still alive, and every Buy adds one more.",
        ending == .back
          ? "Who notices Back, and who then calls childDidFinish(_:)?"
          : "Does Done tell MainCoordinator that its child has finished?",
      ]
    }

    /// The moment a flow ended: "‹ Back" or "Done".
    static func after(_ ending: Ending) -> String { ending == .back ? "‹ Back" : "Done" }

    static let backHint = "Once removed from childCoordinators, nothing should hold it."
    static let stepTwoAtOnce =
      "tap Buy, then Buy again from the first BuyScreen (a gift for a friend): two BuyCoordinators run at once"

    static func stepEndSecond(_ ending: Ending) -> String {
      ending == .back
        ? "tap ‹ Back on the second BuyScreen: only the second child has finished"
        : "tap Done on the second BuyScreen: only the second child has finished"
    }

    static func stepEndFirst(_ ending: Ending) -> String {
      ending == .back ? "tap ‹ Back on the first BuyScreen" : "tap Done on the first BuyScreen"
    }

    private static func onSecond(_ ending: Ending) -> String {
      ending == .back ? "After ‹ Back from the second BuyScreen" : "After Done on the second BuyScreen"
    }

    static func bothRemoved(by ending: Ending) -> [String] {
      switch ending {
      case .back:
        [
          "After ‹ Back from the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is "
            + "still on screen: its BuyCoordinator went with the other.",
          "Two children of the same type can run at once: which one finished?",
        ]
      case .done:
        [
          "After Done on the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is "
            + "still on screen: its BuyCoordinator went too.",
          "Done removed the second child itself, then popped its screen: which child did that pop remove, "
            + "and how did your code choose it?",
        ]
      }
    }

    static func wrongOneRemoved(by ending: Ending) -> [String] {
      [
        "\(onSecond(ending)), MainCoordinator removed the first child, whose screen is still up, "
          + "and kept the one that finished.",
        "Two children of the same type can run at once: which one finished?",
      ]
    }

    static func noneRemoved(by ending: Ending) -> [String] {
      [
        "\(onSecond(ending)), MainCoordinator still holds both children.",
        ending == .back
          ? "Who notices Back, and which child does it remove?"
          : "Does Done tell MainCoordinator that its child has finished?",
      ]
    }
    static let stepCloseWithTwo = "tap Buy twice, then close the scene while both BuyScreens are still up"
    static let closedWithTwo = "the scene closed with two buy flows still running"
    static let closeHint = "A child points at its parent only weakly."
  }
}
