/// The parent, held strongly: WRONG, the parent already owns this child.
public var parentCoordinator: (any ParentCoordinator)?
