/// The coordinator that decides what comes next, held weakly: screens never own it.
public weak var coordinator: (any ParentCoordinator)?
