/// What this screen says, one event per Save, to whoever reads it.
///
/// The stream buffers events until they are read, and finishes when this screen is
/// popped or released: a reader's `for await` loop then ends.
public let events: AsyncStream<MemberEvent>
private let continuation: AsyncStream<MemberEvent>.Continuation
