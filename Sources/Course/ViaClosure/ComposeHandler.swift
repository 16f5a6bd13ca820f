// The compose exchange's closure: one call when the compose screen ends, with how it ended.
// It names no sender: each closure already knows which value it sets.
import Members

// snippet: handler
/// What a compose screen calls on Done or Cancel: the typed value, or `.cancelled`.
package typealias ComposeHandler = @MainActor (_ outcome: ComposeOutcome) -> Void
// end snippet
