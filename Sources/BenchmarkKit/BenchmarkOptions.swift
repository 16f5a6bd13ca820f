/// The command-line options of `Benchmarks`.
public struct BenchmarkOptions: Equatable, Sendable {
  /// `--filter SUBSTRING`: measure only the rows whose name contains it (the baseline always runs).
  public var filter: String?
  /// `--json`: print the report as JSON instead of a table.
  public var json = false
  /// `--svg FILE`: also write the chart to FILE.
  public var svgPath: String?
  /// `--quick`: short repetitions, a few seconds in all.
  public var quick = false
  /// `--help`: print the usage and do nothing else.
  public var help = false

  /// Creates the default options: the full run, printed as a table.
  public init() {}

  /// The plan these options ask for.
  public var plan: BenchmarkPlan { quick ? .quick : .full }

  /// An argument `Benchmarks` does not understand.
  public enum UsageError: Error, Equatable, CustomStringConvertible {
    /// An option that does not exist.
    case unknownOption(String)
    /// An option that needs a value was last.
    case missingValue(String)

    public var description: String {
      switch self {
      case .unknownOption(let argument): "unknown option '\(argument)'"
      case .missingValue(let option): "\(option) needs a value"
      }
    }
  }

  /// Parses the arguments after the program name.
  ///
  /// - Throws: `UsageError` for the first argument that is not understood.
  public static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
    var options = BenchmarkOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--quick": options.quick = true
      case "--help", "-h": options.help = true
      case "--filter", "--svg":
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw .missingValue(argument) }
        if argument == "--filter" { options.filter = value } else { options.svgPath = value }
      default: throw .unknownOption(argument)
      }
    }
    return options
  }

  /// The usage text.
  public static let usage = """
    usage: swift run -c release Benchmarks [options]

    Measures what one event costs with each mechanism, in nanoseconds (median of 7
    repetitions of ~100 ms after a warm-up, every repetition's checksum verified), and the
    heap that 1,000 observers, streams or suspended tasks hold. Build in release: a debug
    build inflates every figure.

    options:
      --filter TEXT  only the rows whose name contains TEXT (the direct call always runs)
      --json         print the report as JSON
      --svg FILE     also draw the costs as a bar chart (log scale) into FILE
      --quick        short repetitions (~8 ms): a few seconds in all, rougher figures
      --help         show this help
    """
}
