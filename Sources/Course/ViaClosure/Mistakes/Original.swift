// Deliberately wrong twins of ViaClosure's receivers: the closure's classic leak, a closure
// that captures `self` strongly, stored by a sender that its receiver keeps. Never copy them:
// the tests prove that they leak, and Lesson 4 shows it. The senders are the correct ones: a
// stored closure is held strongly wherever it is stored, so the mistake is always in the
// code that writes it. Each twin is its original with the lines marked `// MISTAKE:`
// changed, and nothing else (PackageTests' TwinTests check it).
//
// A twin keeps its original's names, so that a leak report reads as it would in an app,
// and its original's imports. It sees the rest of ViaClosure through this one line:
// `@_exported` makes an import serve every file of this module (a plain one serves only its
// own file), and this module's declarations shadow ViaClosure's of the same name.
@_exported import ViaClosure
