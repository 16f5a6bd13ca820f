// Where progress is kept, and what happens when that place is not usable. The file at the
// package root is the place; when it is a folder, cannot be written, or cannot be read and
// cannot be moved aside either, progress goes to a file in the temporary folder, named
// after the package, so that `--hint` still moves on to the next hint each time. Every such
// case is one plain sentence, once. An unreadable file is kept, under a name of its own.
import Foundation

/// The progress file of one package, and its fallback.
struct ProgressStore {
  let root: URL

  /// The progress file at the package root.
  var file: URL { root.appendingPathComponent(CoachProgress.fileName) }

  /// Where progress goes when `file` cannot be used: the temporary folder, one file per package.
  var fallback: URL {
    let name = "delegationlab-progress-" + ExerciseFile.fingerprint(Data(root.standardizedFileURL.path.utf8)) + ".json"
    return FileManager.default.temporaryDirectory.appendingPathComponent(name)
  }

  /// Reads progress: the file's, then anything newer kept in the fallback.
  ///
  /// - Returns: The progress, and a sentence for each thing the learner should know.
  func load() -> (CoachProgress, notes: [String]) {
    SafeFile.removeLeftovers(in: root)
    var notes: [String] = []
    var progress = CoachProgress()
    switch read(file) {
    case .missing:
      break
    case .folder:
      notes.append(CoachText.Progress.folderInTheWay(fallback.path))
    case .unreadable(let problem):
      notes.append(CoachText.Progress.cannotRead(problem, fallback: fallback.path))
    case .readable(let data):
      if let (read, dropped) = CoachProgress.decode(data) {
        progress = read
        if !dropped.isEmpty { notes.append(keepCopy(of: data, droppedEntries: dropped)) }
      } else {
        notes.append(setAside())
      }
    }
    if case .readable(let data) = read(fallback), let (kept, _) = CoachProgress.decode(data) {
      progress = progress.merged(with: kept)
    }
    return (progress, notes)
  }

  /// Writes progress to the file, or to the fallback when the file cannot take it.
  ///
  /// - Returns: A sentence when progress did not go to the file.
  func save(_ progress: CoachProgress) -> String? {
    let data = progress.encoded()
    switch read(file) {
    case .folder: return saveToFallback(data, note: nil)
    case .unreadable(let problem):
      return saveToFallback(data, note: CoachText.Progress.cannotRead(problem, fallback: fallback.path))
    case .readable(let bytes) where CoachProgress.decode(bytes) == nil:
      // A file the Coach cannot read and could not move aside is never overwritten.
      return saveToFallback(data, note: CoachText.Progress.notOverwritten(fallback.path))
    case .missing, .readable:
      do {
        try SafeFile.write(data, to: file)
        try? FileManager.default.removeItem(at: fallback)
        return nil
      } catch {
        return saveToFallback(data, note: CoachText.Progress.cannotWrite(error, fallback: fallback.path))
      }
    }
  }

  private func saveToFallback(_ data: Data, note: String?) -> String? {
    do {
      try SafeFile.write(data, to: fallback)
      return note
    } catch {
      return CoachText.Progress.keptNowhere(error)
    }
  }

  // MARK: Reading

  private enum Contents {
    case missing
    case folder
    case unreadable(FileProblem)
    case readable(Data)
  }

  private func read(_ url: URL) -> Contents {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return .missing }
    if isFolder.boolValue { return .folder }
    guard let handle = FileHandle(forReadingAtPath: url.path) else { return .unreadable(.current) }
    defer { try? handle.close() }
    return .readable((try? handle.readToEnd()) ?? Data())
  }

  // MARK: Setting aside

  /// Moves an unreadable file to the first free `….unreadable` name, and says where, or that it could not.
  private func setAside() -> String {
    let aside = freeName(for: "unreadable")
    do {
      try FileManager.default.moveItem(at: SafeFile.destination(of: file), to: aside)
      return CoachText.Progress.setAside(aside.lastPathComponent)
    } catch {
      return CoachText.Progress.couldNotSetAside(fallback.path)
    }
  }

  /// Keeps a copy of a file some of whose entries were dropped, and names what was lost.
  private func keepCopy(of data: Data, droppedEntries: [Int]) -> String {
    let copy = freeName(for: "unreadable")
    let kept = (try? SafeFile.write(data, to: copy)) != nil
    return CoachText.Progress.entriesDropped(droppedEntries, copy: kept ? copy.lastPathComponent : nil)
  }

  /// `….unreadable`, or `….unreadable-2`, `-3` … : the first name not taken, so that no copy replaces another.
  private func freeName(for suffix: String) -> URL {
    var candidate = file.appendingPathExtension(suffix)
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = root.appendingPathComponent("\(CoachProgress.fileName).\(suffix)-\(number)")
      number += 1
    }
    return candidate
  }
}
