// Deliberately wrong twins of ViaDelegate's files: the delegate pattern's classic leak, a
// delegate held strongly by a sender that its receiver keeps. Never copy them: the tests
// prove that they leak, and Lessons 1 and 2 show it. Each twin is its original with the
// lines marked `// MISTAKE:` changed, and nothing else (PackageTests' TwinTests check it).
//
// A twin keeps its original's names, so that a leak report reads as it would in an app,
// and its original's imports. It sees the rest of ViaDelegate through this one line:
// `@_exported` makes an import serve every file of this module (a plain one serves only its
// own file), and this module's declarations shadow ViaDelegate's of the same name.
@_exported import ViaDelegate
