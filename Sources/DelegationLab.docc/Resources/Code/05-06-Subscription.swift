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
