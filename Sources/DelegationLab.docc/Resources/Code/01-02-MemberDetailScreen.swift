/// The receiver of this screen's saves, held weakly.
///
/// The list already owns this screen (through the navigation stack), so a strong
/// reference back would be a cycle.
public weak var delegate: MemberDelegate?
