import LeakCheck
import LeakCheckTesting
import Members
import Observation
import StageKit
import Testing

@testable import ViaObservation

private let kim = Member(name: "Kim Minji", age: 28)
private let lee = Member(name: "Lee Jun", age: 31)

/// The messages a transcript recorded, as text.
private func messages(_ transcript: Transcript) -> [String] {
  transcript.entries.compactMap { if case .message = $0 { $0.description } else { nil } }
}

@Suite("Observed state: one change, many, nobody, releases", .timeLimit(.minutes(10)))
@MainActor
struct MemberStateTests {
  @Test("One change is delivered once, after the sender has already gone")
  func oneChange() async throws {
    let transcript = Transcript()
    try await Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene()
      do {
        let detail = try scene.openNewMember()
        detail.detailView.type(name: "Kim Minji", age: "28")
        detail.detailView.saveButton.tap()
      }
      await scene.waitForDelivery()
      #expect(scene.list.memberListManager.getMemberList() == [kim])
      #expect(messages(transcript) == ["MemberDetailScreen.state → MemberListScreen: saved(add(Kim Minji, 28))"])
      let names = transcript.entries.map(\.description)
      let released = try #require(names.firstIndex(of: "released MemberDetailScreen"))
      let heard = try #require(names.firstIndex { $0.hasPrefix("MemberDetailScreen.state → ") })
      #expect(released < heard, "the list hears after the screen is released")
    }
  }

  @Test("Many changes in one turn are coalesced: the observer sees only the last")
  func manyChangesCoalesced() async throws {
    let transcript = Transcript()
    try await Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene()
      do {
        let detail = try scene.openNewMember()
        detail.state.phase = .saved(.add(kim))
        detail.state.phase = .saved(.add(lee))
        scene.navigation.tapBackButton()  // gone, with its state ended as the last change left it
      }
      await scene.waitForDelivery()
      #expect(scene.list.memberListManager.getMemberList() == [lee])
      #expect(messages(transcript) == ["MemberDetailScreen.state → MemberListScreen: saved(add(Lee Jun, 31))"])
    }
  }

  @Test("With nobody observing, Save changes the state and nothing else; the state keeps it")
  func nobodyObserving() async throws {
    let watch = LeakWatch()
    let state: MemberState
    do {
      let detail = MemberDetailScreen()
      let navigation = NavigationController(rootViewController: ViewController())
      navigation.pushViewController(detail, animated: true)
      state = detail.state
      watch.watch(detail)
      detail.detailView.type(name: "Kim Minji", age: "28")
      detail.detailView.saveButton.tap()
    }
    watch.expectAllReleased()
    // Unlike a message, state is still there: an observer that starts late sees the ending.
    for await phase in Observations({ state.phase }) {
      #expect(phase == .saved(.add(kim)))
      break
    }
  }

  @Test("Releasing the receiver releases its listeners, which cancel the loop; the sender lives on")
  func receiverReleased() async throws {
    let watch = LeakWatch()
    let detail: MemberDetailScreen
    do {
      let scene = MemberEditingScene()
      detail = try scene.openNewMember()
      watch.watch(scene.list)
      watch.watch(scene.list.listeners, as: "Listeners")
    }
    watch.expectAllReleased()
    #expect(detail.state.phase == .editing)
  }

  @Test("Releasing the sender (Back) ends its state as closed, and the loop ends by itself")
  func senderReleased() async throws {
    let transcript = Transcript()
    try await Transcript.$current.withValue(transcript) {
      let scene = MemberEditingScene(members: [kim])
      let watch = LeakWatch()
      let state: MemberState
      do {
        let detail = try scene.openMember(row: 0)
        state = detail.state
        watch.watch(detail)
        scene.navigation.tapBackButton()
      }
      watch.expectAllReleased()
      #expect(state.phase == .closed)
      await scene.waitForDelivery()
      #expect(scene.list.listeners.count == 0, "it ended by itself")
      #expect(messages(transcript) == ["MemberDetailScreen.state → MemberListScreen: closed"])
      #expect(scene.list.memberListManager.getMemberList() == [kim])
    }
  }

  @Test("withObservationTracking calls onChange once, before the new value is stored")
  func trackingFiresOnceOnWillSet() {
    let state = MemberState()
    let seen = Locked<[MemberState.Phase]>([])
    withObservationTracking {
      _ = state.phase
    } onChange: {
      MainActor.assumeIsolated {
        let phase = state.phase
        seen.withLock { $0.append(phase) }
      }
    }
    state.phase = .saved(.add(kim))
    state.phase = .closed
    #expect(seen.withLock { $0 } == [.editing], "once, and it still read the old value")
  }
}
