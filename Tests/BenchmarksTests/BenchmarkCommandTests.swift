import BenchmarkKit
import Foundation
import Testing

@testable import Benchmarks

@Suite("The Benchmarks command line")
@MainActor
struct BenchmarkCommandTests {
  /// Runs the command with `arguments` and returns its status and what it printed.
  func run(_ arguments: [String]) async -> (status: Int32, output: String, errors: String) {
    var output: [String] = []
    var errors: [String] = []
    let status = await BenchmarkCommand.run(
      arguments: arguments, output: { output.append($0) }, errorOutput: { errors.append($0) })
    return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
  }

  @Test("--help prints the overview, the usage and the options, and exits 0")
  func help() async {
    let result = await run(["--help"])
    #expect(result.status == 0 && result.output.hasPrefix("OVERVIEW: ") && result.output.contains("OPTIONS:"))
  }

  @Test("A bad option exits 64 with the message and the usage", arguments: ["--fast", "--json=yes", "--filter"])
  func badOption(argument: String) async {
    let result = await run([argument])
    #expect(result.status == 64 && result.output.isEmpty)
    #expect(result.errors.hasPrefix("Benchmarks: ") && result.errors.contains("USAGE: "))
  }

  @Test("A filter that selects nothing exits 64 and lists the rows, whether joined with '=' or not")
  func filterSelectsNothing() async {
    for arguments in [["--filter=no such row"], ["--filter", "no such row"]] {
      let result = await run(arguments)
      #expect(result.status == 64 && result.errors.contains("no row's name contains 'no such row'"))
      #expect(result.errors.contains("  \(Suite.baseline)"))
    }
  }

  @Test("A filtered quick run prints a report that decodes, with the load and the toolchain", .timeLimit(.minutes(10)))
  func quickJSON() async throws {
    let result = await run(["--quick", "--json", "--filter=re-tracked each time"])
    #expect(result.status == 0)
    let report = try JSONDecoder().decode(BenchmarkReport.self, from: Data(result.output.utf8))
    #expect(report.rows.map(\.name) == [Suite.baseline, "@Observable set, 1 observer, re-tracked each time"])
    #expect(report.rows.allSatisfy { $0.samples.count == 7 && $0.nanosecondsPerEvent > 0 })
    #expect(!report.toolchain.isEmpty && report.durationSeconds > 0)
    #if os(Linux) || canImport(Darwin)
      #expect(report.loadAverage.start.count == 3 && report.loadAverage.end.count == 3)
    #endif
  }
}
