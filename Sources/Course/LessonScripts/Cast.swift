/// The people and place a lesson's members are named after, in the run's language.
///
/// A Korean run adds 김민지, a Japanese run 佐藤花子, an English run Kim Minji: the names
/// the learner would type in their own app.
import Languages

package struct Cast: Sendable {
  /// The member every lesson adds first.
  package let first: String
  /// The member whose input is refused or abandoned.
  package let second: String
  /// The first member's address.
  package let city: String

  /// Returns the cast for `language`.
  package static func of(_ language: Language) -> Cast {
    switch language {
    case .english: Cast(first: "Kim Minji", second: "Park Jisoo", city: "Seoul")
    case .korean: Cast(first: "김민지", second: "박지수", city: "서울")
    case .japanese: Cast(first: "佐藤花子", second: "鈴木一郎", city: "東京")
    }
  }
}
