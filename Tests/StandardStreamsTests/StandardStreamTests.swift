// Every program of the course, run as a learner runs it, with its output full, closed or
// cut short: a write that fails ends it with one sentence and exit 74, never a trap and
// never exit 0; a reader that went away ends it quietly by SIGPIPE. The programs are the
// ones `swift build` put next to this test bundle; the shell makes each redirection.
import Foundation
import StandardStreams
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder of the built products, next to the test bundle.
let products: URL = {
  var folder = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent()
  // On macOS the test binary sits inside `….xctest/Contents/MacOS`; the products are above it.
  while folder.pathComponents.contains(where: { $0.hasSuffix(".xctest") }) { folder.deleteLastPathComponent() }
  return folder
}()

/// The package's root folder, where the Coach finds its exercises.
let packageRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// One program, the arguments that make it write its usual output, and a misuse that it answers on standard error.
struct Program: Sendable, CustomTestStringConvertible {
  let name: String
  let arguments: [String]
  let misuse: [String]

  var testDescription: String { name }

  static let all =
    (1...9).map { Program(name: "Lesson\($0)", arguments: [], misuse: ["--no-such-option"]) } + [
      Program(name: "Coach", arguments: ["--help"], misuse: ["--no-such-option"]),
      Program(name: "Sandbox", arguments: [], misuse: ["--no-such-option"]),
    ]
}

/// How a program ended, and what it wrote on standard error (when the shell did not redirect it).
struct Ending {
  let reason: Process.TerminationReason
  let status: Int32
  let errors: String
}

/// Runs `program` through `sh -c script`, where `"$0" "$@"` is the program and its arguments.
///
/// - Parameters:
///   - program: The program.
///   - arguments: Its arguments.
///   - script: The shell's command line, which makes the redirections.
///   - readerGone: Gives the program a standard output whose reader has already gone.
/// - Returns: How it ended, and what it wrote on standard error.
/// - Throws: When the shell cannot be started.
func run(_ program: Program, _ arguments: [String], script: String, readerGone: Bool = false) throws -> Ending {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  process.arguments = ["-c", script, products.appendingPathComponent(program.name).path] + arguments
  process.currentDirectoryURL = packageRoot
  process.environment = ProcessInfo.processInfo.environment.merging(["LC_ALL": "", "LANG": "C.UTF-8"]) { $1 }
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = readerGone ? output : FileHandle.nullDevice
  process.standardError = errors
  process.standardInput = FileHandle.nullDevice
  if readerGone { try output.fileHandleForReading.close() }
  try process.run()
  let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  return Ending(reason: process.terminationReason, status: process.terminationStatus, errors: text)
}

let hasDevFull = FileManager.default.fileExists(atPath: "/dev/full")

@Suite("Output that cannot be written is an error, and a reader that went away is not", .timeLimit(.minutes(10)))
struct StandardStreamTests {
  @Test(
    "Standard output full: one sentence on standard error, exit 74", .enabled(if: hasDevFull),
    arguments: Program.all)
  func outputFull(program: Program) throws {
    let ending = try run(program, program.arguments, script: #"exec "$0" "$@" > /dev/full"#)
    #expect(ending.reason == .exit)
    #expect(ending.status == StandardStream.ioErrorExitCode)
    #expect(ending.errors == "\(program.name): could not write to standard output (No space left on device).\n")
  }

  @Test("Standard output closed: one sentence on standard error, exit 74", arguments: Program.all)
  func outputClosed(program: Program) throws {
    let ending = try run(program, program.arguments, script: #"exec "$0" "$@" >&-"#)
    #expect(ending.reason == .exit)
    #expect(ending.status == StandardStream.ioErrorExitCode)
    #expect(ending.errors.hasPrefix("\(program.name): could not write to standard output ("))
    #expect(ending.errors.split(separator: "\n").count == 1)
  }

  @Test(
    "Both streams full: nowhere left to say it, and still exit 74, not a trap", .enabled(if: hasDevFull),
    arguments: Program.all)
  func bothFull(program: Program) throws {
    let ending = try run(program, program.arguments, script: #"exec "$0" "$@" > /dev/full 2> /dev/full"#)
    #expect(ending.reason == .exit)
    #expect(ending.status == StandardStream.ioErrorExitCode)
  }

  @Test("A misuse answered on a closed standard error: exit 74, not a trap", arguments: Program.all)
  func misuseOnClosedErrors(program: Program) throws {
    let ending = try run(program, program.misuse, script: #"exec "$0" "$@" 2>&-"#)
    #expect(ending.reason == .exit)
    #expect(ending.status == StandardStream.ioErrorExitCode)
  }

  @Test(
    "A reader that went away (| head -1) ends the program quietly by SIGPIPE, even when SIGPIPE is ignored",
    arguments: Program.all)
  func readerGone(program: Program) throws {
    for script in [#"exec "$0" "$@""#, #"trap '' PIPE; exec "$0" "$@""#] {
      let ending = try run(program, program.arguments, script: script, readerGone: true)
      #expect(ending.reason == .uncaughtSignal, "\(script)")
      #expect(ending.status == SIGPIPE, "\(script)")
      #expect(ending.errors.isEmpty, "\(script)")
    }
  }
}
