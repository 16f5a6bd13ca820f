// A leak check that can never fire is worse than none, so this one is small enough to
// read in full, and its own tests include objects that really leak.

/// Watches objects weakly and tells which of them are still alive.
///
/// Watch everything a scene makes, drop your own references, then ask for a report:
///
/// ```swift
/// let watch = LeakWatch()
/// watch.watch(detail, as: "MemberDetailScreen")
/// navigation.popViewController(animated: true)
/// #expect(watch.report().isClean)
/// ```
public final class LeakWatch {
  private struct Entry {
    weak var object: AnyObject?
    let label: String
    let location: String
  }

  private var entries: [Entry] = []

  /// Creates a watch with nothing watched.
  public init() {}

  /// Starts watching `object` without keeping it alive.
  ///
  /// - Parameters:
  ///   - object: The object that should be released by the end.
  ///   - label: The name used in reports; the object's type name by default.
  ///   - fileID: Where the watch was made, for the report; leave the default.
  ///   - line: The line of that place; leave the default.
  public func watch(_ object: AnyObject, as label: String? = nil, fileID: String = #fileID, line: Int = #line) {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    entries.append(
      Entry(object: object, label: label ?? String(describing: type(of: object)), location: "\(file):\(line)"))
  }

  /// The labels of everything watched, in the order watched.
  public var labels: [String] { entries.map(\.label) }

  /// Returns what is still alive now, and the paths that hold it.
  public func report() -> LeakReport {
    var survivors: [LeakReport.Survivor] = []
    var released: [String] = []
    var objects: [AnyObject] = []
    for entry in entries {
      if let object = entry.object {
        survivors.append(LeakReport.Survivor(label: entry.label, location: entry.location))
        objects.append(object)
      } else {
        released.append(entry.label)
      }
    }
    let graph = ReferenceGraph(survivors: objects)
    return LeakReport(
      survivors: survivors, released: released, cycles: graph.cycles, blindSpots: graph.blindSpots)
  }

  /// Awaits `tasks` to their end, then returns what is still alive.
  ///
  /// Use it when the last owner of a watched object is a task: the wait is for the task
  /// itself, never for an amount of time.
  public func report(afterAwaiting tasks: [Task<Void, Never>]) async -> LeakReport {
    for task in tasks { await task.value }
    return report()
  }
}
