// No signal to the Coach leaves a check's runner alive or a file behind. Each test starts
// the real Coach on a check that hangs, with a runner built already, learns the runner's
// process id through a named pipe the runner keeps open, signals the Coach, then reads the
// pipe to its end: the end comes exactly when the runner has exited.
import ExerciseChecks
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Signals to the Coach leave nothing behind", .serialized)
struct SignalTests {
  /// One signal, and what the Coach should do with it.
  struct Case: Sendable, CustomTestStringConvertible {
    let signal: Int32
    let name: String
    /// The Coach's exit status, or `nil` when the signal itself ends it (SIGKILL).
    let status: Int32?
    var testDescription: String { name }
  }

  @Test(
    "A signal to the Coach during a hanging check ends its runner and leaves no file behind",
    .timeLimit(.minutes(10)),
    arguments: [
      Case(signal: SIGINT, name: "SIGINT (Ctrl-C)", status: 130),
      Case(signal: SIGTERM, name: "SIGTERM", status: 143),
      Case(signal: SIGKILL, name: "SIGKILL (kill -9)", status: nil),
    ])
  func signalLeavesNothing(_ signal: Case) async throws {
    let package = try ScratchPackage()
    let temporary = package.root.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let before = try files(under: package.root)
    let ready = try NamedPipe()
    let coach = try RunningCoach(
      in: package.root, ["4"],
      environment: [
        "DELEGATIONLAB_PREBUILT_RUNNER": builtRunner.path, "DELEGATIONLAB_CHECK_FIXTURE": "hang",
        "DELEGATIONLAB_FIXTURE_READY": ready.path, "TMPDIR": temporary.path,
        // However slowly this test gets to its signal, no limit ends the check before it.
        "DELEGATIONLAB_CHECK_LIMITS": "waiting=600,wall=600",
      ])
    let runner = try #require(pid_t(await ready.firstLine()))
    defer { if !ready.isClosed { killpg(runner, SIGKILL) } }  // should this test fail, leave nothing running
    #expect(getpgid(runner) == runner, "the runner leads a process group of its own")
    #expect(getpgid(runner) != getpgid(coach.process.processIdentifier))

    coach.send(signal.signal)
    let ended = await coach.finish()
    await ready.untilClosed()
    #expect(ready.isClosed, "every descriptor of the runner is closed: it has exited")

    if let status = signal.status {
      #expect(ended.reason == .exit)
      #expect(ended.status == status)
    } else {
      #expect(ended.reason == .uncaughtSignal)
    }
    if signal.signal == SIGINT { #expect(ended.output.hasSuffix("Stopped.\n")) }
    #expect(try files(under: temporary).isEmpty, "nothing left in the temporary folder")
    #expect(try files(under: package.root) == before.union(["tmp"]), "nothing left in the package")
  }

  @Test(
    "kill -9 while --hint writes progress leaves no file that git status shows, and the next Coach tidies it",
    .timeLimit(.minutes(10)), .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git")))
  func killDuringHint() async throws {
    let package = try ScratchPackage()
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent(".gitignore"), to: package.root.appendingPathComponent(".gitignore"))
    try git(["init", "-q"], in: package.root)
    let paused = try NamedPipe()
    let coach = try RunningCoach(
      in: package.root, ["--hint", "1"], environment: ["DELEGATIONLAB_PAUSE_WRITES": paused.path])
    let pid = try #require(pid_t(await paused.firstLine()))
    #expect(pid == coach.process.processIdentifier)
    let left = try files(under: package.root).filter { $0.contains(".coach-tmp-") }
    #expect(left.count == 1, "the Coach was stopped with its temporary file written: \(left)")

    coach.send(SIGKILL)
    _ = await coach.finish()
    let status = try git(["status", "--porcelain", "--untracked-files=all"], in: package.root)
    #expect(!status.contains("coach-tmp"), "git status shows: \(status)")
    #expect(!status.contains("nosync"))

    let next = try RunningCoach(in: package.root, ["--hint", "1"])
    _ = await next.finish()
    #expect(try files(under: package.root).filter { $0.contains(".coach-tmp-") }.isEmpty)
  }

  /// The paths of every file and folder under `folder`, relative to it, `.git` aside.
  private func files(under folder: URL) throws -> Set<String> {
    let names = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
    return Set(names.filter { !$0.hasPrefix(".git/") && $0 != ".git" })
  }

  @discardableResult
  private func git(_ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
    process.arguments = ["-C", folder.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text
  }
}
