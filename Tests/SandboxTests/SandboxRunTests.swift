// The shipped scene (a copy of Sources/YourWork/Sandbox/YourCode.swift as it ships, compiled here
// so that no test ever depends on the learner's version) must leak, be reported with its
// cycle, exit 1, and print exactly what the README and Lesson 1 show (`swift run UpdateDocs`
// writes those blocks from the built Sandbox, while the learner's file is this copy).
import Foundation
import LeakCheck
import SandboxKit
import StageKit
import Testing

@testable import UpdateDocs

@Suite("The Sandbox on the shipped scene")
struct SandboxRunTests {
  @Test("The shipped scene leaks: both screens are named with the cycle, and the exit status is 1")
  func shippedSceneLeaks() async {
    let (output, status) = await runShippedScene()
    #expect(status == 1)
    #expect(output.contains("✗ ViewController        made at YourCode.swift:"))
    #expect(output.contains("ViewController.detailVC → DetailViewController.delegate → ViewController"))
  }

  @Test("The same scene with the delegate's cycle broken reports no leak and exits 0")
  func cleanSceneExitsZero() async {
    let (output, status) = await SandboxRun.run(
      { window in
        scene(window)
        let stack = (window.rootViewController as? UINavigationController)?.viewControllers ?? []
        for case let list as ViewController in stack { list.detailVC = nil }
      }, options: SandboxOptions())
    #expect(status == 0)
    #expect(output.contains("No leaks"))
  }

  @Test("Objects of the learner's own types are found from the screens and reported too")
  func ownObjectsAreFound() async {
    let (output, status) = await SandboxRun.run(
      { window in
        let screen = CoordinatedScreen()
        let coordinator = LoopingCoordinator()
        coordinator.screen = screen
        screen.coordinator = coordinator
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        Kept.screen = screen
      }, options: SandboxOptions())
    #expect(status == 1)
    #expect(output.contains("✗ LoopingCoordinator"))
    #expect(output.contains("CoordinatedScreen.coordinator → LoopingCoordinator.screen → CoordinatedScreen"))
    Kept.screen?.coordinator = nil
    Kept.screen = nil
  }

  @Test("Options: --mermaid, --no-color, NO_COLOR, and an unknown option is an error")
  func options() throws {
    #expect(try SandboxOptions.parse([], isTerminal: true, environment: [:]).style == .color)
    #expect(try SandboxOptions.parse([], isTerminal: true, environment: ["NO_COLOR": "1"]).style == .plain)
    #expect(try SandboxOptions.parse(["--no-color"], isTerminal: true, environment: [:]).style == .plain)
    #expect(try SandboxOptions.parse([], isTerminal: false, environment: [:]).style == .plain)
    #expect(try SandboxOptions.parse(["--mermaid"], isTerminal: false, environment: [:]).mermaid)
    #expect(throws: SandboxUsageError.self) {
      try SandboxOptions.parse(["--nope"], isTerminal: false, environment: [:])
    }
  }

  @Test("The README and Lesson 1, in every language, show the Sandbox's real output on the shipped scene")
  func pagesShowTheRealOutput() async throws {
    let (output, _) = await runShippedScene()
    let tree = DocsTree.package
    let pages = try tree.markdownPages().filter { try tree.read($0).contains(SandboxBlock.marker) }
    for page in ["README.md", "Lessons/01-member-editing.md"] {
      #expect(pages.contains(page), "\(page) has no '\(SandboxBlock.marker)' block")
    }
    for page in pages {
      var rewrite = PageRewrite(page: page, text: try tree.read(page))
      try SandboxBlock.update(&rewrite, output: output)
      for change in rewrite.changes { Issue.record("\(change)") }
    }
  }

  /// Runs the shipped scene, then frees its two screens, so that LeakSanitizer sees no leak of ours.
  private func runShippedScene() async -> (output: String, status: Int32) {
    weak var list: ViewController?
    let result = await SandboxRun.run(
      { window in
        scene(window)
        list = (window.rootViewController as? UINavigationController)?.viewControllers.first as? ViewController
      }, options: SandboxOptions())
    list?.detailVC = nil
    return result
  }
}

/// A screen held by its coordinator, which it holds back: a cycle of one screen and one object of yours.
final class CoordinatedScreen: UIViewController {
  var coordinator: LoopingCoordinator?
}

/// A coordinator that keeps its screen.
final class LoopingCoordinator {
  var screen: CoordinatedScreen?
}

/// Holds on to a leaked screen so that its test can break the cycle afterwards.
enum Kept {
  static var screen: CoordinatedScreen?
}
