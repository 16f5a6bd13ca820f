/// Called on Done with the value typed.
public var onInput: InputHandler?
/// Called on Cancel: there is no value.
public var onCancel: CancelHandler?
