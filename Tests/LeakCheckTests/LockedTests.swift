import LeakCheck
import Testing

@Suite("Locked")
struct LockedTests {
  @Test("Changes from many tasks at once are all kept, and ThreadSanitizer sees the lock")
  func concurrentChangesAreKept() async {
    let numbers = Locked<[Int]>([])
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask {
          for step in 0..<500 { numbers.withLock { $0.append(task * 1_000 + step) } }
        }
      }
    }
    #expect(numbers.withLock { $0.count } == 2_000)
    #expect(Set(numbers.withLock { $0 }).count == 2_000)
  }
}
