// The verdicts of exercise 7, "The child coordinator nobody removes".

extension Words {
  /// Exercise 7: a parent coordinator whose children must end at Back.
  enum Coordinator {
    /// Which visit of the buy flow this is.
    enum Visit: String, CustomStringConvertible {
      case first, second
      var description: String { rawValue }
    }

    static func stepBuy(_ visit: Visit) -> String {
      "tap Buy (\(visit) time): buySubscription() starts a BuyCoordinator"
    }

    static let stepBack = "tap ‹ Back on BuyScreen"

    static func afterBuy(children: Int, screens: Int, expected: Int) -> [String] {
      [
        "After buySubscription(), MainCoordinator has \(count(children, "child", "children")) and the stack "
          + "has \(count(screens, "screen", "screens")); \(count(expected, "child", "children")) should be running.",
        "buySubscription() should append a BuyCoordinator to childCoordinators and start it, pushing BuyScreen; "
          + "a child still on screen must stay in childCoordinators.",
      ]
    }

    static func childrenLeft(_ children: Int) -> [String] {
      [
        "After ‹ Back, MainCoordinator.childCoordinators still holds \(count(children, "child", "children")): "
          + "BuyCoordinator is still alive, and every Buy adds one more.",
        "Who notices Back, and who then calls childDidFinish(_:)?",
      ]
    }

    static let afterBack = "‹ Back"
    static let backHint = "Once removed from childCoordinators, nothing should hold it."
    static let stepTwoAtOnce =
      "tap Buy, then Buy again from the first BuyScreen (a gift for a friend): two BuyCoordinators run at once"
    static let stepBackFromSecond = "tap ‹ Back on the second BuyScreen: only the second child has finished"
    static let stepBackFromFirst = "tap ‹ Back on the first BuyScreen"
    static let bothRemoved = [
      "After ‹ Back from the second BuyScreen, MainCoordinator has no child left, though the first BuyScreen is "
        + "still on screen: its BuyCoordinator went with the other.",
      "Two children of the same type can run at once: which one finished?",
    ]
    static let wrongOneRemoved = [
      "After ‹ Back from the second BuyScreen, MainCoordinator removed the first child, whose screen is still up, "
        + "and kept the one that finished.",
      "Two children of the same type can run at once: which one finished?",
    ]
    static let noneRemoved = [
      "After ‹ Back from the second BuyScreen, MainCoordinator still holds both children.",
      "Who notices Back, and which child does it remove?",
    ]
    static let stepClose = "close the scene"
    static let closeHint = "A child points at its parent only weakly."
  }
}
