import LeakCheck
import Members
import StageKit
import Testing

@testable import ViaAsyncStream
@testable import ViaAsyncStreamMistakes

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

/// Returns once the reader's task has signalled that its loop runs.
private func awaitStart(_ started: AsyncStream<Void>) async {
  for await _ in started {}
}

@Suite("The [weak self] task mistake", .timeLimit(.minutes(10)))
@MainActor
struct MistakeTests {
  @Test("A task that unwraps self once, over a stream that never finishes, keeps the list alive, by name")
  func weakSelfTaskLeaks() async throws {
    let watch = LeakWatch()
    weak var leakedList: ViaAsyncStreamMistakes.MemberListScreen?
    do {
      let list = ViaAsyncStreamMistakes.MemberListScreen()
      let navigation = NavigationController(rootViewController: list)
      list.navigationItem.rightBarButtonItem?.tap()
      let detail = try #require(navigation.topViewController as? ViaAsyncStreamMistakes.MemberDetailScreen)
      watch.watch(detail)
      watch.watch(list)
      watch.watch(navigation)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(navigation.viewControllers.count == 1)
      leakedList = list
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["MemberListScreen"])
    #expect(report.cycles.isEmpty, "no stored property holds it: a task does")
    #expect(report.released == ["MemberDetailScreen", "NavigationController"])
    #expect(report.blindSpots.contains("Listeners.listeners[0].task (a task)"))
    await leakedList?.listeners.cancelAll()  // ending the loop lets go of the list
    watch.expectAllReleased()
  }

  @Test("A task that unwraps self once, over a composer's stream that never finishes, keeps the value screen alive")
  func composeWeakSelfTaskLeaks() async throws {
    let watch = LeakWatch()
    weak var leakedScreen: ViaAsyncStreamMistakes.ValueScreen?
    do {
      let screen = ViaAsyncStreamMistakes.ValueScreen()
      screen.loadViewIfNeeded()
      screen.valueView.editTitleButton.tap()
      let composer = try #require(screen.presentedViewController as? ViaAsyncStreamMistakes.ComposeScreen)
      watch.watch(composer)
      watch.watch(screen)
      composer.composeView.inputField.type("Hello")
      composer.doneButton.tap()
      #expect(screen.presentedViewController == nil)
      leakedScreen = screen
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["ValueScreen"])
    #expect(report.released == ["ComposeScreen"])
    #expect(report.cycles.isEmpty, "no stored property holds it: a task does")
    await leakedScreen?.listeners.cancelAll()
    watch.expectAllReleased()
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
  func neverFinishedStreamWaits() async {
    let transcript = Transcript()
    let reader = Transcript.$current.withValue(transcript) {
      let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
      let detail = ViaAsyncStreamMistakes.MemberDetailScreen()
      navigation.pushViewController(detail, animated: true)
      let events = detail.events
      let reader = Task.immediate {
        var count = 0
        for await _ in events { count += 1 }
        return count
      }
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(navigation.viewControllers.count == 1, "saved and popped")
      return reader
    }
    #expect(!transcript.entries.contains(.navigation("MemberDetailScreen.events finished")), "popped, and still open")
    reader.cancel()  // without this the await below would never return
    #expect(await reader.value == 1, "the saved edit was read; then cancelling ended the loop")
    #expect(transcript.entries.contains(.navigation("MemberDetailScreen.events cancelled")))
  }
}
