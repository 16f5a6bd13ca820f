/// The receiver of this screen's answer, held weakly.
///
/// The presenter owns this screen while it is up, so a strong reference back would
/// be a cycle for as long as the screen is presented, and for good if the presenter
/// also keeps it.
public weak var delegate: ComposeDelegate?
