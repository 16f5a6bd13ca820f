/// Deliberately wrong twins of this target's coordinators: the two classic coordinator leaks.
///
/// Never copy them; the tests prove what they keep alive, and the lesson shows it.
///
/// The twins keep the names of the types they copy, so a leak report reads
/// `BuyCoordinator.parentCoordinator → MainCoordinator.childCoordinators[0] → BuyCoordinator`,
/// exactly as it would in an app.
package enum Mistake {}
