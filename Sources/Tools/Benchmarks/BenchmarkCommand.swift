// The command line of `Benchmarks`: options, the run, and what it writes where.
import BenchmarkKit
import Foundation

/// Runs the benchmark from the command line.
package enum BenchmarkCommand {
  /// The exit status for a command-line misuse, as in BSD's `sysexits.h`.
  package static let usageExitCode: Int32 = 64

  /// Runs with `arguments` (after the program name) and returns the exit status.
  ///
  /// The status is 0 after a run whose checksums all held, 1 when one did not or a chart
  /// could not be written, and 64 for an unknown option or a filter that selects nothing.
  @MainActor
  package static func run(arguments: [String], output: (String) -> Void, errorOutput: (String) -> Void) async -> Int32 {
    let options: BenchmarkOptions
    do {
      options = try BenchmarkOptions.parse(arguments)
    } catch {
      errorOutput("Benchmarks: \(error)\n\n\(BenchmarkOptions.usage)")
      return usageExitCode
    }
    if options.help {
      output(BenchmarkOptions.usage)
      return 0
    }
    if let filter = options.filter, !Suite.selectsAnything(filter) {
      errorOutput("Benchmarks: no row's name contains '\(filter)'. The rows:")
      for name in Suite.rowNames { errorOutput("  \(name)") }
      return usageExitCode
    }
    let report: BenchmarkReport
    do {
      report = try await Suite.measure(plan: options.plan, filter: options.filter) { errorOutput("  measuring: \($0)") }
    } catch {
      errorOutput("Benchmarks: \(error)")
      return 1
    }
    for warning in report.warnings ?? [] { errorOutput("Benchmarks: warning: \(warning).") }
    let charts = [
      (options.svgPath, { SVGChart.render(report) }),
      (options.scalingSVGPath, { ScalingChart.render(report) }),
    ]
    for case (let path?, let render) in charts {
      do {
        try render().write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        errorOutput("Benchmarks: could not write the chart to \(path): \(error.localizedDescription)")
        return 1
      }
    }
    if options.json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      output(String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self))
    } else {
      for line in TableRenderer.render(report) + [""] + TableRenderer.caption(report) { output(line) }
    }
    return 0
  }
}
