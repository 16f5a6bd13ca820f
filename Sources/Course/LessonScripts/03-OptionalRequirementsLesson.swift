// Lesson 3 (seed 003): a sender screen tells its receiver a required piece of
// information and, only if the receiver wants it, an optional one. Objective-C says this
// with @optional and respondsToSelector:; Swift on Linux has no Objective-C runtime, so
// the script drives the real OptionalRequirements screens through the Swift ways.
import Foundation
import LeakCheck
import OptionalRequirements
import StageKit

/// Lesson 3: required and optional delegate methods, without `@objc optional`.
package struct OptionalRequirementsLesson: Lesson {
  package let number = 3
  package let title = "Required and optional delegate methods in Swift"
  package let summary =
    "A sender screen tells its receiver a required piece of information and, only if the\n"
    + "receiver wants it, an optional one: techniques 1, 3 and 4 do what Objective-C's @optional\n"
    + "does. --mistake shows technique 2, a method only in a protocol extension, failing."
  package let mistakeHelp = "run technique 2, the static-dispatch pitfall, and catch the skipped method"

  /// Creates the lesson.
  package init() {}

  package func runCorrect(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "A receiver screen presents a sender screen. Going back, the sender tells the receiver",
      "a required piece of information and, only if the receiver wants it, an optional one.",
      "Objective-C marks the second method @optional and asks respondsToSelector: first.",
      "Swift on Linux has no Objective-C runtime, so `@objc optional func` does not even",
      "compile here: \"Objective-C interoperability is disabled\".")
    narrator.say(
      "Each technique below runs twice: for ReceiverScreen, which implements the optional",
      "method, and for RequiredOnlyReceiverScreen, which does not. (Technique 2 is the",
      "mistake: `--mistake` runs it.)")

    let watch = LeakWatch()
    do {
      narrator.step("Technique 1: a default implementation")
      narrator.say("The protocol declares both methods; an extension implements the optional one.")
      narrator.code(
        "package protocol DefaultingSenderDelegate: AnyObject {",
        "  func senderScreen(_ sender: DefaultingSenderScreen, didSendRequiredInfo info: SenderInfo)",
        "  func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo)",
        "}",
        "extension DefaultingSenderDelegate {",
        "  package func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo) {",
        from: "Course/OptionalRequirements/DefaultingSenderScreen.swift#protocol")
      let wanting = ReceiverScreen(technique: .defaultImplementation)
      goBack(
        narrator, transcript, receiver: wanting, open: wanting.receiverView.openButton, tag: "default", watch: watch,
        show: true)
      let notWanting = RequiredOnlyReceiverScreen(technique: .defaultImplementation)
      goBack(
        narrator, transcript, receiver: notWanting, open: notWanting.receiverView.openButton, tag: "default",
        watch: watch)
      narrator.say(
        "The sender asked nothing. ReceiverScreen's own method ran; RequiredOnlyReceiverScreen",
        "got the default. That works because the method is a requirement: dispatched dynamically.")

      narrator.step("Technique 3: a refining protocol, asked with as?")
      narrator.say("The optional method lives in a second protocol that refines the first.")
      narrator.code(
        "package protocol AskingSenderOptionalDelegate: AskingSenderDelegate {",
        "  func senderScreen(_ sender: AskingSenderScreen, didSendOptionalInfo info: SenderInfo)",
        "}",
        from: "Course/OptionalRequirements/AskingSenderScreen.swift#protocol")
      narrator.say("The sender asks before it calls:")
      narrator.code(
        "if let wanting = delegate as? any AskingSenderOptionalDelegate {",
        from: "Course/OptionalRequirements/AskingSenderScreen.swift#go-back")
      let conforming = ReceiverScreen(technique: .refiningProtocol)
      goBack(
        narrator, transcript, receiver: conforming, open: conforming.receiverView.openButton, tag: "as?", watch: watch)
      let baseOnly = RequiredOnlyReceiverScreen(technique: .refiningProtocol)
      goBack(narrator, transcript, receiver: baseOnly, open: baseOnly.receiverView.openButton, tag: "as?", watch: watch)
      narrator.say(
        "This is respondsToSelector: in Swift: the sender asks before it calls, and it knows",
        "when it skipped. The compiler checks the conformance, so a misspelled method fails to build.")

      narrator.step("Technique 4: optional closures")
      narrator.say("No protocol: the required closure is an init parameter, the optional one may be nil.")
      narrator.code(
        "package let onRequiredInfo: (SenderInfo) -> Void",
        "package var onOptionalInfo: ((SenderInfo) -> Void)?",
        from: "Course/OptionalRequirements/ClosureSenderScreen.swift#closures")
      let settingBoth = ReceiverScreen(technique: .optionalClosure)
      goBack(
        narrator, transcript, receiver: settingBoth, open: settingBoth.receiverView.openButton, tag: "closure",
        watch: watch)
      let settingOne = RequiredOnlyReceiverScreen(technique: .optionalClosure)
      goBack(
        narrator, transcript, receiver: settingOne, open: settingOne.receiverView.openButton, tag: "closure",
        watch: watch)
      narrator.say("Each receiver captured itself `[weak self]`: the closures do not keep it alive.")
      narrator.show(settingOne)

      narrator.lifetimeCheck(
        "Every sender was released as soon as it was dismissed. Now the app lets go of the",
        "receivers:")
    }
    return narrator.lifetimeVerdict(transcript, watch.report())
  }

  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "Technique 2 is the deliberately wrong one (Sources/Course/OptionalRequirements/Mistakes). It",
      "leaves the optional method out of the protocol and writes it only in an extension:")
    narrator.code(
      "package protocol ExtensionOnlySenderDelegate: AnyObject {",
      "  func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendRequiredInfo info: SenderInfo)",
      "  // WRONG: didSendOptionalInfo is missing here, so it is not a requirement.",
      "}",
      "extension ExtensionOnlySenderDelegate {",
      "  package func senderScreen(_ sender: ExtensionOnlySenderScreen, didSendOptionalInfo info: SenderInfo) {",
      from: "Course/OptionalRequirements/Mistakes/ExtensionOnlySenderScreen.swift#protocol")
    narrator.say(
      "ReceiverScreen implements didSendOptionalInfo itself. Everything compiles, without a",
      "warning. Watch which didSendOptionalInfo runs.")

    let watch = LeakWatch()
    let skipped: Bool
    do {
      narrator.step("Technique 2: open the sender and go back")
      let receiver = ReceiverScreen(technique: .extensionOnly)
      goBack(
        narrator, transcript, receiver: receiver, open: receiver.receiverView.openButton, tag: "pitfall", watch: watch)
      narrator.say(
        "Expected: ReceiverScreen's senderScreen(_:didSendOptionalInfo:) is called with",
        "\(SenderInfo.sampleOptional). It was skipped. ReceiverScreen received only:")
      for received in receiver.received { narrator.found("\(received)") }
      skipped = receiver.received == [.required(.sampleRequired)]
      narrator.show(receiver)

      narrator.step("Same object, same call, two static types")
      narrator.say("The call is resolved at compile time, from the type the caller sees:")
      let sender = ExtensionOnlySenderScreen()
      watch.watch(sender, as: "ExtensionOnlySenderScreen (direct calls)")
      narrator.code(
        "let asProtocol: any ExtensionOnlySenderDelegate = receiver",
        "asProtocol.senderScreen(sender, didSendOptionalInfo: .sampleOptional)",
        from: "Course/LessonScripts/03-OptionalRequirementsLesson.swift#as-protocol")
      // snippet: as-protocol
      let asProtocol: any ExtensionOnlySenderDelegate = receiver
      asProtocol.senderScreen(sender, didSendOptionalInfo: .sampleOptional)
      // end snippet
      narrator.replay(transcript)
      narrator.say("  received: \(receiver.received.count) piece(s), the optional one still missing")
      narrator.code(
        "receiver.senderScreen(sender, didSendOptionalInfo: .sampleOptional)",
        from: "Course/LessonScripts/03-OptionalRequirementsLesson.swift#as-receiver")
      // snippet: as-receiver
      receiver.senderScreen(sender, didSendOptionalInfo: .sampleOptional)
      // end snippet
      narrator.replay(transcript)
      narrator.say("  received: \(receiver.received.last.map { "\($0)" } ?? "nothing"): its own method ran this time")

      narrator.section("Dispatch check")
      narrator.say(
        "Through the protocol, the name didSendOptionalInfo means the extension's method,",
        "whatever the receiver implements. The sender cannot tell; only the transcript can.")
      _ = narrator.verdict(
        prediction: "ReceiverScreen's own didSendOptionalInfo is skipped", shown: skipped)

      narrator.lifetimeCheck("The pitfall leaks nothing. The app lets go of the receiver and the extra sender:")
    }
    let released = narrator.lifetimeVerdict(transcript, watch.report())

    narrator.section("The fix")
    narrator.say(
      "Declare the method in the protocol and keep the extension as its default: technique 1,",
      "step 1 of the normal run. Then the call is dispatched to the receiver's own version:")
    narrator.code(
      "package protocol DefaultingSenderDelegate: AnyObject {",
      "  func senderScreen(_ sender: DefaultingSenderScreen, didSendRequiredInfo info: SenderInfo)",
      "  func senderScreen(_ sender: DefaultingSenderScreen, didSendOptionalInfo info: SenderInfo)",
      "}",
      from: "Course/OptionalRequirements/DefaultingSenderScreen.swift#protocol")
    return skipped && released
  }

  /// Taps "Open sender" on `receiver`, then "‹ Back" on the sender, narrating both.
  private func goBack(
    _ narrator: Narrator, _ transcript: Transcript, receiver: ViewController, open: Button, tag: String,
    watch: LeakWatch, show: Bool = false
  ) {
    receiver.loadViewIfNeeded()
    let name = receiver.transcriptName
    watch.watch(receiver, as: "\(name) (\(tag))")
    _ = transcript.drain()
    narrator.user(show ? "on \(name), you tap Open sender" : "on \(name), you tap Open sender, then ‹ Back")
    open.tap()
    // Weak, like the app: only the presentation owns the sender.
    weak let sender = receiver.presentedViewController
    sender.map { watch.watch($0, as: "\($0.transcriptName) (for \(name))") }
    if show {
      narrator.replay(transcript)
      narrator.show(receiver)
      narrator.user("you tap ‹ Back")
    }
    sender?.navigationItem.leftBarButtonItem?.tap()
    narrator.replay(transcript)
  }
}
