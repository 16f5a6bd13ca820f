import StageKit
import Testing

/// A screen that passes itself to the destination of its segue, as seed code does.
@MainActor
private final class Source: UIViewController {
  var prepared: [String] = []
  var allowed = true

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(segue.identifier ?? "")
    (segue.destination.children.first ?? segue.destination).title = "from source"
  }

  override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    allowed
  }
}

@Suite("Segues registered in code")
@MainActor
struct StoryboardSegueTests {
  @Test("A modal segue makes its destination, prepares it, then presents it")
  func modalSegue() {
    let source = Source()
    source.registerSegue(withIdentifier: "Compose", kind: .presentModally) {
      UINavigationController(rootViewController: UIViewController(name: "Compose"))
    }
    source.performSegue(withIdentifier: "Compose", sender: nil)
    let presented = source.presentedViewController as? UINavigationController
    #expect(source.prepared == ["Compose"])
    #expect(presented?.topViewController?.title == "from source")
  }

  @Test("A show segue pushes onto the source's navigation controller")
  func showSegue() {
    let source = Source()
    let navigation = UINavigationController(rootViewController: source)
    source.registerSegue(withIdentifier: "Detail") { UIViewController(name: "Detail") }
    source.performSegue(withIdentifier: "Detail", sender: source)
    #expect(navigation.topViewController?.title == "from source")
    #expect(navigation.viewControllers.count == 2)
  }

  @Test("shouldPerformSegue returning false stops the segue before anything is made")
  func shouldPerformStops() {
    let source = Source()
    var made = 0
    source.registerSegue(withIdentifier: "Detail", kind: .presentModally) {
      made += 1
      return UIViewController()
    }
    source.allowed = false
    source.performSegue(withIdentifier: "Detail", sender: nil)
    #expect(made == 0 && source.presentedViewController == nil && source.prepared.isEmpty)
  }
}
