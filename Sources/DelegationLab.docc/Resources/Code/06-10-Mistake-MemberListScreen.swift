// WRONG: `[weak self]` is only weak until `self?.consume` starts; inside the method
// `self` is strong, for as long as the loop runs: until the stream finishes.
listeners.append(Task.immediate { [weak self] in await self?.consume(events) })

/// Reads every event until the stream finishes, with `self` strong all along.
func consume(_ events: AsyncStream<MemberEvent>) async {
  for await event in events {
    transcript.record(.message(from: "MemberDetailScreen.events", to: transcriptName, text: "\(event)"))
    if case .saved(let member) = event { memberListManager.makeNewMember(member) }
  }
}
