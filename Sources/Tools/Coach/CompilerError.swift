// A build that fails is not a crash of the Coach: it is the first thing to tell the
// learner, as a short list of the compiler's errors with paths they can click.
import Foundation

/// One error from the compiler, such as `Sources/YourWork/Exercises/Exercise1.swift:40:5: error: …`.
struct CompilerError: Equatable, Sendable, CustomStringConvertible {
  /// The file, relative to the package root when it is inside it.
  let file: String
  let line: Int
  let message: String

  var description: String { "\(file):\(line): \(message)" }

  /// The distinct errors in a build's output, in order.
  static func parse(_ output: String, root: URL) -> [CompilerError] {
    var errors: [CompilerError] = []
    let prefix = root.standardizedFileURL.path + "/"
    for line in output.split(separator: "\n") {
      let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
      guard parts.count == 5, parts[0].hasSuffix(".swift"), let number = Int(parts[1]),
        parts[3].trimmingCharacters(in: .whitespaces) == "error"
      else { continue }
      var file = String(parts[0])
      if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
      let error = CompilerError(
        file: file, line: number, message: parts[4].trimmingCharacters(in: .whitespaces))
      if !errors.contains(error) { errors.append(error) }
    }
    return errors
  }
}
