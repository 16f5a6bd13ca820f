/// The command-line options of `Benchmarks`.
import BenchmarkKit

package struct BenchmarkOptions: Equatable, Sendable {
  /// `--filter TEXT`: measure only the rows whose name contains it (the baseline always runs).
  package var filter: String?
  /// `--json`: print the report as JSON instead of tables.
  package var json = false
  /// `--svg FILE`: also write the cost chart to FILE.
  package var svgPath: String?
  /// `--scaling-svg FILE`: also write the log–log chart of the scaling runs to FILE.
  package var scalingSVGPath: String?
  /// `--quick`: short repetitions, a few seconds in all.
  package var quick = false
  /// `--help`: print the usage and do nothing else.
  package var help = false

  /// Creates the default options: the full run, printed as tables.
  package init() {}

  /// The plan these options ask for.
  package var plan: BenchmarkPlan { quick ? .quick : .full }

  /// An argument `Benchmarks` does not understand.
  package enum UsageError: Error, Equatable, CustomStringConvertible {
    /// An option that does not exist.
    case unknownOption(String)
    /// An option that needs a value was last, or was followed by another option.
    case missingValue(String)
    /// A flag that takes no value was given one, as in `--json=yes`.
    case unexpectedValue(String)

    package var description: String {
      switch self {
      case .unknownOption(let argument): "unknown option '\(argument)'"
      case .missingValue(let option): "\(option) needs a value, as in '\(option) <value>' or '\(option)=<value>'"
      case .unexpectedValue(let option): "\(option) takes no value"
      }
    }
  }

  /// Parses the arguments after the program name.
  ///
  /// An option's value may follow it (`--filter Notification`) or be joined to it
  /// (`--filter=Notification`).
  ///
  /// - Throws: `UsageError` for the first argument that is not understood.
  package static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let (name, joined) = argument.hasPrefix("--") && parts.count == 2 ? (parts[0], parts[1]) : (argument, nil)
      switch name {
      case "--json", "--quick", "--help", "-h":
        guard joined == nil else { throw .unexpectedValue(name) }
        if name == "--json" {
          options.json = true
        } else if name == "--quick" {
          options.quick = true
        } else {
          options.help = true
        }
      case "--filter", "--svg", "--scaling-svg":
        let value = joined ?? remaining.popFirst()
        guard let value, !value.isEmpty, !value.hasPrefix("-") else { throw .missingValue(name) }
        switch name {
        case "--filter": options.filter = value
        case "--svg": options.svgPath = value
        default: options.scalingSVGPath = value
        }
      default: throw .unknownOption(argument)
      }
    }
    return options
  }

  /// The help text, laid out as the toolchain's own tools lay theirs out.
  package static let usage = """
    OVERVIEW: Measures what one event costs with each mechanism, and how the cost grows.

    Each row is timed in 7 repetitions of about 100 ms after a warm-up; the table shows the
    median and the fastest and slowest repetition, and every repetition's checksum is
    verified. Scaling runs time the same event with 1 to 1,000 observers, or 1 to 100,000
    elements pending. Memory rows count the heap that 1,000 observers, streams or suspended
    tasks hold. Build in release: a debug build inflates every figure.

    USAGE: swift run -c release Benchmarks [--quick] [--filter <text>] [--json] [--svg <file>] [--scaling-svg <file>]

    OPTIONS:
      --quick                 Short repetitions (about 8 ms): a few seconds in all, rougher figures.
      --filter <text>         Measure only the rows whose name contains <text> (the direct call always runs).
      --json                  Print the report as JSON instead of tables.
      --svg <file>            Also draw the costs as a bar chart (log scale) into <file>.
      --scaling-svg <file>    Also draw the scaling runs as a log–log chart into <file>.
      -h, --help              Show help information.
    """
}
