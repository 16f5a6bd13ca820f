// Where progress is kept, and what happens when that place is not usable. The file at the
// package root is the place; when it is a folder, cannot be written, or cannot be read and
// cannot be moved aside either, progress goes to a file in the temporary folder, named
// after the package, so that `--hint` still moves on to the next hint each time. Every such
// case is one plain sentence, once. An unreadable file is kept, under a name of its own.
// The fallback says what stood at the file's place when it was written: when that was a
// file and the file is now gone, the learner deleted it to start over, and the fallback
// goes too. Something that is not a file at that place (a link, a FIFO, a device) is never
// opened, followed, moved or replaced: the Coach says so and stops (see `refusal`).
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

  /// The sentence that stops a command when the file's place holds something that is not a
  /// file (a symbolic link, a FIFO, a device, a socket); `nil` when the Coach can go on.
  func refusal() -> String? {
    switch FileKind(of: file) {
    case .missing, .regular, .folder, .unknown: nil
    case .symbolicLink: CoachText.Progress.notAFile(CoachText.Progress.link)
    case .fifo: CoachText.Progress.notAFile(CoachText.Progress.fifo)
    case .device: CoachText.Progress.notAFile(CoachText.Progress.device)
    case .socket: CoachText.Progress.notAFile(CoachText.Progress.socket)
    }
  }

  /// Reads progress: the file's, then anything newer kept in the fallback.
  ///
  /// - Returns: The progress, and a sentence for each thing the learner should know.
  func load() -> (CoachProgress, notes: [String]) {
    SafeFile.removeLeftovers(in: root)
    var notes: [String] = []
    var progress = CoachProgress()
    let contents = read(file)
    switch contents {
    case .missing:
      break
    case .folder:
      notes.append(CoachText.Progress.folderInTheWay(fallback.path))
    case .unreadable(let problem):
      notes.append(CoachText.Progress.cannotRead(problem, fallback: fallback.path))
    case .readable(let data):
      if let (read, dropped) = CoachProgress.decode(data) {
        progress = read
        if !dropped.isEmpty { notes.append(setAside(entries: dropped, of: data, keeping: read)) }
      } else {
        notes.append(setAside())
      }
    }
    if case .readable(let data) = read(fallback), let (kept, _) = CoachProgress.decode(data) {
      if case .missing = contents, Self.place(in: data) == .file {
        // It stood in for a file that is gone now: the learner deleted it to start over.
        unlink(fallback.path)
      } else {
        progress = progress.merged(with: kept)
      }
    }
    return (progress, notes)
  }

  /// Writes progress to the file, or to the fallback when the file cannot take it.
  ///
  /// - Returns: A sentence when progress did not go to the file.
  func save(_ progress: CoachProgress) -> String? {
    let data = progress.encoded()
    switch read(file) {
    case .folder: return saveToFallback(progress, standingInFor: .folder, note: nil)
    case .unreadable(let problem):
      return saveToFallback(
        progress, standingInFor: .file, note: CoachText.Progress.cannotRead(problem, fallback: fallback.path))
    case .readable(let bytes) where CoachProgress.decode(bytes) == nil:
      // A file the Coach cannot read and could not move aside is never overwritten.
      return saveToFallback(progress, standingInFor: .file, note: CoachText.Progress.notOverwritten(fallback.path))
    case .missing, .readable:
      do {
        try SafeFile.write(data, to: file)
        if FileKind(of: fallback) == .regular { unlink(fallback.path) }
        return nil
      } catch {
        let place: Place = FileKind(of: file) == .missing ? .nothing : .file
        return saveToFallback(
          progress, standingInFor: place, note: CoachText.Progress.cannotWrite(error, fallback: fallback.path))
      }
    }
  }

  private func saveToFallback(_ progress: CoachProgress, standingInFor place: Place, note: String?) -> String? {
    // The fallback is the Coach's own file: anything else at its name is left alone.
    guard [.missing, .regular].contains(FileKind(of: fallback)) else {
      return CoachText.Progress.keptNowhere(FileProblem(description: "\(fallback.path) is not a regular file"))
    }
    do {
      try SafeFile.write(progress.encoded(standingInFor: place.rawValue), to: fallback)
      return note
    } catch {
      return CoachText.Progress.keptNowhere(error)
    }
  }

  // MARK: Reading

  /// What stood at the file's place when the fallback was written.
  enum Place: String {
    /// A file the Coach could not read or write.
    case file
    /// A folder.
    case folder
    /// Nothing: the package's folder could not be written.
    case nothing
  }

  private static func place(in fallback: Data) -> Place? {
    let object = try? JSONSerialization.jsonObject(with: fallback) as? [String: Any]
    return (object?[CoachProgress.standingInForKey] as? String).flatMap(Place.init(rawValue:))
  }

  private enum Contents {
    case missing
    case folder
    case unreadable(FileProblem)
    case readable(Data)
  }

  private func read(_ url: URL) -> Contents {
    switch FileKind(of: url) {
    case .missing: return .missing
    case .folder: return .folder
    case .regular, .unknown:
      do {
        return .readable(try SafeFile.read(url))
      } catch {
        return .unreadable(error)
      }
    case .symbolicLink, .fifo, .device, .socket:
      return .unreadable(FileProblem(description: "not a regular file"))
    }
  }

  // MARK: Setting aside

  /// Moves an unreadable file to the first free `….unreadable` name, and says where, or that it could not.
  private func setAside() -> String {
    let aside = freeName(for: "unreadable")
    // The file itself is moved, within the package; `read` made sure it is a regular file.
    guard rename(file.path, aside.path) == 0 else { return CoachText.Progress.couldNotSetAside(fallback.path) }
    return CoachText.Progress.setAside(aside.lastPathComponent)
  }

  /// Keeps a copy of a file some of whose entries could not be read, then writes the file
  /// again without them, so that the next run does not set them aside once more.
  private func setAside(entries dropped: [Int], of data: Data, keeping progress: CoachProgress) -> String {
    let copy = freeName(for: "unreadable")
    let kept = (try? SafeFile.write(data, to: copy)) != nil
    if kept { try? SafeFile.write(progress.encoded(), to: file) }
    return CoachText.Progress.entriesDropped(dropped, copy: kept ? copy.lastPathComponent : nil)
  }

  /// `….unreadable`, or `….unreadable-2`, `-3` … : the first name not taken, so that no copy replaces another.
  private func freeName(for suffix: String) -> URL {
    var candidate = file.appendingPathExtension(suffix)
    var number = 2
    while FileKind(of: candidate) != .missing {
      candidate = root.appendingPathComponent("\(CoachProgress.fileName).\(suffix)-\(number)")
      number += 1
    }
    return candidate
  }
}
