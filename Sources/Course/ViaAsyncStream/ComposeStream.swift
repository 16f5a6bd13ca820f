// The compose exchange's stream: the compose screen writes how it ended, once, then the
// stream finishes. Unlike a delegate's message it names no sender; the reader knows which
// stream it is reading.
import Members

/// What a compose screen writes on Done or Cancel: one `ComposeOutcome`, then the end.
package typealias ComposeStream = AsyncStream<ComposeOutcome>
