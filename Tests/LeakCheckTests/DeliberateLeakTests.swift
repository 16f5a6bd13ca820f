// The one test in this package that leaks on purpose and does not clean up. It runs only
// when .ci/run asks for it, to prove that LeakSanitizer (with the checked-in suppressions)
// still catches a real cycle of this project's code. Without such a proof, a suppressions
// file could quietly hide every leak.
import Foundation
import Testing

/// Half of a cycle that nobody breaks.
private final class DeliberateLeakNode {
  var next: DeliberateLeakNode?
}

@Suite("A deliberate leak, for the sanitizer's own test")
struct DeliberateLeakTests {
  @Test(
    "A cycle left alive is reported by LeakSanitizer",
    .enabled(if: ProcessInfo.processInfo.environment["DELEGATIONLAB_DELIBERATE_LEAK"] == "1"))
  func cycleIsLeftAlive() {
    let first = DeliberateLeakNode()
    let second = DeliberateLeakNode()
    first.next = second
    second.next = first
  }
}
