import Foundation
import Languages
import Testing

@testable import Course

@Suite("Korean particles follow how the name before them is read")
struct KoreanParticleTests {
  /// Every Latin name written right before a changing particle in `text`: ("Screen", "이").
  static func namedParticles(in text: String) -> [(name: String, particle: String)] {
    var found: [(String, String)] = []
    let pattern = /([A-Za-z][A-Za-z0-9_]*(?:\(\))?)(이라고|라고|이나|나|으로|로|이|가|은|는|을|를|과|와)(?![가-힣])/
    for match in text.matches(of: pattern) { found.append((String(match.output.1), String(match.output.2))) }
    return found
  }

  @Test(
    "Every name the translators wrote before a particle agrees with the reading rules, so the rules read as they do")
  func literalsAgree() {
    var checked = 0
    for (_, text) in Localization.koreanEntries {
      for (name, particle) in Self.namedParticles(in: text) {
        let ending = KoreanParticle.ending(of: name)
        #expect(ending.flatMap { KoreanParticle.form(of: particle, after: $0) } == particle, "\(name)\(particle)")
        checked += 1
      }
    }
    #expect(checked > 50)
  }

  @Test(
    "A template's particle after a placeholder takes the form the name asks for",
    arguments: [
      ("MemberDetailScreen", "MemberDetailScreen이 해제되었습니다"), ("ValueView", "ValueView가 해제되었습니다"),
      ("김민지", "김민지가 해제되었습니다"), ("박지훈", "박지훈이 해제되었습니다"),
    ])
  func templateChooses(name: String, expected: String) {
    let table = TranslationTable(["{0} was released": "{0}가 해제되었습니다"], choosesParticles: true)
    #expect(table.lookup("\(name) was released")?.text == expected)
  }

  @Test(
    "Each changing particle, after a vowel, a consonant and ㄹ",
    arguments: ["이", "가", "은", "는", "을", "를", "과", "와", "으로", "로"])
  func forms(particle: String) {
    let vowel = KoreanParticle.form(of: particle, after: .vowel)
    let consonant = KoreanParticle.form(of: particle, after: .consonant)
    let rieul = KoreanParticle.form(of: particle, after: .rieul)
    #expect(["가", "는", "를", "와", "로"].contains(vowel))
    #expect(["이", "은", "을", "과", "으로"].contains(consonant))
    #expect(rieul == (particle == "으로" || particle == "로" ? "로" : consonant))
  }

  @Test(
    "Names read as Korean developers read them",
    arguments: [
      ("MemberDetailScreen", KoreanParticle.Ending.consonant), ("MemberDelegate", .vowel),
      ("NavigationController", .vowel),
      ("AsyncStream", .consonant), ("nil", .rieul), ("title", .rieul), ("Back", .consonant), ("Done", .consonant),
      ("Save", .vowel), ("start()", .vowel), ("\u{1B}[1mValueScreen\u{1B}[0m", .consonant), ("김민지", .vowel),
      ("박지훈", .consonant), ("서울", .rieul), ("3", .consonant),
    ])
  func readings(name: String, ending: KoreanParticle.Ending) {
    #expect(KoreanParticle.ending(of: name) == ending)
  }

  @Test("Every Korean lesson run puts the right particle after every name it prints", .timeLimit(.minutes(10)))
  @MainActor
  func runsAgree() async throws {
    for number in CourseCatalog.lessons.map(\.number) {
      for mistake in [false, true] {
        let run = try await LessonChild.narration(number, mistake: mistake, language: .korean)
        for (name, particle) in Self.namedParticles(in: run.output.joined(separator: "\n")) {
          let right = KoreanParticle.ending(of: name).flatMap { KoreanParticle.form(of: particle, after: $0) }
          #expect(
            right == particle,
            "Lesson\(number)\(mistake ? " --mistake" : ""): \(name)\(particle), not \(name)\(right ?? "?")")
        }
      }
    }
  }
}
