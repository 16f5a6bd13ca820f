// The behaviour checklist every mechanism answers, here for stored closures: one event,
// many events, nobody listening, receiver released, sender released; and what a closure
// can do that a delegate method also can (return a value) or cannot (have two receivers).
import LeakCheck
import LeakCheckTesting
import Members
import StageKit
import Testing

@testable import ViaClosure

private let kim = Member(name: "Kim Minji", age: 28)

/// A detail screen on its own, with no navigation stack: Save calls its closure and stays up.
@MainActor
private func standaloneDetail() -> MemberDetailScreen {
  let detail = MemberDetailScreen(mode: .adding)
  detail.loadViewIfNeeded()
  return detail
}

/// An object a closure can capture, to see how long the closure keeps it.
private final class Captured {}

@Suite("Stored closures: the behaviour checklist")
@MainActor
struct HandlersTests {
  @Test("One event: one Save calls the closure once, with the edit")
  func oneEvent() async throws {
    let detail = standaloneDetail()
    detail.detailView.type(name: "Kim Minji", age: "28")
    await confirmation(expectedCount: 1) { called in
      detail.onSave = { edit in
        #expect(edit == .add(kim))
        called()
      }
      detail.detailView.saveButton.tap()
    }
  }

  @Test("Many events: every Save calls the closure, in order")
  func manyEvents() {
    let detail = standaloneDetail()
    var received: [MemberEdit] = []
    detail.onSave = { received.append($0) }
    for name in ["Kim Minji", "Lee Jun", "Park Jisoo"] {
      detail.detailView.type(name: name, age: "30")
      detail.detailView.saveButton.tap()
    }
    #expect(received.map(\.description) == ["add(Kim Minji, 30)", "add(Lee Jun, 30)", "add(Park Jisoo, 30)"])
  }

  @Test("Nobody listening: with no closure set, Save tells nobody and nothing crashes")
  func nobodyListening() {
    let transcript = Transcript()
    Transcript.$current.withValue(transcript) {
      let detail = standaloneDetail()
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
    }
    #expect(
      transcript.entries.contains(.message(from: "MemberDetailScreen", to: nil, text: "onSave(add(Kim Minji, 28))")))
  }

  @Test("Receiver released: a [weak self] closure does not keep its receiver, and then does nothing")
  func receiverReleased() async throws {
    let watch = LeakWatch()
    let detail = standaloneDetail()
    do {
      let list = MemberListScreen()
      list.loadViewIfNeeded()
      watch.watch(list)
      detail.onSave = { [weak list] edit in list?.receive(edit) }
    }
    watch.expectAllReleased()
    detail.detailView.type(name: "Kim Minji", age: "28")
    detail.detailView.saveButton.tap()  // calls the closure; its `list` is nil
  }

  @Test("Sender released: the closure, and everything it captured, goes with the sender")
  func senderReleased() {
    let watch = LeakWatch()
    do {
      let detail = standaloneDetail()
      let captured = Captured()
      detail.onSave = { _ in _ = captured }  // a strong capture, owned by the sender only
      watch.watch(detail)
      watch.watch(captured)
    }
    watch.expectAllReleased()
  }

  @Test("One-to-one: setting the closure again replaces the first; only the last one is called")
  func oneToOne() async {
    let detail = standaloneDetail()
    detail.detailView.type(name: "Kim Minji", age: "28")
    await confirmation("the first closure", expectedCount: 0) { first in
      await confirmation("the second closure", expectedCount: 1) { second in
        detail.onSave = { _ in first() }
        detail.onSave = { _ in second() }
        detail.detailView.saveButton.tap()
      }
    }
  }

  @Test("A closure can return a value to its sender, as a delegate method can")
  func returnsAValue() {
    var shouldSave: (@MainActor (Member) -> Bool)?
    shouldSave = { $0.age >= 18 }
    #expect(shouldSave?(kim) == true)
    #expect(shouldSave?(Member(name: "Kim Junior", age: 9)) == false)
  }
}
