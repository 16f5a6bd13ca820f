// What the Coach's own tests ask a real runner to do in place of a check, to prove that the
// Coach survives it and says the true thing: trap, hang, spin, compute for a while, step
// without end, print without end, exit early, look for the report or forge a pass, or start
// a process that tries to outlive the check. `DELEGATIONLAB_CHECK_FIXTURE` names one; none of them can pass.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CheckRunner {
  /// Does what `DELEGATIONLAB_CHECK_FIXTURE` asks, if anything, instead of the check.
  ///
  /// With `DELEGATIONLAB_FIXTURE_READY` naming a FIFO, `hang` first writes its process id
  /// there and keeps the FIFO open: the test reads the id, then reads to the end, which
  /// comes exactly when this process has ended. The `spawn-…` fixtures start a helper that
  /// does the same with the FIFO, so that a test sees when the helper has ended.
  static func runFixtureIfAsked(write: (String) -> Void) {
    let environment = ProcessInfo.processInfo.environment
    guard let fixture = environment["DELEGATIONLAB_CHECK_FIXTURE"] else { return }
    let ready = environment["DELEGATIONLAB_FIXTURE_READY"]
    switch fixture {
    case "trap":
      write("step: unwrap a delegate that is nil")
      fatalError("Unexpectedly found nil while unwrapping an Optional value")
    case "hang":
      write("step: wait for a message that never comes")
      if let ready { announce(to: ready) }
      hang()
    case "spin":
      write("step: count members in a loop that never ends")
      spin(seconds: .infinity)
    case "busy":
      write("step: compute for two seconds of processor time without a step")
      spin(seconds: 2)
      write("fail: The fixture computed for two seconds and then found this problem.")
      finish(passed: false, write: write)
    case "trickle":
      for number in 1... {
        write("step: take step \(number) of a check that never ends")
        usleep(100_000)
      }
    case "flood":
      write("step: print without end")
      flood()
    case "exit-early":
      write("step: save a member")
      exit(0)
    case "inspect":
      write("step: look for the report channel as the learner's code could")
      for line in inspect() { write("fail: \(line)") }
      finish(passed: false, write: write)
    case "forge":
      write("step: save a member")
      forge()
      exit(0)
    case "spawn-hang", "spawn-detached-hang", "spawn-detached-trap", "spawn-exit":
      write("step: start a helper that should end with the check")
      startHelper(detached: fixture.contains("detached"))
      if fixture == "spawn-detached-trap" { fatalError("Trapped after starting a helper") }
      if fixture == "spawn-exit" {
        write("fail: The fixture started a helper and ended.")
        finish(passed: false, write: write)
      }
      hang()
    default:
      return
    }
  }

  private static func hang() -> Never {
    while true { sleep(1) }
  }

  /// Keeps the processor busy for `seconds` of this process's processor time.
  private static func spin(seconds: Double) {
    var state: UInt64 = 1
    var used = timespec()
    repeat {
      for _ in 0..<100_000 { state = state &* 6_364_136_223_846_793_005 &+ 1 }
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &used)
    } while Double(used.tv_sec) + Double(used.tv_nsec) / 1e9 < seconds || state == 0
  }

  /// Writes this process's id to the FIFO at `path`, and keeps the FIFO open until this process ends.
  private static func announce(to path: String) {
    let fifo = open(path, O_WRONLY)
    guard fifo >= 0 else { return }
    let line = Array("\(getpid())\n".utf8)
    _ = line.withUnsafeBytes { systemWrite(fifo, $0.baseAddress, $0.count) }
  }

  private static func flood() -> Never {
    let line = Array(String(repeating: "all work and no play ", count: 200).utf8 + [10])
    while true {
      for descriptor in [STDOUT_FILENO, STDERR_FILENO] {
        _ = line.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      }
    }
  }

  /// What the learner's code finds when it looks for the report: the command line, the
  /// handshake's variable, and (where /proc lists them) the pipes on low descriptors.
  private static func inspect() -> [String] {
    let variable = ReportChannel.handshakeVariable
    let present = getenv(variable) != nil || ProcessInfo.processInfo.environment[variable] != nil
    var lines = [
      "arguments: " + CommandLine.arguments.dropFirst().joined(separator: " "),
      "handshake variable: " + (present ? "present" : "absent"),
    ]
    #if os(Linux)
      let pipes = (3...63).filter { descriptor in
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")
        return target?.hasPrefix("pipe:") == true
      }
      lines.append("pipes from 3 to 63: " + (pipes.isEmpty ? "none" : pipes.map(String.init).joined(separator: ", ")))
    #endif
    return lines
  }

  /// Tries the casual tricks: "pass" written blindly to descriptors 3 to 20, then, where
  /// /proc lists them, to every pipe this process holds.
  private static func forge() {
    let lines = Array("step: save a member\npass\n".utf8)
    var descriptors = Array(Int32(3)...20)
    #if os(Linux)
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      for case let descriptor? in open.map({ Int32($0) }) where descriptor > 2 {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)")) ?? ""
        if target.hasPrefix("pipe:") { descriptors.append(descriptor) }
      }
    #endif
    for descriptor in descriptors {
      _ = lines.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
    }
  }

  /// Starts a helper with Foundation's `Process`, as the learner's code could, and waits until it has opened the FIFO.
  ///
  /// A detached helper is started through `setsid -f`: it
  /// leads a session of its own and its parent is gone at once.
  private static func startHelper(detached: Bool) {
    let script = #"exec 3>"$DELEGATIONLAB_FIXTURE_READY"; echo $$ >&3; echo ready; exec sleep 100000"#
    let helper = Process()
    helper.executableURL = URL(fileURLWithPath: detached ? "/usr/bin/setsid" : "/bin/sh")
    helper.arguments = (detached ? ["-f", "/bin/sh"] : []) + ["-c", script]
    let output = Pipe()
    helper.standardOutput = output
    do {
      try helper.run()
    } catch {
      fatalError("The helper could not be started: \(error)")
    }
    var said = Data()
    while !String(decoding: said, as: UTF8.self).contains("ready") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      said.append(chunk)
    }
  }
}

/// `write(2)`, under a name that no method here hides.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
