import LeakCheck
import StageKit
import Testing

@testable import LeakCheckTesting

/// A detail screen that holds its list strongly: half of a cycle, on purpose.
private final class LeakyDetail: ViewController {
  var list: LeakyList?
}

/// A list screen that keeps its detail screen: the other half.
private final class LeakyList: ViewController {
  var detail: LeakyDetail?
}

/// The screens a test leaks on purpose, kept here so that the test can break the cycle after.
@MainActor
private enum Leaked {
  static var detail: LeakyDetail?
}

@Suite("The .leakCheck trait")
struct LeakCheckTraitTests {
  @Test("It fails a test that leaves a cycle of screens alive, naming the cycle and drawing it")
  func traitFiresOnACycle() async throws {
    let test = try #require(Test.current)
    try await withKnownIssue("the two screens are left holding each other on purpose") {
      try await LeakCheckTrait().provideScope(for: test, testCase: nil) {
        await MainActor.run {
          let list = LeakyList()
          let detail = LeakyDetail()
          list.detail = detail
          detail.list = list
          Leaked.detail = detail
        }
      }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("LeakyList.detail → LeakyDetail.list → LeakyList")
          && $0.rawValue.contains("LeakyList (made at LeakCheckTraitTests.swift:")
          && $0.rawValue.contains("└─ detail ──▶ LeakyDetail")
      }
    }
    await MainActor.run { Leaked.detail?.list = nil }
  }

  @Test("While a test runs, a watch is current and every screen joins it without a watch call")
  func screensJoinWithoutWatchCall() async throws {
    let test = try #require(Test.current)
    try await LeakCheckTrait().provideScope(for: test, testCase: nil) {
      let watch = try #require(LeakWatch.current)
      await MainActor.run {
        let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
        navigation.pushViewController(ViewController(name: "Detail"), animated: true)
        navigation.popViewController(animated: true)
      }
      #expect(watch.labels == ["Root", "NavigationController", "Detail"])
    }
  }

  @Test("It stays quiet on a test whose screens are all released", .leakCheck)
  @MainActor func quietOnCleanCode() {
    let list = LeakyList()
    let detail = LeakyDetail()
    list.detail = detail
    let navigation = NavigationController(rootViewController: list)
    navigation.pushViewController(detail, animated: true)
    navigation.popViewController(animated: true)
  }
}

@Suite("The .leakCheck trait on a suite", .leakCheck)
@MainActor
struct LeakCheckSuiteTraitTests {
  @Test("Each test of the suite is checked, and a clean one passes")
  func cleanTestInCheckedSuite() {
    let screen = LeakyDetail()
    screen.list = LeakyList()
    #expect(LeakWatch.current != nil)
  }
}
