// Deliberately wrong twins of ViaObservation's screens: Observation's classic leak. Each
// exchange needs two slips at once: a sender that goes without ending its state, which
// Observation does not notice by itself, and a receiver whose `[weak self]` task unwraps
// `self` once, at the top, and so holds it while it waits for that ending. Never copy them:
// the tests prove that they leak, and Lesson 8 shows it. Each twin is its original with the
// lines marked `// MISTAKE:` changed, and nothing else (PackageTests' TwinTests check it).
//
// A twin keeps its original's names, so that a leak report names `MemberListScreen`, as it
// would in an app, and its original's imports. It sees the rest of ViaObservation through
// this one line: `@_exported` makes an import serve every file of this module (a plain one
// serves only its own file), and this module's declarations shadow the original's of the
// same name.
@_exported import ViaObservation
