/// Where a child coordinator's flow is.
public enum FlowState: Equatable, Sendable {
  /// Made and owned by its parent; its screen is not on the stack yet.
  case ready
  /// Its screen is on the navigation stack, and its parent keeps it in `childCoordinators`.
  case running
  /// Its screen has left the stack, by Done or by Back, and its parent has been told.
  case finished(FlowEnding)
}

/// Returns the state after `event`, or why `event` cannot happen in this state.
///
/// - Parameter event: What is happening to the flow.
/// - Returns: The next state, or the impossible transition with its reason.
public func after(_ event: FlowEvent) -> Result<FlowState, ImpossibleTransition> {
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
