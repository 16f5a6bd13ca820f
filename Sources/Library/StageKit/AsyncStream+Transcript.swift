// A stream's end is part of what a transcript tells: it is where a reader's loop stops.

extension AsyncStream.Continuation {
  /// Records in `transcript` how the stream ends, by `name`: "… finished", or "… cancelled".
  ///
  /// - Parameters:
  ///   - name: The stream's name in the transcript, such as "MemberDetailScreen.events".
  ///   - transcript: Where to record it.
  package func recordEnd(as name: String, in transcript: Transcript) {
    onTermination = { reason in
      transcript.record(.navigation("\(name) \(reason == .finished ? "finished" : "cancelled")"))
    }
  }
}
