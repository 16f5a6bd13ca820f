/// Deliberately wrong twins of this target's receivers: NotificationCenter's two classic slips.
///
/// Never copy them; the tests prove what goes wrong, and the lesson shows it. The senders
/// are the correct ones: they post to a center and know nobody, whoever observes them.
///
/// The twins keep the names of the screens they copy, so a leak report reads
/// `MemberListScreen`, exactly as it would in an app.
package enum Mistake {}
