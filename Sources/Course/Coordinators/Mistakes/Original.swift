// Deliberately wrong twins of Coordinators' files: the two classic coordinator leaks. A main
// coordinator that never removes a finished child (it is not the navigation controller's
// delegate, so Back goes unheard, and its childDidFinish forgets to remove), and a buy flow
// that holds its parent strongly, which is a cycle once the app lets go of the parent while
// the flow runs. Never copy them: the tests prove what they keep alive, and Lesson 7 shows
// it. Each twin is its original with the lines marked `// MISTAKE:` changed, and nothing else
// (PackageTests' TwinTests check it).
//
// A twin keeps its original's names, so that a leak report reads
// `BuyCoordinator.parentCoordinator → MainCoordinator.childCoordinators[0] → BuyCoordinator`,
// as it would in an app, and its original's imports. It sees the rest of Coordinators through
// this one line: `@_exported` makes an import serve every file of this module (a plain one
// serves only its own file), and this module's declarations shadow the original's of the
// same name.
@_exported import Coordinators
