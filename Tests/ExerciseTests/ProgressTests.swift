// The progress file is the learner's: they may edit, damage or replace it, and the folder
// may not be writable at all. Each fault is answered with one plain sentence, nothing read
// from the file is trusted, nothing the learner had is lost, and `--hint` goes on.
import ExerciseChecks
import Foundation
import Testing

@testable import Coach

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Progress: faults answered plainly")
struct ProgressTests {
  @Test(
    "A hint count read from disk is kept within the hints there are",
    arguments: ["-3", "9223372036854775807", "2.5", "\"three\"", "1e300"])
  func hintCountIsClamped(count: String) throws {
    let package = try ScratchPackage()
    try package.write(
      "{ \"exercises\" : { \"1\" : { \"passed\" : true }, \"3\" : { \"hintsShown\" : \(count) } } }",
      to: CoachProgress.fileName)
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--hint", "3") == 0)
    #expect(session.text.contains("Hint 1 of 3: "))
    let list = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(list.run() == 0)
    #expect(list.text.contains("1 of 8 passed"), "the other entries are kept")
  }

  @Test("An entry that cannot be read costs only that entry; the file as it was is kept, and the message says so")
  func badEntryCostsOnlyItself() throws {
    let package = try ScratchPackage()
    let damaged = "{ \"exercises\" : { \"1\" : { \"passed\" : true }, \"2\" : [ \"not\", \"an\", \"entry\" ] } }"
    try package.write(damaged, to: CoachProgress.fileName)
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run() == 0)
    #expect(session.text.contains("1 of 8 passed. Next: exercise 2"))
    #expect(
      session.errorText
        == "Coach: the progress of exercise 2 could not be read, so it starts over; the file as it was is kept as "
        + ".delegationlab-progress.json.unreadable.")
    #expect(try package.read(CoachProgress.fileName + ".unreadable") == damaged)
  }

  @Test("A damaged entry is set aside once: the next runs neither say it again nor keep another copy")
  func badEntrySetAsideOnce() throws {
    let package = try ScratchPackage()
    let damaged = "{ \"exercises\" : { \"1\" : { \"passed\" : true }, \"2\" : [ \"not\", \"an\", \"entry\" ] } }"
    try package.write(damaged, to: CoachProgress.fileName)
    #expect(CoachSession(root: package.root, launcher: ScriptedLauncher()).run() == 0)
    for _ in 1...2 {
      let again = CoachSession(root: package.root, launcher: ScriptedLauncher())
      #expect(again.run() == 0)
      #expect(again.errorText.isEmpty)
      #expect(again.text.contains("1 of 8 passed. Next: exercise 2"), "the entries that could be read are kept")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: package.root.path)
    #expect(names.filter { $0.hasPrefix(CoachProgress.fileName + ".") } == [CoachProgress.fileName + ".unreadable"])
    #expect(try package.read(CoachProgress.fileName + ".unreadable") == damaged)
  }

  @Test(
    "Deleting the progress file starts over, even after a fault made the Coach keep progress in its fallback",
    .timeLimit(.minutes(10)))
  func deletingStartsOverAfterAFallback() async throws {
    let package = try ScratchPackage()
    let temporary = package.root.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    try package.write("{ \"exercises\" : { \"2\" : { \"hintsShown\" : 1 } } }", to: CoachProgress.fileName)
    // The file cannot be read: as root, that takes running the Coach as nobody.
    let user = geteuid() == 0 ? 65534 : nil
    chmod(package.root.appendingPathComponent(CoachProgress.fileName).path, 0o000)
    chmod(package.root.path, 0o777)
    chmod(temporary.path, 0o777)
    defer { chmod(package.root.path, 0o755) }
    let environment = ["TMPDIR": temporary.path]
    for shown in 1...2 {
      let ended = await (try RunningCoach(in: package.root, ["--hint", "2"], environment: environment, user: user))
        .finish()
      #expect(ended.output.contains("Hint \(shown) of 3: "), "kept in the fallback meanwhile")
      #expect(ended.errors.contains("Coach: cannot read .delegationlab-progress.json ("))
    }
    try FileManager.default.removeItem(at: package.root.appendingPathComponent(CoachProgress.fileName))
    let ended = await (try RunningCoach(in: package.root, ["--hint", "2"], environment: environment, user: user))
      .finish()
    #expect(ended.output.contains("Hint 1 of 3: "), "deleting the file started over")
    #expect(!ended.output.contains("Hint 2 of 3"))
    #expect(ended.errors.isEmpty)
    #expect(try package.read(CoachProgress.fileName).contains("\"hintsShown\" : 1"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the fallback is gone")
  }

  @Test("Every unreadable file is kept under a name of its own, and the message names the one it used")
  func everyUnreadableFileIsKept() throws {
    let package = try ScratchPackage()
    try package.write("{ not json", to: CoachProgress.fileName)
    let first = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(first.run() == 0)
    #expect(
      first.errorText
        == "Coach: .delegationlab-progress.json could not be read; it was kept as "
        + ".delegationlab-progress.json.unreadable, and progress starts over.")
    try package.write("[1, 2", to: CoachProgress.fileName)
    let second = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(second.run() == 0)
    #expect(second.errorText.contains("it was kept as .delegationlab-progress.json.unreadable-2,"))
    #expect(try package.read(CoachProgress.fileName + ".unreadable") == "{ not json")
    #expect(try package.read(CoachProgress.fileName + ".unreadable-2") == "[1, 2")
  }

  @Test("A folder in the progress file's place: one plain sentence, and each --hint still gives the next hint")
  func folderInThePlace() throws {
    let package = try ScratchPackage()
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(CoachProgress.fileName), withIntermediateDirectories: true)
    let fallback = ProgressStore(root: package.root).fallback.path
    for shown in 1...3 {
      let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
      #expect(session.run("--hint", "2") == 0)
      #expect(session.text.contains("Hint \(shown) of 3: "))
      #expect(!session.text.contains("Hint \(shown + 1) of 3"))
      #expect(
        session.errorText
          == "Coach: .delegationlab-progress.json is a folder, not a file; your progress is kept in \(fallback) "
          + "until you move that folder away.")
    }
  }

  @Test(
    "A folder the Coach cannot write: one plain sentence, and each --hint still gives the next hint",
    .timeLimit(.minutes(10)))
  func folderNotWritable() async throws {
    let package = try ScratchPackage()
    // Root ignores permissions, so as root the Coach runs as nobody, for whom the folder is not writable.
    let user = geteuid() == 0 ? 65534 : nil
    if user == nil { chmod(package.root.path, 0o555) }
    defer { chmod(package.root.path, 0o755) }
    var fallback: String?
    for shown in 1...3 {
      let coach = try RunningCoach(in: package.root, ["--hint", "2"], user: user)
      let ended = await coach.finish()
      #expect(ended.status == 0)
      #expect(ended.output.contains("Hint \(shown) of 3: "))
      #expect(!ended.output.contains("Hint \(shown + 1) of 3"))
      let sentence = try #require(ended.errors.split(separator: "\n").first.map(String.init))
      #expect(sentence.hasPrefix("Coach: cannot write .delegationlab-progress.json here (Permission denied); "))
      #expect(!ended.errors.contains("Code=") && !ended.errors.contains("NSError"))
      fallback = sentence.components(separatedBy: "kept in ").last?.components(separatedBy: " instead.").first
    }
    if let fallback { try? FileManager.default.removeItem(atPath: fallback) }
  }

  @Test(
    "A file that can be neither read nor moved aside is left as it is, and the message says so",
    .timeLimit(.minutes(10)))
  func unreadableAndUnmovable() async throws {
    let package = try ScratchPackage()
    try package.write("{ not json", to: CoachProgress.fileName)
    let user = geteuid() == 0 ? 65534 : nil
    if user == nil { chmod(package.root.path, 0o555) }
    defer { chmod(package.root.path, 0o755) }
    let coach = try RunningCoach(in: package.root, ["--hint", "4"], user: user)
    let ended = await coach.finish()
    #expect(ended.output.contains("Hint 1 of 3: "))
    #expect(ended.errors.contains("could not be read, nor moved aside; it is left as it is"))
    #expect(!ended.errors.contains("it was kept as"), "never claims a copy it did not make")
    #expect(try package.read(CoachProgress.fileName) == "{ not json")
    let second = try RunningCoach(in: package.root, ["--hint", "4"], user: user)
    #expect(await second.finish().output.contains("Hint 2 of 3: "))
    for line in ended.errors.split(separator: "\n") where line.contains("kept in ") {
      let path = line.components(separatedBy: "kept in ").last?.trimmingCharacters(in: CharacterSet(charactersIn: "."))
      if let path { try? FileManager.default.removeItem(atPath: path) }
    }
  }

  @Test("A temporary file left by a Coach that was killed is removed by the next one, and git ignores it meanwhile")
  func leftoverTemporaryFile() throws {
    let package = try ScratchPackage()
    let leftover = CoachProgress.fileName + SafeFile.temporaryMarker + "\(Int32.max)"
    try package.write("{ half a fi", to: leftover)
    _ = CoachSession(root: package.root, launcher: ScriptedLauncher()).run()
    #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent(leftover).path))
    let ignored = try String(contentsOf: packageRoot.appendingPathComponent(".gitignore"), encoding: .utf8)
      .split(separator: "\n")
    #expect(ignored.contains("*.coach-tmp-*"))
    #expect(ignored.contains(".delegationlab-progress.json*"))
  }

  @Test("A --hint whose progress cannot be kept anywhere still shows the hint, and says it was not kept")
  func nowhereToKeep() throws {
    let package = try ScratchPackage()
    let store = ProgressStore(root: package.root)
    try FileManager.default.createDirectory(
      at: package.root.appendingPathComponent(CoachProgress.fileName), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: store.fallback, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: store.fallback) }
    let session = CoachSession(root: package.root, launcher: ScriptedLauncher())
    #expect(session.run("--hint", "6") == 0)
    #expect(session.text.contains("Hint 1 of 3: "))
    #expect(session.errorText.contains("Coach: your progress could not be saved anywhere ("))
  }
}
