// Closures: the sender stores a function to call, not an object to tell. The receiver
// writes that function where it creates the sender, and decides there what it captures.
import Members

// snippet: handler
/// What a detail screen calls on Save: add a member, or update the one at an index.
///
/// A closure type names only what is passed, and `@MainActor` says where it runs: on the
/// main actor, as the screens do. One closure carries both acts, as one `MemberEdit`.
package typealias MemberHandler = @MainActor (_ edit: MemberEdit) -> Void
// end snippet
