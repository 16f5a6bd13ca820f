// The child process that runs one check. The Coach builds it with the learner's code and
// starts it once per check, so a trap or a hang in that code ends this process, never the
// Coach. Everything the check finds is written to the Coach line by line as it goes, on a
// pipe of its own. A second pipe is the Coach's lifeline: the Coach holds its other end,
// so when the Coach is gone, however it went (even `kill -9`), the read ends and this
// process ends too, instead of looping on at full speed with nobody waiting for it.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The entry point of `ExerciseRunner`: `ExerciseRunner N [--solution] [--report-fd FD] [--lifeline-fd FD]`.
package enum CheckRunner {
  /// Runs the check the arguments name on `workspace` (or, with `--solution`, on `solutions`).
  ///
  /// The status is 0 when the check passes, 1 when it does not, and 64 for bad arguments.
  @MainActor
  package static func main(workspace: ExerciseSubjects, solutions: ExerciseSubjects) async -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var reportFD: Int32?
    var lifelineFD: Int32?
    var useSolution = false
    var number: Int?
    var index = 0
    while index < arguments.count {
      let next = index + 1 < arguments.count ? Int32(arguments[index + 1]) : nil
      switch arguments[index] {
      case "--solution": useSolution = true
      case "--report-fd" where next != nil:
        reportFD = next
        index += 1
      case "--lifeline-fd" where next != nil:
        lifelineFD = next
        index += 1
      case let text where Int(text) != nil: number = Int(text)
      default: usage("unknown argument '\(arguments[index])'")
      }
      index += 1
    }
    guard let number else { usage("which exercise?") }
    if let lifelineFD { endWhenTheCoachIsGone(lifeline: lifelineFD) }
    let report = reportFD.map { FileHandle(fileDescriptor: $0, closeOnDealloc: false) }
    let write: (String) -> Void = { line in
      if let report {
        report.write(Data((line + "\n").utf8))
      } else {
        print(line)
      }
    }
    runFixtureIfAsked(write: write)
    let subjects = useSolution ? solutions : workspace
    guard let context = await subjects.check(number, write: write) else { usage("there is no exercise \(number)") }
    write(context.passed ? "pass" : "end")
    exit(context.passed ? 0 : 1)
  }

  private static func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(Data("ExerciseRunner: \(problem)\nusage: ExerciseRunner N [--solution]\n".utf8))
    exit(64)
  }

  /// Reads `lifeline` on a thread of its own; when it ends, the Coach is gone, and so is this process.
  ///
  /// Nothing is ever written to the lifeline: a read returns only when the last writer,
  /// the Coach, has closed it or died. The learner's code cannot block this thread.
  private static func endWhenTheCoachIsGone(lifeline: Int32) {
    let thread = Thread {
      var byte: UInt8 = 0
      while read(lifeline, &byte, 1) < 0, errno == EINTR {}
      // The whole group: this runner, and anything the learner's code may have started.
      killpg(getpgrp(), SIGKILL)
      _exit(1)
    }
    thread.start()
  }

  /// Traps or hangs on purpose when the Coach's own tests ask, to prove that it survives both.
  ///
  /// With `DELEGATIONLAB_FIXTURE_READY` naming a FIFO, the hang first writes its process id
  /// there and keeps the FIFO open: the test reads the id, then reads to the end, which
  /// comes exactly when this process has ended.
  private static func runFixtureIfAsked(write: (String) -> Void) {
    let environment = ProcessInfo.processInfo.environment
    switch environment["DELEGATIONLAB_CHECK_FIXTURE"] {
    case "trap":
      write("step: unwrap a delegate that is nil")
      fatalError("Unexpectedly found nil while unwrapping an Optional value")
    case "hang":
      write("step: wait for a message that never comes")
      if let ready = environment["DELEGATIONLAB_FIXTURE_READY"] {
        let fifo = open(ready, O_WRONLY)
        if fifo >= 0 {
          FileHandle(fileDescriptor: fifo, closeOnDealloc: false).write(Data("\(getpid())\n".utf8))
        }
      }
      while true { sleep(1) }
    default:
      return
    }
  }
}
