import LeakCheck
import LeakCheckTesting
import Testing

@testable import StageKit

/// Records every `didShow` it is told about.
@MainActor
private final class ShowRecorder: NavigationControllerDelegate {
  var shown: [String] = []
  var poppedFrom: [String] = []

  func navigationController(
    _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
  ) {
    shown.append(viewController.transcriptName)
    if let from = navigationController.transitionCoordinator?.viewController(forKey: .from),
      !navigationController.viewControllers.contains(where: { $0 === from })
    {
      poppedFrom.append(from.transcriptName)
    }
  }
}

@Suite("NavigationController")
@MainActor
struct NavigationControllerTests {
  @Test("A pushed controller is owned by the navigation controller and released when popped")
  func pushOwnsPopReleases() {
    let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
    let watch = LeakWatch()
    do {
      let pushed = ViewController(name: "Pushed")
      watch.watch(pushed, as: "Pushed")
      navigation.pushViewController(pushed, animated: true)
      #expect(pushed.navigationController === navigation)
    }
    #expect(watch.report().survivorLabels == ["Pushed"])
    #expect(navigation.popViewController(animated: true)?.transcriptName == "Pushed")
    watch.expectAllReleased()
  }

  @Test("An empty navigation controller takes its first push as the root, and tells no pop")
  func firstPushIsTheRoot() {
    let recorder = ShowRecorder()
    let navigation = NavigationController()
    navigation.delegate = recorder
    #expect(navigation.topViewController == nil)
    navigation.pushViewController(ViewController(name: "Home"), animated: false)
    #expect(navigation.viewControllers.map(\.transcriptName) == ["Home"])
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(recorder.shown == ["Home"] && recorder.poppedFrom.isEmpty)
  }

  @Test("The root controller is never popped")
  func rootStays() {
    let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
    #expect(navigation.popViewController(animated: true) == nil)
    #expect(navigation.viewControllers.count == 1)
  }

  @Test("The Back button pops the top controller and nothing keeps it")
  func backButtonPops() {
    let transcript = Transcript()
    Transcript.$current.withValue(transcript) {
      let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
      navigation.pushViewController(ViewController(name: "Detail"), animated: true)
      navigation.tapBackButton()
      #expect(navigation.topViewController?.transcriptName == "Root")
      #expect(transcript.entries == [.navigation("push Detail"), .navigation("pop Detail"), .released("Detail")])
    }
  }

  @Test("The delegate is told didShow, and can tell which controller was popped")
  func delegateIsToldDidShow() {
    let recorder = ShowRecorder()
    let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
    navigation.delegate = recorder
    navigation.pushViewController(ViewController(name: "Buy"), animated: true)
    navigation.tapBackButton()
    #expect(recorder.shown == ["Buy", "Root"])
    #expect(recorder.poppedFrom == ["Buy"])
    #expect(navigation.transitionCoordinator == nil)
  }

  @Test("The navigation controller holds its delegate weakly")
  func delegateIsWeak() {
    let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
    let watch = LeakWatch()
    do {
      let recorder = ShowRecorder()
      navigation.delegate = recorder
      watch.watch(recorder)
    }
    watch.expectAllReleased()
    #expect(navigation.delegate == nil)
  }

  @Test("Screens are drawn with a Back button once there is somewhere to go back to")
  func rendersBackButton() {
    let root = ViewController(name: "Root")
    root.title = "Home"
    let navigation = NavigationController(rootViewController: root)
    #expect(!navigation.render()[1].contains("‹ Back"))
    let detail = ViewController(name: "Detail")
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)
    #expect(navigation.render()[1].contains("‹ Back"))
    #expect(navigation.render()[1].contains("Detail"))
  }
}
