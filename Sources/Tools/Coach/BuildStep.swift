// SwiftPM numbers the steps of a build ("[37/245] Compiling …"). The Coach reads those
// numbers from the build's output as it arrives, so that a first build, which takes a
// minute or more, shows how far it has got instead of staying silent.

/// One numbered step of a build: the step just started, and how many there are.
struct BuildStep: Equatable, Sendable {
  let done: Int
  let total: Int

  /// Reads a line such as "[37/245] Compiling Exercises Exercise1.swift"; `nil` for any other line.
  init?(_ line: String) {
    guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
    let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/")
    guard numbers.count == 2, let done = Int(numbers[0]), let total = Int(numbers[1]), total > 0 else { return nil }
    self.init(done: done, total: total)
  }

  init(done: Int, total: Int) {
    self.done = min(done, total)
    self.total = total
  }

  /// How far the build has got, from 0 to 100.
  var percent: Int { done * 100 / total }
}
