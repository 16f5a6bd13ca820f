// A child coordinator's life is short and always the same: made, running, finished.
// Naming the states makes the impossible ones visible: starting twice would push a
// second screen, finishing twice would ask the parent to let go of a child it no
// longer has. Those are bugs in the caller, so they trap, but first they say why.

// snippet: states
/// Where a child coordinator's flow is.
package enum FlowState: Equatable, Sendable {
  /// Made and owned by its parent; its screen is not on the stack yet.
  case ready
  /// Its screen is on the navigation stack, and its parent keeps it in `childCoordinators`.
  case running
  /// Its screen has left the stack, by Done or by Back, and its parent has been told.
  case finished(FlowEnding)
}
// end snippet

/// How a flow ended.
package enum FlowEnding: Equatable, Sendable {
  /// The flow's own button: the flow pops its screen itself.
  case done
  /// The navigation bar's Back button: the user popped the screen, and the parent noticed.
  case back
}

/// What can happen to a flow.
package enum FlowEvent: Equatable, Sendable {
  /// `start()`: the flow pushes its screen.
  case start
  /// `finish(_:)`: the flow's screen has gone or is going.
  case finish(FlowEnding)
}

/// A transition a flow cannot make, and why.
package struct ImpossibleTransition: Error, Equatable, Sendable, CustomStringConvertible {
  /// The state the flow was in.
  package let state: FlowState
  /// The event that cannot happen in that state.
  package let event: FlowEvent
  /// Why it cannot, in a sentence that names the likely bug.
  package let reason: String

  package var description: String { reason }
}

extension FlowState {
  // snippet: transitions
  /// Returns the state after `event`, or why `event` cannot happen in this state.
  ///
  /// - Parameter event: What is happening to the flow.
  /// - Returns: The next state, or the impossible transition with its reason.
  package func after(_ event: FlowEvent) -> Result<FlowState, ImpossibleTransition> {
    switch (self, event) {
    case (.ready, .start):
      return .success(.running)
    case (.running, .finish(let ending)):
      return .success(.finished(ending))
    case (.ready, .finish):
      return refuse(event, "it was never started, so it has no screen to leave")
    case (.running, .start):
      return refuse(event, "it is already running: a second start() would push a second screen")
    case (.finished, .start):
      return refuse(event, "it has finished: a parent makes a new child for each flow")
    case (.finished, .finish):
      return refuse(event, "it has finished already: Done or Back ends a flow once")
    }
  }
  // end snippet

  private func refuse(_ event: FlowEvent, _ why: String) -> Result<FlowState, ImpossibleTransition> {
    .failure(ImpossibleTransition(state: self, event: event, reason: "\(event) refused: \(why)"))
  }

  /// Moves to the state after `event`; an impossible transition traps, saying why.
  ///
  /// - Parameters:
  ///   - event: What is happening to the flow.
  ///   - flow: The coordinator's name, for the message.
  package mutating func advance(_ event: FlowEvent, in flow: String) {
    switch after(event) {
    case .success(let next):
      self = next
    case .failure(let impossible):
      preconditionFailure("\(flow): \(impossible.reason)")
    }
  }
}

extension FlowEvent: CustomStringConvertible {
  package var description: String {
    switch self {
    case .start: "start()"
    case .finish(let ending): "finish(.\(ending))"
    }
  }
}
