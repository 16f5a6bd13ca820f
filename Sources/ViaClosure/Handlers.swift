// Closures: the sender stores a function to call, not an object to tell. The receiver
// writes that function where it creates the sender, and decides there what it captures.
import Members
import StageKit

// snippet: handlers
/// What a detail screen calls on Save of a new member: add `member`.
///
/// A closure type names only what is passed, and `@MainActor` says where it runs: on the
/// main actor, as the screens do.
public typealias SaveHandler = @MainActor (_ member: Member) -> Void
/// What a detail screen calls on Save of an edited member: replace row `index` with `member`.
public typealias UpdateHandler = @MainActor (_ index: Int, _ member: Member) -> Void
/// What a compose screen calls on Done, with the value typed.
public typealias InputHandler = @MainActor (_ value: String?) -> Void
/// What a compose screen calls on Cancel: there is no value.
public typealias CancelHandler = @MainActor () -> Void
// end snippet

extension Transcript {
  /// Records that `sender` called one of its closures, or that it had none to call.
  ///
  /// A closure has no name: the sender cannot say who is behind it, so the arrow points
  /// at `{ closure }`.
  func call(from sender: AnyObject, isSet: Bool, _ text: String) {
    record(.message(from: Self.name(of: sender), to: isSet ? "{ closure }" : nil, text: text))
  }
}
