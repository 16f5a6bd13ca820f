/// Posts `message` from `sender`, as a classic notification or as a typed message.
@MainActor
func post<Message: ClassicMessage & NotificationCenter.MainActorMessage>(
  _ message: Message, from sender: Message.Subject, style: NotificationStyle
) where Message.Subject: AnyObject {
  switch style {
  case .classic:
    post(name: Message.notificationName, object: sender, userInfo: message.userInfo)
  case .typed:
    post(message, subject: sender)
  }
}

/// Observes `type` messages posted by `sender`, in `style`.
///
/// - Parameters:
///   - type: The message to hear.
///   - sender: The only object whose posts are heard (`object:`, or the typed `subject`).
///   - style: Classic notifications or typed messages.
///   - ignored: Called instead of `handler` when a classic payload cannot be read.
///   - handler: Called with each message, on the main actor.
@MainActor
func observe<Message: ClassicMessage & NotificationCenter.MainActorMessage & Sendable>(
  _ type: Message.Type, from sender: Message.Subject, style: NotificationStyle,
  ignored: @escaping @MainActor (UserInfoError) -> Void, handler: @escaping @MainActor (Message) -> Void
) where Message.Subject: AnyObject & Sendable {
  // The center matches `object:` by address, and a freed sender's address can be reused
  // by a new object; so an observer hears only while its own sender is alive.
  switch style {
  case .classic:
    let token = center.addObserver(forName: Message.notificationName, object: sender, queue: nil) {
      [weak sender] notification in
      let read = Result { () throws(UserInfoError) in try Message(notification) }
      // `queue: nil` delivers on the posting thread, and this target posts on the main actor.
      MainActor.assumeIsolated {
        guard sender != nil else { return }
        switch read {
        case .success(let message): handler(message)
        case .failure(let error): ignored(error)
        }
      }
    }
    classicTokens.append(token)
  case .typed:
    let token = center.addObserver(of: sender, for: Message.self) { [weak sender] message in
      guard sender != nil else { return }
      handler(message)
    }
    typedTokens.append(token)  // kept: a dropped token ends the observation at once
  }
}
