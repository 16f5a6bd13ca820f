import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaAsyncStream

private let kim = Member(name: "Kim Minji", age: 28)
private let lee = Member(name: "Lee Jun", age: 31)

/// Every event a stream delivers, read to its end: the stream must finish for this to return.
private func everyEvent(of events: MemberStream) async -> [MemberEdit] {
  var received: [MemberEdit] = []
  for await event in events { received.append(event) }
  return received
}

/// A detail screen pushed on a stack of its own, with nobody reading its events.
@MainActor
private func pushedDetailScreen(mode: MemberDetailMode = .adding) -> (NavigationController, MemberDetailScreen) {
  let navigation = NavigationController(rootViewController: ViewController(name: "Root"))
  let detail = MemberDetailScreen(mode: mode)
  navigation.pushViewController(detail, animated: true)
  return (navigation, detail)
}

@Suite("The member stream: the behaviour checklist", .timeLimit(.minutes(10)))
@MainActor
struct MemberStreamTests {
  @Test("One event: Save writes exactly one add, and Back then finishes the stream")
  func oneEvent() async {
    let (navigation, detail) = pushedDetailScreen()
    let events = detail.events
    detail.detailView.type(name: "Kim Minji", age: "28")
    detail.detailView.saveButton.tap()
    #expect(navigation.viewControllers.count == 1)
    #expect(await everyEvent(of: events) == [.add(kim)])
  }

  @Test("An edit writes an update with the row it was opened for")
  func updateEvent() async {
    let (navigation, detail) = pushedDetailScreen(mode: .editing(kim, index: 3))
    let events = detail.events
    detail.detailView.type(age: "29")
    detail.detailView.saveButton.tap()
    #expect(navigation.viewControllers.count == 1)
    #expect(await everyEvent(of: events) == [.update(index: 3, Member(name: "Kim Minji", age: 29))])
  }

  @Test("Many events: saves from three detail screens all arrive, each read by its own task")
  func manyEvents() async throws {
    let scene = MemberEditingScene()
    for (name, age) in [("Kim Minji", "28"), ("Lee Jun", "31"), ("Park Jisoo", "25")] {
      let detail = try scene.openNewMember()
      detail.detailView.type(name: name, age: age)
      detail.detailView.saveButton.tap()
    }
    await scene.waitForDelivery()
    // Three streams, three tasks: which task runs first is not promised, so neither is the order.
    #expect(Set(scene.list.tableView.visibleRows) == ["Kim Minji, 28", "Lee Jun, 31", "Park Jisoo, 25"])
  }

  @Test("Many events in one stream arrive in the order they were written")
  func orderWithinOneStream() async {
    let (events, continuation) = MemberStream.makeStream()
    let written = [MemberEdit.add(kim), .add(lee), .update(index: 0, lee)]
    for event in written { continuation.yield(event) }
    continuation.finish()
    #expect(await everyEvent(of: events) == written)
  }

  @Test("Nobody listening: Save still goes back, and the unread event goes away with the screen")
  func nobodyListening() {
    let transcript = Transcript()
    let watch = LeakWatch()
    Transcript.$current.withValue(transcript) {
      let (navigation, detail) = pushedDetailScreen()
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
      #expect(navigation.viewControllers.count == 1)
    }
    watch.expectAllReleased()
    #expect(
      transcript.entries.contains(
        .message(from: "MemberDetailScreen", to: "MemberDetailScreen.events", text: "add(Kim Minji, 28)")))
    #expect(transcript.entries.contains(.navigation("MemberDetailScreen.events finished")))
  }

  @Test("Buffering: an event written before anyone reads is delivered to the first reader")
  func buffering() async {
    let (navigation, detail) = pushedDetailScreen()
    let events = detail.events
    detail.detailView.type(name: "Lee Jun", age: "31")
    detail.detailView.saveButton.tap()  // written, popped and finished before any read
    #expect(navigation.viewControllers.count == 1)
    #expect(await everyEvent(of: events) == [.add(lee)])
  }

  @Test("One reader: an event read once is gone; a second reader of the same stream gets nothing")
  func oneReader() async {
    let (navigation, detail) = pushedDetailScreen()
    let events = detail.events
    detail.detailView.type(name: "Lee Jun", age: "31")
    detail.detailView.saveButton.tap()
    #expect(navigation.viewControllers.count == 1)
    #expect(await everyEvent(of: events) == [.add(lee)])
    #expect(await everyEvent(of: events).isEmpty)
  }

  @Test("Sender released: a screen released without being popped still finishes its stream")
  func senderReleased() async {
    let events: MemberStream
    do {
      let detail = MemberDetailScreen()
      events = detail.events
    }
    #expect(await everyEvent(of: events).isEmpty)  // returns: the loop ended
  }

  @Test("Receiver released: the list cancels its reading task, and the stream says so")
  func receiverReleased() async throws {
    let transcript = Transcript()
    let watch = LeakWatch()
    let detail: MemberDetailScreen
    do {
      let scene = Transcript.$current.withValue(transcript) { MemberEditingScene() }
      detail = try Transcript.$current.withValue(transcript) { try scene.openNewMember() }
      watch.watch(scene.list)
    }
    watch.expectAllReleased()
    #expect(await everyEvent(of: detail.events).isEmpty, "returns once the cancelled task has ended the stream")
    #expect(transcript.entries.contains(.navigation("MemberDetailScreen.events cancelled")))
  }

  @Test("Waiting for delivery does not wait for a detail screen that is still open")
  func waitSkipsOpenScreens() async throws {
    let scene = MemberEditingScene()
    let detail = try scene.openNewMember()
    await scene.waitForDelivery()  // returns: this screen may still say something later
    #expect(scene.navigation.topViewController === detail)
    scene.navigation.tapBackButton()
  }

  @Test("Cancellation: cancelling the reading task ends its loop, though the stream stayed open")
  func cancellation() async {
    let (navigation, detail) = pushedDetailScreen()
    let events = detail.events
    let reader = Task.immediate { await everyEvent(of: events) }
    reader.cancel()
    #expect(await reader.value.isEmpty)
    #expect(navigation.topViewController === detail, "the sender is still up, its stream was not finished")
  }
}
