// A check has three limits, so that a slow machine is never taken for code that hangs.
// Code that spins uses processor time: the runner may use so many seconds of it, and the
// system ends it then (a loaded machine slows a check down but does not make it use more).
// Code that waits for what never comes uses none: the Coach counts the time during which no
// process of the check runs, is ready to run, or reads the disk, since the check's last step
// or the runtime's last word of a crash report; a busy machine makes the check ready to run,
// not waiting. A generous limit on the whole check is the last resort, for code that does a
// little of both for ever. The verdict names the limit that ran out.

/// How much a check may spin, wait and take in all.
struct CheckLimits: Equatable, Sendable {
  /// The processor time the runner may use, in seconds; `nil` for no limit.
  var processorSeconds: Int?
  /// How long the check's processes may all wait without a step forward, in seconds; `nil` for no limit.
  var waitingSeconds: Double?
  /// How long the whole check may take, in seconds.
  var wallSeconds: Double

  /// A limit on the whole run only, as a build has.
  static func wallOnly(_ seconds: Double) -> CheckLimits {
    CheckLimits(processorSeconds: nil, waitingSeconds: nil, wallSeconds: seconds)
  }

  /// Limits read from text such as "processor=1,waiting=1,wall=5"; the ones it does not name keep their defaults.
  init?(_ text: String) {
    self.init()
    for pair in text.split(separator: ",") {
      let parts = pair.split(separator: "=")
      guard parts.count == 2, let value = Double(parts[1]), value > 0 else { return nil }
      switch parts[0] {
      case "processor": processorSeconds = Int(value.rounded(.up))
      case "waiting": waitingSeconds = value
      case "wall": wallSeconds = value
      default: return nil
      }
    }
  }

  /// Creates limits; the defaults are the Coach's own, far above what any correct check takes
  /// (a check uses a few hundredths of a second of processor time, and waits 1.5 s at a time).
  init(processorSeconds: Int? = 10, waitingSeconds: Double? = 10, wallSeconds: Double = 120) {
    self.processorSeconds = processorSeconds
    self.waitingSeconds = waitingSeconds
    self.wallSeconds = wallSeconds
  }
}

/// The limit that stopped a check.
enum CheckLimit: Equatable, Sendable {
  /// The runner used this many seconds of processor time: code that spins.
  case processorTime(seconds: Int)
  /// Every process of the check waited this long without a step forward: code that waits for what never comes.
  case waiting(seconds: Int)
  /// The whole check took this long: the last resort.
  case wallClock(seconds: Int)
}

/// The clocks of one check, advanced by the Coach as it looks at the check's processes.
struct CheckWatch {
  let limits: CheckLimits
  /// The seconds the check has waited since its last step.
  private(set) var waited = 0.0
  /// The seconds since the check started.
  private(set) var elapsed = 0.0

  /// The longest a single look may count as waiting: when the Coach itself was held up (a
  /// loaded machine, a laptop asleep), the check was not seen waiting for that long.
  static let longestLook = 0.25

  init(limits: CheckLimits) {
    self.limits = limits
  }

  /// Counts `seconds` more, and returns the limit that ran out, if one did.
  ///
  /// - Parameters:
  ///   - seconds: The time since the last look.
  ///   - progressed: Whether the check took a step (or the runtime wrote) since the last look.
  ///   - waiting: Whether every process of the check is waiting now.
  /// - Returns: The limit that ran out, or `nil` while none has.
  mutating func advance(by seconds: Double, progressed: Bool, waiting: Bool) -> CheckLimit? {
    elapsed += seconds
    if progressed {
      waited = 0
    } else if waiting {
      waited += min(seconds, Self.longestLook)
    }
    if let limit = limits.waitingSeconds, waited >= limit { return .waiting(seconds: Int(limit.rounded())) }
    if elapsed >= limits.wallSeconds { return .wallClock(seconds: Int(limits.wallSeconds.rounded())) }
    return nil
  }
}
