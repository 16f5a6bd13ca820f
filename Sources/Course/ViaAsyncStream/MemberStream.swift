// The AsyncStream way: the detail screen (the sender) does not know who listens. It
// writes each edit into a stream of its own; whoever made it reads them in a task.
import Members

// snippet: stream
/// What a detail screen writes on Save: one `MemberEdit` per Save, add or update.
///
/// An edit is a value: it can cross from the sender to the task that reads it, and it says
/// nothing about who sent it. A stream carries one type, so the compiler checks it.
package typealias MemberStream = AsyncStream<MemberEdit>
// end snippet
