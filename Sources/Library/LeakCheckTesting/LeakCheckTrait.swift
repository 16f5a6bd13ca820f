// A leak check for a whole test: `@Test(.leakCheck)`. The trait makes a LeakWatch current
// while the test runs, so every StageKit screen the test makes joins it by itself; when
// the test is over, whatever is still alive fails the test, with the cycle that holds it
// and the live graph. Other objects join with `LeakWatch.current?.watch(object)`.
import LeakCheck
import Testing

/// A trait that fails a test when something the test made outlives it.
///
/// ```swift
/// @Test(.leakCheck) @MainActor
/// func detailIsReleased() {
///   let list = ListViewController()          // watched: every screen joins by itself
///   list.plusButtonTapped()
///   list.navigationController?.popViewController(animated: true)
/// }
/// ```
///
/// On a suite, it checks each of the suite's tests on its own.
public struct LeakCheckTrait: TestTrait, SuiteTrait, TestScoping {
  /// `true`: on a suite, every test in it is checked.
  public var isRecursive: Bool { true }

  /// Runs the test with a watch current, then records one issue naming every survivor.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    let watch = LeakWatch()
    try await LeakWatch.$current.withValue(watch) {
      try await function()
    }
    // A screen's isolated deinit runs as a job on the main actor: let it run first.
    let report = await MainActor.run { watch.report() }
    guard !report.isClean else { return }
    let text = "Leak check: \(test.name) left objects alive.\n\(report.description)\n\(report.graph.textTree())"
    Issue.record(Comment(rawValue: text), sourceLocation: test.sourceLocation)
  }
}

extension Trait where Self == LeakCheckTrait {
  /// Fails the test when a screen it made, or an object it watched, is still alive at its end.
  public static var leakCheck: Self { LeakCheckTrait() }
}
