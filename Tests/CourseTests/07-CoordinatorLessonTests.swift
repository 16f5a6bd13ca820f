import Testing

@Suite("Lesson 7 tells what really happened", .timeLimit(.minutes(10)))
@MainActor
struct CoordinatorLessonTests {
  /// The output's lines, without the indentation of the replayed transcript.
  private func lines(_ arguments: [String]) async throws -> [String] {
    try await lessonOutput(7, arguments: arguments).components(separatedBy: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test("Each child is released as its flow ends, by Back or by Done, not at the end")
  func childReleasedWhenItsFlowEnds() async throws {
    let lines = try await lines([])
    let finishes = lines.indices.filter { lines[$0].hasPrefix("BuyCoordinator ──childDidFinish(BuyCoordinator)") }
    #expect(finishes.count == 2)
    for finish in finishes {
      let rest = lines[finish...].prefix(5)
      #expect(rest.contains("✓ released BuyCoordinator"), "\(rest)")
    }
    let lifetimeCheck = try #require(
      lines.firstIndex(of: "── Lifetime check ──────────────────────────────────────────"))
    #expect(!lines[lifetimeCheck...].contains("✓ released BuyCoordinator"))
  }

  @Test("Back is noticed by the navigation controller's delegate, which then ends the child")
  func backIsNoticedThroughTheDelegate() async throws {
    let lines = try await lines([])
    let back = try #require(lines.firstIndex(of: "▸ you tap ‹ Back"))
    #expect(
      Array(lines[(back + 1)...].prefix(4)) == [
        "⇢ pop BuyScreen",
        "NavigationController ──didShow(HomeScreen)──▶ MainCoordinator",
        "MainCoordinator ──finish(.back)──▶ BuyCoordinator",
        "BuyCoordinator ──childDidFinish(BuyCoordinator)──▶ MainCoordinator",
      ])
  }

  @Test("Two children run at once, and ending one leaves the other")
  func twoChildrenAtOnce() async throws {
    let lines = try await lines([])
    #expect(lines.contains("Now main.childCoordinators is [BuyCoordinator, CreateAccountCoordinator]."))
    let create = try #require(lines.firstIndex(of: "▸ you tap Create"))
    let next = try #require(lines[create...].firstIndex { $0.hasPrefix("Now main.childCoordinators is") })
    #expect(lines[next] == "Now main.childCoordinators is [BuyCoordinator].")
    #expect(lines.last == "Verdict: every object was released.")
  }

  @Test("The mistake run counts the never-removed children and names the strong-parent cycle")
  func mistakeCountsAndNames() async throws {
    let lines = try await lines(["--mistake"])
    #expect(lines.contains("Now main.childCoordinators is [BuyCoordinator, BuyCoordinator, BuyCoordinator]."))
    #expect(lines.filter { $0.hasPrefix("✗ BuyCoordinator #") }.count == 3)
    let strongParent = try #require(lines.firstIndex { $0.hasPrefix("── Step 2 · A child that holds its parent") })
    #expect(!lines[..<strongParent].contains { $0.contains("retain cycle") }, "kept children are not a cycle")
    #expect(lines.contains("Verdict: mistake caught, as predicted: 3 finished BuyCoordinators are still alive."))
    #expect(lines.contains("BuyCoordinator.parentCoordinator → MainCoordinator.childCoordinators[0] → BuyCoordinator"))
    #expect(lines.contains("Verdict: leak caught, as this mistake predicts."))
    let breaking = try #require(lines.firstIndex(of: "child.parentCoordinator = nil"))
    #expect(lines[breaking...].contains("✓ released NavigationController"))
  }
}
