/// Asks "should this be saved?" by broadcast: WRONG, a notification cannot return an answer.
static func askByBroadcast(_ member: Member, center: NotificationCenter) -> SaveReply {
  let reply = SaveReply()
  center.post(name: shouldSave, object: nil, userInfo: ["member": member, "reply": reply])
  return reply  // nil if nobody listened; the last writer's answer if several did
}

/// Asks the delegate: exactly one receiver, and the compiler makes it answer.
static func askDelegate(_ member: Member, delegate: (any SaveApproving)?) -> Bool {
  delegate?.shouldSave(member) ?? true  // no delegate: the default is written here, visibly
}
