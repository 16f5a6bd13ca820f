/// Deliberately wrong twins of this target's screens: the delegate pattern's classic leak.
///
/// Never copy them; the tests prove that they leak, and the lesson shows it.
///
/// The twins keep the names of the screens they copy, so a leak report reads
/// `MemberDetailScreen.delegate → MemberListScreen.detail → MemberDetailScreen`,
/// exactly as it would in an app.
package enum Mistake {}
