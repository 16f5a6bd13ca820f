/// Deliberately wrong twins of this target's screens: the AsyncStream variant's classic leak.
///
/// Never copy them; the tests prove that they leak, and the lesson shows it. Each exchange
/// needs two slips at once: a sender whose stream never finishes, and a receiver whose
/// `[weak self]` task holds it strongly for as long as the loop runs.
///
/// The twins keep the names of the screens they copy, so a leak report reads
/// `MemberListScreen still alive`, exactly as it would in an app. Reflection cannot see
/// what holds it (a task), which the report says.
package enum Mistake {}
