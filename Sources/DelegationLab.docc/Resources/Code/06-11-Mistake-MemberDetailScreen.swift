/// The events, as in the correct screen, in a stream that nothing ever finishes.
///
/// WRONG: a reader's `for await` then waits for ever. There is no `viewDidDisappear`
/// that finishes it, and no `deinit`.
public let events: AsyncStream<MemberEvent>
