import BenchmarkKit
import Testing

@Suite("Benchmark options")
struct BenchmarkOptionsTests {
  @Test("No arguments ask for the full run, as a table")
  func defaults() throws {
    let options = try BenchmarkOptions.parse([])
    #expect(options == BenchmarkOptions() && options.plan == .full && !options.json)
  }

  @Test("Every option is understood, in any order")
  func everyOption() throws {
    let options = try BenchmarkOptions.parse(["--json", "--svg", "chart.svg", "--quick", "--filter", "Notification"])
    #expect(options.json && options.quick && options.plan == .quick)
    #expect(options.svgPath == "chart.svg" && options.filter == "Notification")
    #expect(try BenchmarkOptions.parse(["-h"]).help)
  }

  @Test("An unknown option is an error that names it")
  func unknownOption() {
    #expect(throws: BenchmarkOptions.UsageError.unknownOption("--fast")) { try BenchmarkOptions.parse(["--fast"]) }
    #expect(BenchmarkOptions.UsageError.unknownOption("--fast").description == "unknown option '--fast'")
  }

  @Test("An option without its value is an error, also when another option follows")
  func missingValue() {
    #expect(throws: BenchmarkOptions.UsageError.missingValue("--svg")) { try BenchmarkOptions.parse(["--svg"]) }
    #expect(throws: BenchmarkOptions.UsageError.missingValue("--filter")) {
      try BenchmarkOptions.parse(["--filter", "--json"])
    }
  }

  @Test("The quick plan keeps seven repetitions, only shorter")
  func quickPlan() {
    #expect(BenchmarkPlan.quick.repetitions >= 7 && BenchmarkPlan.full.repetitions >= 7)
    #expect(BenchmarkPlan.quick.targetNanoseconds < BenchmarkPlan.full.targetNanoseconds)
    #expect(BenchmarkPlan.full.targetNanoseconds == 100_000_000)
  }

  @Test("The usage lists every option")
  func usage() {
    for option in ["--filter", "--json", "--svg", "--quick", "--help"] {
      #expect(BenchmarkOptions.usage.contains(option))
    }
  }
}
