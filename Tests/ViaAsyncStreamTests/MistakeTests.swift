import LeakCheck
import Members
import StageKit
import Testing

@testable import ViaAsyncStream

/// A reader of a plain stream, to check this toolchain's facts with a plain `Task { }`.
@MainActor
private final class Reader {
  var count = 0

  /// The classic trap: weak until `consume` starts, then strong for the whole loop.
  func startTrapped(_ events: AsyncStream<Int>, started: AsyncStream<Void>.Continuation) -> Task<Void, Never> {
    Task { [weak self] in await self?.consume(events, started: started) }
  }

  /// The fix: `self` is taken weakly again for every element.
  func startWeaklyPerElement(_ events: AsyncStream<Int>, started: AsyncStream<Void>.Continuation) -> Task<
    Void, Never
  > {
    Task { [weak self] in
      started.finish()
      for await _ in events {
        guard let self else { return }
        count += 1
      }
    }
  }

  private func consume(_ events: AsyncStream<Int>, started: AsyncStream<Void>.Continuation) async {
    started.finish()  // the loop is about to run: tell the test, deterministically
    for await _ in events { count += 1 }
  }
}

/// `true` when a write found the stream already ended.
private func isTerminated(_ result: MemberStream.Continuation.YieldResult) -> Bool {
  if case .terminated = result { true } else { false }
}

/// Returns once the reader's task has signalled that its loop runs.
private func awaitStart(_ started: AsyncStream<Void>) async {
  for await _ in started {}
}

@Suite("The [weak self] task mistake", .timeLimit(.minutes(1)))
@MainActor
struct MistakeTests {
  @Test("A [weak self] task over a stream that never finishes keeps the list alive, named by the report")
  func weakSelfTaskLeaks() async throws {
    let watch = LeakWatch()
    let continuation: MemberStream.Continuation
    let tasks: [Task<Void, Never>]
    do {
      let list = Mistake.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? Mistake.MemberDetailScreen)
      continuation = detail.continuation
      tasks = list.listeners
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(navigation.viewControllers.count == 1)
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberListScreen"])
    #expect(report.cycles.isEmpty, "no stored property holds it: a task does")
    #expect(report.released == ["MemberDetailScreen", "NavigationController"])
    #expect(report.blindSpots.contains("MemberListScreen.listeners[0] (a task)"))
    continuation.finish()  // end the stream: the loop ends, and the task lets go of the list
    #expect(await watch.report(afterAwaiting: tasks).isClean)
  }

  @Test("A [weak self] task over a composer's stream that never finishes keeps the value screen alive")
  func composeWeakSelfTaskLeaks() async throws {
    let watch = LeakWatch()
    let continuation: ComposeStream.Continuation
    let tasks: [Task<Void, Never>]
    do {
      let screen = Mistake.ValueScreen()
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? Mistake.ComposeScreen)
      continuation = composer.continuation
      tasks = screen.listeners
      watch.watch(composer)
      watch.watch(screen)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
      #expect(screen.presentedViewController == nil)
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ValueScreen"])
    #expect(report.released == ["ComposeScreen"])
    #expect(report.cycles.isEmpty, "no stored property holds it: a task does")
    #expect(report.blindSpots.contains("ValueScreen.listeners[0] (a task)"))
    continuation.finish()  // end the stream: the loop ends, and the task lets go of the screen
    #expect(await watch.report(afterAwaiting: tasks).isClean)
  }

  @Test("On this toolchain, Task { [weak self] in await self?.consume() } keeps self for the whole loop")
  func trapIsReal() async {
    let (events, input) = AsyncStream<Int>.makeStream()
    let (started, startedInput) = AsyncStream<Void>.makeStream()
    var reader: Reader? = Reader()
    weak let weakReader = reader
    let task = reader?.startTrapped(events, started: startedInput)
    await awaitStart(started)
    reader = nil  // the app lets go, while the loop runs
    input.yield(1)
    #expect(weakReader != nil, "the reader survives: nothing of ours holds it but the loop")
    input.finish()
    await task?.value
    #expect(weakReader == nil)
  }

  @Test("Taking self weakly per element lets the reader go while the stream is still open")
  func weakPerElementIsTheFix() async {
    let (events, input) = AsyncStream<Int>.makeStream()
    let (started, startedInput) = AsyncStream<Void>.makeStream()
    var reader: Reader? = Reader()
    weak let weakReader = reader
    let task = reader?.startWeaklyPerElement(events, started: startedInput)
    await awaitStart(started)
    reader = nil  // the app lets go, while the loop runs
    #expect(weakReader == nil, "released, with the stream open")
    input.yield(1)  // the loop wakes, finds no reader and returns; until then the task waits
    await task?.value
    input.finish()
  }

  @Test("A stream that is never finished stays open after Back; only cancelling ends its reader")
  func neverFinishedStreamWaits() async throws {
    let (navigation, detail) = (
      NavigationController(rootViewController: ViewController(name: "Root")), Mistake.MemberDetailScreen()
    )
    navigation.pushViewController(detail, animated: true)
    let events = detail.events
    let reader = Task.immediate {
      var count = 0
      for await _ in events { count += 1 }
      return count
    }
    navigation.tapBackButton()
    let written = detail.continuation.yield(.add(Member(name: "Kim Minji", age: 28)))
    #expect(!isTerminated(written), "popped, and still open: a later write is still accepted")
    reader.cancel()  // without this (or finish) the await below would never return
    #expect(await reader.value == 1, "the late write was read; then cancelling ended the loop")
  }
}
