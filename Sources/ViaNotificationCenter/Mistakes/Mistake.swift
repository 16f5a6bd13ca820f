/// Deliberately wrong twins of this target's screens: NotificationCenter's two classic slips.
///
/// Never copy them; the tests prove what goes wrong, and the lesson shows it.
///
/// The twins keep the names of the screens they copy, so a leak report reads
/// `MemberListScreen`, exactly as it would in an app.
public enum Mistake {}
