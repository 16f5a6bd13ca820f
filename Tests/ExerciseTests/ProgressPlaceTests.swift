// Whatever stands at the progress file's place, the Coach never follows a link to write,
// never moves or replaces anything outside the package, and never opens what is not a
// regular file: a link, a FIFO or a device there gets one sentence and exit 1, never a
// crash or a hang. Each case is made in a scratch folder, and every link points inside it.
// The ones that could crash or hang the Coach run it as a program, with a time limit.
import ExerciseChecks
import Foundation
import Testing

@testable import Coach

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Progress: never through a link, never outside the package, never a hang")
struct ProgressPlaceTests {
  /// A scratch folder holding a package and a folder beside it, which stands for the rest of the disk.
  final class Scratch {
    let folder: URL
    let elsewhere: URL

    init() throws {
      folder = FileManager.default.temporaryDirectory.appendingPathComponent("coach-place-\(UUID().uuidString)")
      elsewhere = folder.appendingPathComponent("elsewhere")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
  }

  /// The sentence the Coach says when `kind` stands at the progress file's place.
  static func refusal(_ kind: String) -> String {
    CoachText.Progress.notAFile(kind)
  }

  static func progressFile(of package: borrowing ScratchPackage) -> URL {
    package.root.appendingPathComponent(CoachProgress.fileName)
  }

  @Test("A link to someone's file outside the package is neither followed, moved nor written, by any command")
  func linkToAFileOutside() throws {
    let scratch = try Scratch()
    let package = try ScratchPackage(in: scratch.folder)
    let notes = scratch.elsewhere.appendingPathComponent("notes.txt")
    try Data("my notes, not progress\n".utf8).write(to: notes)
    try FileManager.default.createSymbolicLink(
      atPath: Self.progressFile(of: package).path, withDestinationPath: "../elsewhere/notes.txt")
    let before = try FileManager.default.contentsOfDirectory(atPath: package.root.path).sorted()
    for arguments in [["--hint", "2"], [], ["3"], ["--reset", "1", "--yes"]] {
      let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
      #expect(session.coach.run(arguments) == 1, "\(arguments)")
      #expect(session.errors == [Self.refusal(CoachText.Progress.link)], "\(arguments)")
    }
    #expect(try String(contentsOf: notes, encoding: .utf8) == "my notes, not progress\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: Self.progressFile(of: package).path)
        == "../elsewhere/notes.txt")
    #expect(try FileManager.default.contentsOfDirectory(atPath: package.root.path).sorted() == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.elsewhere.path) == ["notes.txt"])
    #expect(!FileManager.default.fileExists(atPath: ProgressStore(root: package.root).fallback.path))
  }

  @Test("A link that points to itself gets one sentence and exit 1, not a crash", .timeLimit(.minutes(10)))
  func selfLink() async throws {
    let package = try ScratchPackage()
    try FileManager.default.createSymbolicLink(
      atPath: Self.progressFile(of: package).path, withDestinationPath: CoachProgress.fileName)
    for arguments in [["--hint"], ["--hint", "4"], []] {
      let ended = await (try RunningCoach(in: package.root, arguments)).finish()
      #expect(ended.reason == .exit, "\(arguments)")
      #expect(ended.status == 1, "\(arguments)")
      #expect(ended.errors == Self.refusal(CoachText.Progress.link) + "\n", "\(arguments)")
    }
  }

  @Test(
    "A FIFO, or a link to one, gets one sentence and exit 1, and no command waits on it",
    .timeLimit(.minutes(10)), arguments: [false, true])
  func fifo(throughALink: Bool) async throws {
    let scratch = try Scratch()
    let package = try ScratchPackage(in: scratch.folder)
    let fifo = throughALink ? scratch.elsewhere.appendingPathComponent("endless") : Self.progressFile(of: package)
    #expect(mkfifo(fifo.path, 0o644) == 0)
    if throughALink {
      try FileManager.default.createSymbolicLink(
        atPath: Self.progressFile(of: package).path, withDestinationPath: "../elsewhere/endless")
    }
    let kind = throughALink ? CoachText.Progress.link : CoachText.Progress.fifo
    for arguments in [["--hint", "1"], [], ["2"]] {
      let ended = await (try RunningCoach(in: package.root, arguments)).finish()
      #expect(ended.status == 1, "\(arguments)")
      #expect(ended.errors == Self.refusal(kind) + "\n", "\(arguments)")
    }
    #expect(FileKind(of: fifo) == .fifo, "the FIFO is still there, unreplaced")
  }

  #if os(Linux)
    /// A character device number that no driver of this machine has registered, so that the
    /// node made with it in the scratch folder stands for a device without being one.
    static let unusedDevice: dev_t? = {
      let listed = (try? String(contentsOfFile: "/proc/devices", encoding: .utf8)) ?? ""
      let characterSection = listed.components(separatedBy: "Block devices:").first ?? ""
      let taken = Set(characterSection.split(separator: "\n").compactMap { Int($0.split(separator: " ").first ?? "") })
      // 240 to 254 are reserved for local and experimental use.
      return (240...254).first { !taken.contains($0) }.map { dev_t($0) << 8 }
    }()

    @Test(
      "A device, or a link to one, gets one sentence and exit 1; the device is never opened",
      .timeLimit(.minutes(10)), .enabled(if: geteuid() == 0 && ProgressPlaceTests.unusedDevice != nil),
      arguments: [false, true])
    func device(throughALink: Bool) async throws {
      let scratch = try Scratch()
      let package = try ScratchPackage(in: scratch.folder)
      let node = throughALink ? scratch.elsewhere.appendingPathComponent("device") : Self.progressFile(of: package)
      try #require(mknod(node.path, S_IFCHR | 0o600, try #require(Self.unusedDevice)) == 0)
      if throughALink {
        try FileManager.default.createSymbolicLink(
          atPath: Self.progressFile(of: package).path, withDestinationPath: "../elsewhere/device")
      }
      let ended = await (try RunningCoach(in: package.root, ["--hint", "3"])).finish()
      #expect(ended.status == 1)
      #expect(ended.errors == Self.refusal(throughALink ? CoachText.Progress.link : CoachText.Progress.device) + "\n")
      #expect(FileKind(of: node) == .device, "the device is still there, unreplaced")
    }
  #endif

  @Test(
    "A FIFO at the fallback's place is neither opened nor replaced: the hint is shown, and the sentence says so",
    .timeLimit(.minutes(10)))
  func fifoAtTheFallback() async throws {
    let scratch = try Scratch()
    let package = try ScratchPackage(in: scratch.folder)
    let temporary = scratch.folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: Self.progressFile(of: package), withIntermediateDirectories: true)
    let fallbackName = ProgressStore(root: package.root).fallback.lastPathComponent
    let fallback = temporary.appendingPathComponent(fallbackName)
    #expect(mkfifo(fallback.path, 0o644) == 0)
    let ended = await (try RunningCoach(in: package.root, ["--hint", "5"], environment: ["TMPDIR": temporary.path]))
      .finish()
    #expect(ended.status == 0)
    #expect(ended.output.contains("Hint 1 of \(ExerciseCatalog.all[4].hints.count): "))
    #expect(ended.errors.contains("Coach: your progress could not be saved anywhere ("))
    #expect(ended.errors.contains("is not a regular file"))
    #expect(FileKind(of: fallback) == .fifo)
  }
}
