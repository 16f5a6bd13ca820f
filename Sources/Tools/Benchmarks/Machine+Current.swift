import BenchmarkKit
import Foundation

extension Machine {
  /// The machine this process runs on: `uname -srm`, the processor's name and the cores.
  package static func current() -> Machine {
    var names = utsname()
    uname(&names)
    let system = [
      string(&names.sysname), string(&names.release), string(&names.machine),
    ].joined(separator: " ")
    return Machine(
      system: system, processor: processorName(), cores: ProcessInfo.processInfo.activeProcessorCount)
  }

  private static func string<T>(_ field: inout T) -> String {
    withUnsafeBytes(of: &field) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// The first "model name" in /proc/cpuinfo, where there is one.
  private static func processorName() -> String? {
    guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
    let line = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
    return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
  }
}
