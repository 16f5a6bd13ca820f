import Testing

@testable import Coordinators

@Suite("A flow's states")
struct FlowStateTests {
  @Test("A flow starts once, then finishes once, by Done or by Back", arguments: [FlowEnding.done, .back])
  func legalTransitions(ending: FlowEnding) {
    var state = FlowState.ready
    state.advance(.start, in: "BuyCoordinator")
    #expect(state == .running)
    state.advance(.finish(ending), in: "BuyCoordinator")
    #expect(state == .finished(ending))
  }

  @Test(
    "Every impossible transition is refused with its reason",
    arguments: [
      (FlowState.ready, FlowEvent.finish(.back), "finish(.back) refused: it was never started"),
      (.running, .start, "start() refused: it is already running: a second start() would push a second screen"),
      (.finished(.done), .start, "start() refused: it has finished: a parent makes a new child for each flow"),
      (
        .finished(.back), .finish(.done),
        "finish(.done) refused: it has finished already: Done or Back ends a flow once"
      ),
    ])
  func impossibleTransitions(state: FlowState, event: FlowEvent, reason: String) {
    switch state.after(event) {
    case .success(let next):
      Issue.record("\(state) accepted \(event) and became \(next)")
    case .failure(let impossible):
      #expect(impossible.state == state && impossible.event == event)
      #expect(impossible.reason.hasPrefix(reason))
    }
  }

  // The trap runs in a child process (an exit test), so this process never crashes.
  @Test("An impossible transition traps, and says why first")
  func impossibleTransitionTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var state = FlowState.running
      state.advance(.start, in: "BuyCoordinator")
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("BuyCoordinator: start() refused: it is already running"))
  }
}
