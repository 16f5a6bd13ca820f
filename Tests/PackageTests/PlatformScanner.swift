// CI builds on Linux only, so a Linux-only line compiles there and breaks the Mac build
// unseen. This scanner reads every source for the constructs that do that (glibc's
// modules and headers, Linux-only calls) and reports each one not inside a platform guard.
import Foundation

/// Finds Linux-only constructs outside `#if` platform guards, in Swift and C sources.
enum PlatformScanner {
  /// A construct found outside a guard.
  struct Finding: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let text: String

    var description: String {
      "\(file):\(line): \(text) is Linux-only: put it behind a platform #if (os(Linux), canImport(Glibc), __GLIBC__)"
    }
  }

  /// Modules and headers that exist with glibc, or Linux, only.
  private static let swiftPatterns = [
    #"^\s*(@_exported\s+)?import\s+(Glibc|Musl|Android|Bionic)\b"#,
    #"\b(prctl|mallinfo2?|malloc_trim|malloc_usable_size|sched_getaffinity|epoll_\w+|inotify_\w+|eventfd)\s*\("#,
    #"\bPR_SET_PDEATHSIG\b"#,
  ]
  private static let cPatterns = [
    #"^\s*#\s*include\s*<(malloc\.h|features\.h|linux/[^>]*|gnu/[^>]*|sys/(prctl|sysinfo|epoll|inotify)\.h)>"#,
    #"\b(prctl|mallinfo2?|malloc_trim|malloc_usable_size|sched_getaffinity|epoll_\w+|inotify_\w+)\s*\("#,
  ]
  /// What makes an `#if` a platform guard.
  private static let swiftGuard = #"\b(os|canImport|arch)\("#
  private static let cGuard = #"__linux__|__GLIBC__|__APPLE__|__has_include|_WIN32|__ANDROID__"#

  /// The findings in one file's text; `isSwift` picks the language's rules.
  static func findings(in text: String, file: String, isSwift: Bool) -> [Finding] {
    var guards: [Bool] = []
    var found: [Finding] = []
    for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("//") || line.hasPrefix("/*") || line.hasPrefix("*") { continue }
      let directive = line.replacingOccurrences(of: "# ", with: "#")
      if directive.hasPrefix("#if") {
        guards.append(matches(directive, isSwift ? swiftGuard : cGuard))
        continue
      }
      if directive.hasPrefix("#elif") || directive.hasPrefix("#elseif") {
        if let last = guards.popLast() { guards.append(last || matches(directive, isSwift ? swiftGuard : cGuard)) }
        continue
      }
      if directive.hasPrefix("#endif") {
        _ = guards.popLast()
        continue
      }
      guard !guards.contains(true) else { continue }
      for pattern in isSwift ? swiftPatterns : cPatterns where matches(rawLine, pattern) {
        found.append(Finding(file: file, line: index + 1, text: line))
        break
      }
    }
    return found
  }

  /// The findings in every Swift and C source under `folder`, paths relative to `root`.
  static func findings(under folder: URL, root: URL) throws -> [Finding] {
    guard let files = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [Finding] = []
    for case let path as String in files {
      let isSwift = path.hasSuffix(".swift")
      guard isSwift || path.hasSuffix(".c") || path.hasSuffix(".h") else { continue }
      let url = folder.appendingPathComponent(path)
      let text = try String(contentsOf: url, encoding: .utf8)
      let relative = String(url.path.dropFirst(root.path.count + 1))
      found += findings(in: text, file: relative, isSwift: isSwift)
    }
    return found.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
  }

  private static func matches(_ text: String, _ pattern: String) -> Bool {
    text.range(of: pattern, options: .regularExpression) != nil
  }
}
