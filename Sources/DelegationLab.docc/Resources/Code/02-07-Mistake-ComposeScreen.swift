/// The receiver, held strongly: `weak` is not allowed, as the protocol is not class-bound.
public var delegate: ComposeDelegate?
