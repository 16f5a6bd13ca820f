// Deliberately wrong twins of ViaNotificationCenter's receivers: NotificationCenter's classic
// leak, a block observer that captures `self` strongly. The center keeps the block until the
// observer is removed; the receiver's subscriptions remove it when its one message arrives,
// or when the receiver is released. A sender that goes without a word (Back) leaves it in
// place, and then the block keeps the receiver, which is never released. Never copy them: the
// tests prove it, and Lesson 5 shows it. The senders are the correct ones: they post to a
// center and know nobody. Each twin is its original with the lines marked `// MISTAKE:`
// changed, and nothing else (PackageTests' TwinTests check it).
//
// A twin keeps its original's names, so that a leak report reads as it would in an app,
// and its original's imports. It sees the rest of ViaNotificationCenter through this one
// line: `@_exported` makes an import serve every file of this module (a plain one serves
// only its own file), and this module's declarations shadow the original's of the same name.
@_exported import ViaNotificationCenter
