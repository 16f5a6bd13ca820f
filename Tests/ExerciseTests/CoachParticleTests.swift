import Languages
import Testing

@testable import Coach

@Suite("The Coach's Korean particles follow how the name before them is read")
struct CoachParticleTests {
  @Test("Every name the Coach's Korean table writes before a particle agrees with the reading rules")
  func literalsAgree() {
    let pattern = /([A-Za-z][A-Za-z0-9_]*(?:\(\))?)(이라고|라고|이나|나|으로|로|이|가|은|는|을|를|과|와)(?![가-힣])/
    var checked = 0
    for (_, text) in CoachTranslator.koreanEntries {
      for match in text.matches(of: pattern) {
        let (name, particle) = (String(match.output.1), String(match.output.2))
        let right = KoreanParticle.ending(of: name).flatMap { KoreanParticle.form(of: particle, after: $0) }
        #expect(right == particle, "\(name)\(particle), not \(name)\(right ?? "?")")
        checked += 1
      }
    }
    #expect(checked > 50)
  }
}
