import LeakCheck
import LeakCheckTesting
import StageKit
import Testing

/// A screen that writes down each appearance call, in order.
@MainActor
private final class AppearanceLog: UIViewController {
  var calls: [String] = []

  override func viewWillAppear(_ animated: Bool) { calls.append("willAppear") }
  override func viewDidAppear(_ animated: Bool) { calls.append("didAppear") }
  override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear") }
}

@Suite("Children and parents")
@MainActor
struct ContainmentTests {
  @Test("A child added to a screen is owned by it and knows its parent")
  func addChild() {
    let parent = UIViewController()
    let watch = LeakWatch()
    do {
      let child = UIViewController()
      watch.watch(child)
      parent.addChild(child)
      child.didMove(toParent: parent)
      #expect(parent.children == [child] && child.parent === parent)
      child.removeFromParent()
      #expect(parent.children.isEmpty && child.parent == nil)
    }
    watch.expectAllReleased()
  }

  @Test("A pushed screen's parent is its navigation controller, until it is popped")
  func navigationParent() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let pushed = UIViewController()
    navigation.pushViewController(pushed, animated: true)
    #expect(pushed.parent === navigation && pushed.navigationController === navigation)
    navigation.popViewController(animated: true)
    #expect(pushed.parent == nil && pushed.navigationController == nil)
  }

  @Test("A child of a pushed screen finds the navigation controller through its parent")
  func navigationControllerThroughParents() {
    let screen = UIViewController()
    let navigation = UINavigationController(rootViewController: screen)
    let child = UIViewController()
    screen.addChild(child)
    #expect(child.navigationController === navigation)
  }

  @Test("Pop to root pops every screen above the root and releases them")
  func popToRoot() {
    let navigation = UINavigationController(rootViewController: UIViewController(name: "Root"))
    let watch = LeakWatch()
    do {
      let first = UIViewController(name: "First")
      let second = UIViewController(name: "Second")
      watch.watch(first)
      watch.watch(second)
      navigation.pushViewController(first, animated: true)
      navigation.pushViewController(second, animated: true)
    }
    #expect(navigation.popToRootViewController(animated: true)?.map(\.transcriptName) == ["First", "Second"])
    #expect(navigation.viewControllers.map(\.transcriptName) == ["Root"])
    watch.expectAllReleased()
  }

  @Test("Setting the stack replaces it; the screens left out are released")
  func setStack() {
    let navigation = UINavigationController(rootViewController: UIViewController(name: "Old"))
    let watch = LeakWatch()
    watch.watch(navigation.viewControllers[0], as: "Old")
    navigation.setViewControllers([UIViewController(name: "New")], animated: false)
    #expect(navigation.viewControllers.map(\.transcriptName) == ["New"])
    watch.expectAllReleased()
  }

  @Test("Push and pop tell both screens they will and did appear or disappear, in UIKit's order")
  func appearanceCalls() {
    let root = AppearanceLog()
    let navigation = UINavigationController(rootViewController: root)
    let pushed = AppearanceLog()
    navigation.pushViewController(pushed, animated: true)
    navigation.popViewController(animated: true)
    #expect(root.calls == ["willDisappear", "didDisappear", "willAppear", "didAppear"])
    #expect(pushed.calls == ["willAppear", "didAppear", "willDisappear", "didDisappear"])
  }

  @Test("A window shows its root screen and owns it")
  func windowOwnsRoot() {
    let watch = LeakWatch()
    var window: UIWindow? = UIWindow()
    do {
      let root = AppearanceLog()
      watch.watch(root)
      window?.rootViewController = UINavigationController(rootViewController: root)
      window?.makeKeyAndVisible()
      #expect(root.calls == ["willAppear", "didAppear"])
      #expect(window?.snapshot().count == 5)
    }
    #expect(!watch.report().isClean)
    window = nil
    watch.expectAllReleased()
  }
}
