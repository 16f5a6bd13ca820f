/// Called on Save of a new member, with that member.
///
/// A closure is held strongly, and so is all it captures. The list already owns this
/// screen (through the navigation stack), so a closure that captured the list strongly
/// would be a cycle: the receiver captures itself `[weak self]`.
public var onSave: SaveHandler?
/// Called on Save of an edited member, with its row index and the edited member.
public var onUpdate: UpdateHandler?
