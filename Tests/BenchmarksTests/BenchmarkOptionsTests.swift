import BenchmarkKit
import Testing

@testable import Benchmarks

@Suite("Benchmark options")
struct BenchmarkOptionsTests {
  @Test("No arguments ask for the full run, as tables")
  func defaults() throws {
    let options = try BenchmarkOptions.parse([])
    #expect(options == BenchmarkOptions() && options.plan == .full && !options.json)
  }

  @Test("Every option is understood, in any order")
  func everyOption() throws {
    let options = try BenchmarkOptions.parse([
      "--json", "--svg", "chart.svg", "--quick", "--filter", "Notification", "--scaling-svg", "scaling.svg",
    ])
    #expect(options.json && options.quick && options.plan == .quick)
    #expect(options.svgPath == "chart.svg" && options.filter == "Notification")
    #expect(options.scalingSVGPath == "scaling.svg")
    #expect(try BenchmarkOptions.parse(["-h"]).help && BenchmarkOptions.parse(["--help"]).help)
  }

  @Test("A value joined with '=' works like a value after a space")
  func joinedValues() throws {
    #expect(
      try BenchmarkOptions.parse(["--filter=Notification"]) == BenchmarkOptions.parse(["--filter", "Notification"]))
    #expect(try BenchmarkOptions.parse(["--svg=a.svg"]).svgPath == "a.svg")
    #expect(try BenchmarkOptions.parse(["--scaling-svg=b.svg"]).scalingSVGPath == "b.svg")
    #expect(try BenchmarkOptions.parse(["--filter=a=b"]).filter == "a=b")
  }

  @Test("An unknown option is an error that names it")
  func unknownOption() {
    #expect(throws: BenchmarkOptions.UsageError.unknownOption("--fast")) { try BenchmarkOptions.parse(["--fast"]) }
    #expect(throws: BenchmarkOptions.UsageError.unknownOption("--fast=1")) { try BenchmarkOptions.parse(["--fast=1"]) }
    #expect(BenchmarkOptions.UsageError.unknownOption("--fast").description == "unknown option '--fast'")
  }

  @Test("An option without its value is an error, also when another option follows or the value is empty")
  func missingValue() {
    #expect(throws: BenchmarkOptions.UsageError.missingValue("--svg")) { try BenchmarkOptions.parse(["--svg"]) }
    #expect(throws: BenchmarkOptions.UsageError.missingValue("--filter")) {
      try BenchmarkOptions.parse(["--filter", "--json"])
    }
    #expect(throws: BenchmarkOptions.UsageError.missingValue("--filter")) { try BenchmarkOptions.parse(["--filter="]) }
    #expect(BenchmarkOptions.UsageError.missingValue("--svg").description.contains("'--svg=<value>'"))
  }

  @Test("A flag given a value is an error")
  func unexpectedValue() {
    #expect(throws: BenchmarkOptions.UsageError.unexpectedValue("--json")) {
      try BenchmarkOptions.parse(["--json=yes"])
    }
  }

  @Test("The quick plan keeps seven repetitions, only shorter")
  func quickPlan() {
    #expect(BenchmarkPlan.quick.repetitions >= 7 && BenchmarkPlan.full.repetitions >= 7)
    #expect(BenchmarkPlan.quick.targetNanoseconds < BenchmarkPlan.full.targetNanoseconds)
    #expect(BenchmarkPlan.full.targetNanoseconds == 100_000_000)
  }

  @Test("The help has the toolchain's layout, and lists every option")
  func usage() throws {
    let lines = BenchmarkOptions.usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let overview = try #require(lines.firstIndex { $0.hasPrefix("OVERVIEW: ") })
    let usage = try #require(lines.firstIndex { $0.hasPrefix("USAGE: swift run -c release Benchmarks") })
    let options = try #require(lines.firstIndex { $0 == "OPTIONS:" })
    #expect(overview == 0 && overview < usage && usage < options)
    for option in ["--filter <text>", "--json", "--svg <file>", "--scaling-svg <file>", "--quick", "-h, --help"] {
      #expect(lines[(options + 1)...].contains { $0.hasPrefix("  \(option) ") }, "no line for \(option)")
    }
  }
}
