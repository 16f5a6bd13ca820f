/// Where a child coordinator's flow is.
public enum FlowState: Equatable, Sendable {
  /// Made and owned by its parent; its screen is not on the stack yet.
  case ready
  /// Its screen is on the navigation stack, and its parent keeps it in `childCoordinators`.
  case running
  /// Its screen has left the stack, by Done or by Back, and its parent has been told.
  case finished(FlowEnding)
}
