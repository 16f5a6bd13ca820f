/// The coordinator that started this flow, held weakly: it already owns this child.
public weak var parentCoordinator: (any ParentCoordinator)?
