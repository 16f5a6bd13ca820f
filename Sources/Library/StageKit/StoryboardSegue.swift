// A storyboard draws segues between screens; Linux has no storyboards, so a segue is
// registered in code, once, where the storyboard would have drawn it. Everything after
// that is as in UIKit: `performSegue(withIdentifier:sender:)` makes the destination,
// calls `prepare(for:sender:)`, then shows it.
//
//   valueVC.registerSegue(withIdentifier: "ComposeSegue", kind: .presentModally) {
//     UINavigationController(rootViewController: ComposeViewController())
//   }

/// A transition from one screen to another, like UIKit's `UIStoryboardSegue`.
@MainActor
public final class StoryboardSegue {
  /// How a segue shows its destination.
  public enum Kind: Sendable {
    /// Pushes onto the source's navigation controller, or presents when there is none.
    case show
    /// Presents modally.
    case presentModally
  }

  /// The identifier it was registered and performed with.
  public let identifier: String?
  /// The screen the segue starts from.
  public let source: ViewController
  /// The screen the segue shows, made when the segue is performed.
  public let destination: ViewController
  /// How it shows `destination`.
  public let kind: Kind

  /// Creates a segue; `perform()` shows the destination.
  public init(identifier: String?, source: ViewController, destination: ViewController, kind: Kind = .show) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
    self.kind = kind
  }

  /// Shows the destination from the source, pushed or presented as the kind says.
  public func perform() {
    switch kind {
    case .show: source.show(destination, sender: source)
    case .presentModally: source.present(destination, animated: true)
    }
  }
}

/// A segue registered on a screen: how to make its destination and how to show it.
@MainActor
struct SegueRegistration {
  let kind: StoryboardSegue.Kind
  let makeDestination: @MainActor () -> ViewController
}

extension ViewController {
  /// Registers a segue, standing in for the one a storyboard would draw from this screen.
  ///
  /// - Parameters:
  ///   - identifier: The name `performSegue(withIdentifier:sender:)` uses.
  ///   - kind: Push (`.show`) or present (`.presentModally`).
  ///   - destination: Makes the destination each time the segue is performed.
  public func registerSegue(
    withIdentifier identifier: String, kind: StoryboardSegue.Kind = .show,
    destination: @escaping @MainActor () -> ViewController
  ) {
    registeredSegues[identifier] = SegueRegistration(kind: kind, makeDestination: destination)
  }

  /// Makes the segue's destination, calls `prepare(for:sender:)`, then shows it.
  ///
  /// As in UIKit, an identifier that was never registered is a programming error: it stops
  /// the program with a message that names the missing registration.
  public func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let registration = registeredSegues[identifier] else {
      fatalError(
        "performSegue(withIdentifier: \"\(identifier)\"): \(transcriptName) has no segue with that "
          + "identifier. Register it first: registerSegue(withIdentifier: \"\(identifier)\") { … }")
    }
    guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
    let segue = StoryboardSegue(
      identifier: identifier, source: self, destination: registration.makeDestination(), kind: registration.kind)
    prepare(for: segue, sender: sender)
    segue.perform()
  }

  /// Pushes `viewController` onto this screen's navigation controller, or presents it
  /// when this screen is in none, as UIKit's `show(_:sender:)`.
  public func show(_ viewController: ViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(viewController, animated: true)
    } else {
      present(viewController, animated: true)
    }
  }
}
