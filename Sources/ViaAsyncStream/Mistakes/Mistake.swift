/// Deliberately wrong twins of this target's screens: the AsyncStream variant's classic leak.
///
/// Never copy them; the tests prove that they leak, and the lesson shows it.
///
/// The twins keep the names of the screens they copy, so a leak report reads
/// `MemberListScreen still alive`, exactly as it would in an app. Reflection cannot see
/// what holds it (a task), which the report says.
public enum Mistake {}
