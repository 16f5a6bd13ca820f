// What a figure depends on besides the code: the compiler that built it and how busy the
// machine was. Both go into the report, so a figure is never read without them.
import Foundation

enum RunConditions {
  /// The 1-, 5- and 15-minute load averages now, or none where the system does not say.
  static func loadAverage() -> [Double] {
    var averages = [Double](repeating: 0, count: 3)
    let count = getloadavg(&averages, 3)
    return count > 0 ? Array(averages.prefix(Int(count))).map { ($0 * 100).rounded() / 100 } : []
  }

  /// The first line of `swift --version` that names the version, or "unknown" without a `swift` to ask.
  static func toolchain() -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "--version"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      return "unknown"
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    // Linux: "Swift version 6.3.1 (…)"; macOS: "swift-driver version: … Apple Swift version 6.2 (…)".
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      if let start = line.range(of: "Apple Swift version") ?? line.range(of: "Swift version") {
        return String(line[start.lowerBound...])
      }
    }
    return "unknown"
  }
}
