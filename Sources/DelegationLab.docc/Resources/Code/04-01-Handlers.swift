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
