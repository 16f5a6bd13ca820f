// What a sender screen tells its receiver when it goes back. The seed passes an
// NSDictionary (@{@"message": …, @"score": …}); a struct says the same with types, so a
// misspelled key or a score sent as text does not compile.

/// One piece of information a sender screen sends back: a message and a score.
package struct SenderInfo: Equatable, Sendable, CustomStringConvertible {
  /// The text of the information.
  package let message: String
  /// A number that goes with it.
  package let score: Int

  /// Creates a piece of information.
  package init(message: String, score: Int) {
    self.message = message
    self.score = score
  }

  /// The required information of the seed: every receiver must take it.
  package static let sampleRequired = SenderInfo(message: "this is required", score: 3)
  /// The optional information of the seed: only a receiver that wants it gets it.
  package static let sampleOptional = SenderInfo(message: "this is optional", score: 100)

  /// The information as the transcript and the screens show it: `"this is required", 3`.
  package var description: String { "\"\(message)\", \(score)" }
}

/// What a receiver was told, in the order it was told.
package enum Received: Equatable, Sendable, CustomStringConvertible {
  /// The required information arrived.
  case required(SenderInfo)
  /// The optional information arrived.
  case optional(SenderInfo)

  package var description: String {
    switch self {
    case .required(let info): "required \(info)"
    case .optional(let info): "optional \(info)"
    }
  }
}
