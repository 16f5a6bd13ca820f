/// Deliberately wrong twins of this target's receivers: the closure's classic leak.
///
/// Never copy them; the tests prove that they leak, and the lesson shows it. The senders
/// are the correct ones: a stored closure is held strongly wherever it is stored, so the
/// mistake is always in the code that writes it.
///
/// The twins keep the names of the screens they copy, so a leak report reads
/// `MemberListScreen`, `MemberDetailScreen`, exactly as it would in an app.
package enum Mistake {}
