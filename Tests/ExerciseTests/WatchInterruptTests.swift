// Runs the real Coach binary, built next to this test bundle, in a scratch package whose
// exercises cannot build, and stops its --watch with SIGINT, as Ctrl-C does.
import Foundation
import Testing

@testable import CoachKit

@Suite("Ctrl-C stops --watch cleanly")
struct WatchInterruptTests {
  @Test("SIGINT during --watch ends the Coach with status 0 and says it stopped")
  func interruptStopsWatching() throws {
    let package = try ScratchPackage()
    let coach = builtRunner.deletingLastPathComponent().appendingPathComponent("Coach")
    let process = Process()
    process.executableURL = coach
    process.arguments = ["--watch", "3"]
    process.currentDirectoryURL = package.root
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Read until the Coach says it is watching: its Ctrl-C handler is installed by then.
    var text = ""
    while !text.contains("Ctrl-C stops.") {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    #expect(text.contains("Watching Sources/Exercises: each save checks exercise 3 again. Ctrl-C stops."))
    kill(process.processIdentifier, SIGINT)
    text += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
    #expect(text.hasSuffix("Stopped watching.\n"))
  }
}
