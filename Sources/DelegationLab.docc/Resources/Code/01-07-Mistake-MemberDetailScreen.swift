/// The receiver, held strongly: WRONG, as the list keeps this screen and this keeps the list.
public var delegate: MemberDelegate?
