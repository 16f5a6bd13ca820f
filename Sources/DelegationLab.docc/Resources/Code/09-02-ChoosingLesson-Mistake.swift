/// Asks "should this be saved?" by broadcast: WRONG, a notification cannot return an answer.
static func askByBroadcast(_ member: Member, center: NotificationCenter) -> SaveReply {
  let reply = SaveReply()
  center.post(name: shouldSave, object: nil, userInfo: ["member": member, "reply": reply])
  return reply  // nil if nobody listened; the last writer's answer if several did
}
