// Deliberately wrong twins of ViaAsyncStream's screens: the AsyncStream variant's classic leak.
// Each exchange needs two slips at once: a sender whose stream never finishes, and a receiver
// whose `[weak self]` task unwraps `self` once, at the top, and so holds it for as long as
// the loop runs. Never copy them: the tests prove that they leak, and Lesson 6 shows it.
// Each twin is its original with the lines marked `// MISTAKE:` changed, and nothing else
// (PackageTests' TwinTests check it).
//
// A twin keeps its original's names, so that a leak report reads `MemberListScreen still
// alive`, as it would in an app, and its original's imports. It sees the rest of
// ViaAsyncStream through this one line: `@_exported` makes an import serve every file of this
// module (a plain one serves only its own file), and this module's declarations shadow the
// original's of the same name.
@_exported import ViaAsyncStream
