import Foundation
import LeakCheck
import Members
import Testing
import Variants

/// What one variant ended with after one script.
private struct Outcome: Equatable {
  let members: [Member]
  let rows: [String]
  let releasedDetailScreens: Int
}

@Suite("Differential stress: every variant ends in the same state")
@MainActor
struct DifferentialStressTests {
  @Test(
    "Seeded random edit scripts end identically in every variant and in the model",
    .timeLimit(.minutes(30)), arguments: [StressScriptCount(environment: ProcessInfo.processInfo.environment)])
  func randomScriptsAgree(scripts: StressScriptCount) async throws {
    guard let count = scripts.count else {
      Issue.record(Comment(rawValue: scripts.problem))
      return
    }
    for seed in 0..<UInt64(count) {
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

/// The number of scripts the stress test runs: 500, or what DELEGATIONLAB_STRESS_SCRIPTS says.
///
/// `swift test` runs 500, so that an unchanged tree is checked in seconds; `.ci/run` runs
/// 10,000. A value that is not a whole number from 1 to 100,000 is refused: it would test
/// nothing, trap, be silently ignored, or run for days.
struct StressScriptCount: Sendable, CustomTestStringConvertible {
  /// The variable that sets the count.
  static let variable = "DELEGATIONLAB_STRESS_SCRIPTS"
  /// The count without the variable.
  static let standard = 500
  /// The most scripts a run may ask for: about ten minutes on a laptop.
  static let most = 100_000

  /// The number of scripts to run, or `nil` when the variable's value was refused.
  let count: Int?
  /// The variable's value, when it is set.
  let value: String?

  /// Reads the count from `environment`.
  init(environment: [String: String]) {
    value = environment[Self.variable]
    guard let value else {
      count = Self.standard
      return
    }
    count = Int(value).flatMap { (1...Self.most).contains($0) ? $0 : nil }
  }

  /// Why the value was refused, and what to give instead.
  var problem: String {
    "\(Self.variable)='\(value ?? "")' is not a number of scripts: give a whole number from 1 to"
      + " \(Self.most.formatted()) (.ci/run gives 10,000), or unset it to run \(Self.standard.formatted())."
  }

  /// How the test's output names its argument: "10,000 scripts (DELEGATIONLAB_STRESS_SCRIPTS)".
  var testDescription: String {
    guard let count else { return "\(Self.variable)='\(value ?? "")', refused" }
    return "\(count.formatted()) scripts" + (value == nil ? "" : " (\(Self.variable))")
  }
}

@Suite("The stress test's script count")
struct StressScriptCountTests {
  @Test("Without the variable, 500 scripts run")
  func standard() {
    #expect(StressScriptCount(environment: [:]).count == 500)
    #expect(StressScriptCount(environment: [:]).testDescription == "500 scripts")
  }

  @Test("A whole number of at least 1 sets the count, and the output names it")
  func accepted() {
    let scripts = StressScriptCount(environment: [StressScriptCount.variable: "10000"])
    #expect(scripts.count == 10_000 && scripts.testDescription == "10,000 scripts (DELEGATIONLAB_STRESS_SCRIPTS)")
    #expect(StressScriptCount(environment: [StressScriptCount.variable: "100000"]).count == 100_000)
  }

  @Test(
    "Anything else is refused with a message that says what to give",
    arguments: ["0", "-1", "abc", "", "1.5", " 500", "100001", "1000000000"])
  func refused(value: String) {
    let scripts = StressScriptCount(environment: [StressScriptCount.variable: value])
    #expect(scripts.count == nil)
    #expect(scripts.problem.hasPrefix("DELEGATIONLAB_STRESS_SCRIPTS='\(value)' is not a number of scripts"))
    #expect(scripts.testDescription.hasSuffix("refused"))
  }
}
