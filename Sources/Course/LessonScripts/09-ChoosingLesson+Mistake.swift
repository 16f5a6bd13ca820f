// Lesson 9's mistake: asking a question ("should this member be saved?") by broadcasting a
// notification with a reply box in userInfo. It compiles and runs; what it cannot do is tell
// "nobody answered" from "yes", or say whose answer counts. The delegate version can.
import Foundation
import Members
import StageKit

/// A reply box a sender puts in a notification's userInfo, hoping someone writes an answer.
final class SaveReply {
  /// The last answer written, if anyone wrote one.
  var shouldSave: Bool?
  /// Who wrote answers, in the order they ran.
  var answeredBy: [String] = []
}

// snippet: save-approving
/// The question as a delegate method: one receiver, and it must return the answer.
@MainActor
protocol SaveApproving: AnyObject {
  /// Returns whether `member` should be saved.
  func shouldSave(_ member: Member) -> Bool
}
// end snippet

/// A receiver that approves members of 20 or older.
@MainActor
final class AgeApprover: SaveApproving {
  func shouldSave(_ member: Member) -> Bool { member.age >= 20 }
}

extension ChoosingLesson {
  static let shouldSave = Notification.Name("DelegationLab.Lesson9.shouldSave")

  // snippet: broadcast-question
  /// Asks "should this be saved?" by broadcast: WRONG, a notification cannot return an answer.
  static func askByBroadcast(_ member: Member, center: NotificationCenter) -> SaveReply {
    let reply = SaveReply()
    center.post(name: shouldSave, object: nil, userInfo: ["member": member, "reply": reply])
    return reply  // nil if nobody listened; the last writer's answer if several did
  }
  // end snippet

  // snippet: delegate-question
  /// Asks the delegate: exactly one receiver, and the compiler makes it answer.
  static func askDelegate(_ member: Member, delegate: (any SaveApproving)?) -> Bool {
    delegate?.shouldSave(member) ?? true  // no delegate: the default is written here, visibly
  }
  // end snippet

  /// Asks a question by broadcast, three ways, and shows what breaks; it drives no screens.
  package func runMistake(_ narrator: Narrator, transcript: Transcript) -> Bool {
    narrator.say(
      "The classic wrong choice: a one-to-one question, sent as a one-to-many broadcast. The",
      "detail screen wants to ask \"should this member be saved?\" before saving, and posts:")
    narrator.code(
      "center.post(name: shouldSave, object: nil, userInfo: [\"member\": member, \"reply\": reply])",
      from: "Course/LessonScripts/09-ChoosingLesson+Mistake.swift#broadcast-question")
    narrator.say("and hopes that someone writes an answer into `reply`. Three runs show what goes wrong.")
    let member = Member(name: narrator.cast.first, age: 18)

    narrator.step("Nobody is listening")
    let center = NotificationCenter()
    let silence = Self.askByBroadcast(member, center: center)
    narrator.say("The post went out; the reply box came back with \(describe(silence)).")
    narrator.say(
      "The sender cannot tell \"nobody listened\" from \"somebody forgot to answer\". It must",
      "guess, and a guess of \"save\" saves a member that a rule would have refused.")

    narrator.step("Two observers answer")
    var tokens: [any NSObjectProtocol] = []
    for (name, answer) in [("the list (age ≥ 20: no)", false), ("a draft autosaver (always yes)", true)] {
      tokens.append(
        center.addObserver(forName: Self.shouldSave, object: nil, queue: nil) { note in
          guard let reply = note.userInfo?["reply"] as? SaveReply else { return }
          reply.answeredBy.append(name)
          reply.shouldSave = answer
        })
    }
    let clash = Self.askByBroadcast(member, center: center)
    narrator.say(
      "Both observers ran (\(clash.answeredBy.count) answers written), into the same box, which keeps",
      "only the last one. Which observer runs last is up to the center, and in this Foundation",
      "it is not even the same from one run to the next: the sender gets \"save\" or \"do not",
      "save\" by chance, and the other answer is lost without a trace.")
    for token in tokens { center.removeObserver(token) }

    narrator.step("The same question as a delegate method")
    narrator.code(
      "func shouldSave(_ member: Member) -> Bool",
      from: "Course/LessonScripts/09-ChoosingLesson+Mistake.swift#save-approving")
    let approver = AgeApprover()
    let answer = Self.askDelegate(member, delegate: approver)
    let noDelegate = Self.askDelegate(member, delegate: nil)
    narrator.say(
      "With the list as delegate: \(answer ? "save" : "do not save"). Exactly one receiver,",
      "and it cannot forget to answer: the compiler requires the Bool. Without a delegate the",
      "default (\(noDelegate ? "save" : "do not save")) is written at the call site, where you can read it.")
    narrator.say("")
    narrator.say(
      "Use a delegate (or a closure returning a value) for questions; keep broadcasts for news",
      "that any number of listeners, or none, may hear.")
    return silence.shouldSave == nil && clash.answeredBy.count == 2 && clash.shouldSave != nil && !answer && noDelegate
  }

  private func describe(_ reply: SaveReply) -> String {
    switch reply.shouldSave {
    case nil: "no answer (nil)"
    case true?: "\"save\""
    case false?: "\"do not save\""
    }
  }
}
