import Foundation
import LeakCheck
import Members
import Testing

/// What one variant ended with after one script.
private struct Outcome: Equatable {
  let members: [Member]
  let rows: [String]
  let releasedDetailScreens: Int
}

@Suite("Differential stress: every variant ends in the same state")
@MainActor
struct DifferentialStressTests {
  /// The number of scripts; the environment can lower it for slow sanitizer builds.
  static let scriptCount =
    ProcessInfo.processInfo.environment["DELEGATIONLAB_STRESS_SCRIPTS"].flatMap(Int.init) ?? 10_000

  @Test("10,000 seeded random edit scripts end identically in every variant and in the model")
  func randomScriptsAgree() async throws {
    for seed in 0..<UInt64(Self.scriptCount) {
      let script = EditScript(seed: seed)
      let expected = script.expectedMembers()
      var outcomes: [(Variant, Outcome)] = []
      for variant in Variant.all {
        outcomes.append((variant, try await run(script, on: variant)))
      }
      for (variant, outcome) in outcomes {
        guard outcome.members == expected, outcome.rows == expected.map(\.description), outcome == outcomes[0].1
        else {
          Issue.record(
            """
            \(variant) diverged on \(script)
              expected members \(expected)
              \(variant): \(outcome)
              \(outcomes[0].0): \(outcomes[0].1)
            """)
          return
        }
      }
    }
  }

  private func run(_ script: EditScript, on variant: Variant) async throws -> Outcome {
    let scene = MemberScene(variant, members: script.members)
    for step in script.steps {
      switch step {
      case .add(let name, let age):
        try scene.tapPlus()
        scene.type(name: name, age: age)
        await scene.save()
        if scene.detail != nil { await scene.back() }  // refused input: the user gives up
      case .update(let row, let age):
        try scene.select(row: row)
        scene.type(age: age)
        await scene.save()
        if scene.detail != nil { await scene.back() }
      case .back(let row):
        if let row { try scene.select(row: row) } else { try scene.tapPlus() }
        scene.type(name: "Not saved")
        await scene.back()
      }
    }
    let outcome = Outcome(
      members: scene.members, rows: scene.visibleRows,
      releasedDetailScreens: scene.released.filter { $0 == "MemberDetailScreen" }.count)
    let report = await scene.close()
    #expect(report.isClean, "\(variant) on \(script): \(report)")
    #expect(outcome.releasedDetailScreens == script.steps.count, "\(variant) on \(script)")
    return outcome
  }
}
