import StageKit
import Testing

/// A receiver with a name of its own, as a compose screen for the title has.
private final class Named: TranscriptNamed {
  let transcriptName = "title composer"
}

/// A receiver without one: it goes by its type.
private final class Plain {}

/// A delegate protocol that is not class-bound, so a value may adopt it.
private protocol AnyDelegate {}
private struct ValueDelegate: AnyDelegate {}

@Suite("One call records every mechanism's message")
struct TranscriptTests {
  @Test("An object goes by its transcriptName, or else by its type")
  func objectsAreNamed() {
    let transcript = Transcript()
    transcript.message(from: Plain(), to: Named(), "hello")
    #expect(transcript.entries == [.message(from: "Plain", to: "title composer", text: "hello")])
  }

  @Test("A closure has no name: it goes by { closure }")
  func closuresAreNamedAsClosures() {
    let transcript = Transcript()
    let onSave: ((Int) -> Void)? = { _ in }
    transcript.message(from: Plain(), to: onSave, "onSave(1)")
    #expect(transcript.entries.map(\.description) == ["Plain → { closure }: onSave(1)"])
  }

  @Test("A string is the name itself, for what has none, such as a stream")
  func stringsAreNames() {
    let transcript = Transcript()
    transcript.message(from: "MemberDetailScreen.events", to: Plain(), "add(Kim Minji, 28)")
    #expect(transcript.entries.map(\.description) == ["MemberDetailScreen.events → Plain: add(Kim Minji, 28)"])
  }

  @Test("A value that adopts a delegate protocol goes by its type")
  func valuesAreNamedByType() {
    let transcript = Transcript()
    let delegate: (any AnyDelegate)? = ValueDelegate()
    transcript.message(from: Plain(), to: delegate, "hello")
    #expect(transcript.entries.map(\.description) == ["Plain → ValueDelegate: hello"])
  }

  @Test("No receiver, no delegate set, no closure set: nobody heard it")
  func nilIsNobody() {
    let transcript = Transcript()
    let delegate: Plain? = nil
    let onSave: ((Int) -> Void)? = nil
    transcript.message(from: Plain(), to: delegate, "addNewMember")
    transcript.message(from: Plain(), to: onSave, "onSave(1)")
    #expect(transcript.entries.map(\.description) == ["Plain → nobody: addNewMember", "Plain → nobody: onSave(1)"])
  }

  @Test("A stream records how it ends, by the name it goes by", .timeLimit(.minutes(10)), arguments: [true, false])
  func streamEndIsRecorded(finished: Bool) async {
    let transcript = Transcript()
    let (events, continuation) = AsyncStream<Int>.makeStream()
    continuation.recordEnd(as: "MemberDetailScreen.events", in: transcript)
    let reader = Task { for await _ in events {} }
    if finished { continuation.finish() } else { reader.cancel() }
    await reader.value
    let ending = finished ? "finished" : "cancelled"
    #expect(transcript.entries == [.navigation("MemberDetailScreen.events \(ending)")])
  }
}
