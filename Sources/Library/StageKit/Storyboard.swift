// UIKit apps often make screens from a storyboard: `storyboard.instantiateViewController(
// withIdentifier: "BuyViewController")`. Linux has no storyboards, so each scene is
// registered in code under its identifier, once, before the app starts, standing in for
// the storyboard file; the code that instantiates screens then runs as written.
//
//   UIStoryboard.registerScene(withIdentifier: "BuyViewController") { BuyViewController() }

/// A set of screens made by identifier, like UIKit's `UIStoryboard`.
@MainActor
public final class Storyboard {
  private static var scenes: [String: [String: @MainActor () -> ViewController]] = [:]

  /// The storyboard's name, such as "Main".
  public let name: String

  /// Opens the storyboard named `name`; its scenes are the ones registered under that name.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
  }

  /// Registers how to make the scene `identifier` of the storyboard `storyboardName`.
  public static func registerScene(
    withIdentifier identifier: String, inStoryboardNamed storyboardName: String = "Main",
    make: @escaping @MainActor () -> ViewController
  ) {
    scenes[storyboardName, default: [:]][identifier] = make
  }

  /// Makes a new screen of the scene `identifier`.
  ///
  /// As in UIKit, an identifier with no scene is a programming error: it stops the program
  /// with a message that names the missing registration.
  public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
    guard let make = Self.scenes[name]?[identifier] else {
      fatalError(
        "instantiateViewController(withIdentifier: \"\(identifier)\"): the storyboard \"\(name)\" has no such "
          + "scene. Register it first: UIStoryboard.registerScene(withIdentifier: \"\(identifier)\") { … }")
    }
    return make()
  }
}
