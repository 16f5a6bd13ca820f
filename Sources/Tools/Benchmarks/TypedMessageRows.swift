// The typed-message row: a `NotificationCenter.MainActorMessage` carries a typed value to an
// observer that runs on the main actor. Observation lasts as long as the returned token. The
// center holds other names' observers, as the NotificationCenter rows' centers do.
import BenchmarkKit
import Foundation

/// The subject a typed message is about: the benchmark's stand-in for a detail screen.
final class MessageSubject: Sendable {}

/// "A member was saved", as a typed main-actor message with its value.
struct MemberSavedMessage: NotificationCenter.MainActorMessage {
  typealias Subject = MessageSubject
  let value: Int
}

extension NotificationCenter.MessageIdentifier
where Self == NotificationCenter.BaseMessageIdentifier<MemberSavedMessage> {
  /// The identifier observers use for `MemberSavedMessage`.
  static var memberSaved: Self { .init() }
}

enum TypedMessageRows {
  static let all: [BenchmarkCase] = [
    BenchmarkCase("NotificationCenter.MainActorMessage, 1 observer of the subject", expected: Checksum.sumOfIndices) {
      iterations in
      let center = NotificationRows.busyCenter()
      let subject = MessageSubject()
      let receiver = Receiver()
      let token = center.addObserver(of: subject, for: .memberSaved) { message in receiver.receive(message.value) }
      for index in 0..<iterations { center.post(MemberSavedMessage(value: index), subject: subject) }
      return withExtendedLifetime(token) { receiver.total }
    }
  ]
}
