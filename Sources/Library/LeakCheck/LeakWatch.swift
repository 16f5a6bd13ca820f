// A leak check that can never fire is worse than none, so this one is small enough to
// read in full, and its own tests include objects that really leak.
import Foundation

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
///
/// While a watch is ``current``, StageKit's screens watch themselves as they are made.
public final class LeakWatch: @unchecked Sendable {
  // @unchecked: every stored entry is read and written under the lock of `entries`.
  private struct Entry {
    weak var object: AnyObject?
    var label: String
    var location: String
    var isAutomatic: Bool
  }

  private let entries = Locked<[Entry]>([])

  /// The watch that objects made now should join, such as every StageKit screen.
  ///
  /// Set it with `LeakWatch.$current.withValue(watch) { … }`; the Swift Testing trait
  /// `.leakCheck` (in LeakCheckTesting) does so around each test.
  @TaskLocal public static var current: LeakWatch?

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
    let entry = Entry(
      object: object, label: label ?? Self.typeName(of: object), location: Self.place(fileID, line),
      isAutomatic: false)
    entries.withLock { entries in
      // Watching an object that watched itself gives it your label.
      if let index = entries.firstIndex(where: { $0.object === object }) {
        entries[index] = entry
      } else {
        entries.append(entry)
      }
    }
  }

  /// Starts watching an object that joins the watch by itself as it is made.
  ///
  /// - Parameters:
  ///   - object: The object just made.
  ///   - label: The name used in reports.
  ///   - fileID: Where it was made, if known.
  ///   - line: The line of that place, if known.
  public func watchNew(_ object: AnyObject, as label: String, madeAt fileID: String?, line: Int?) {
    let location = fileID.map { Self.place($0, line ?? 0) } ?? ""
    entries.withLock { entries in
      guard !entries.contains(where: { $0.object === object }) else { return }
      entries.append(Entry(object: object, label: label, location: location, isAutomatic: true))
    }
  }

  /// Watches every object reachable from `roots` that `include` accepts, weak references included.
  ///
  /// Call it while the scene is still up, to find the objects that screens lead to, such as
  /// their coordinators; each is watched under its type name.
  public func watchReachable(from roots: [AnyObject], where include: (AnyObject) -> Bool) {
    var graph = ReferenceGraph()
    for object in graph.reachable(from: roots) where include(object) {
      watchNew(object, as: Self.typeName(of: object), madeAt: nil, line: nil)
    }
  }

  /// The labels of everything watched, in the order watched.
  public var labels: [String] { entries.withLock { $0.map(\.label) } }

  /// The objects watched that are still alive, in the order watched.
  public var liveObjects: [AnyObject] { entries.withLock { $0.compactMap(\.object) } }

  /// Returns what is still alive now, and the paths that hold it.
  public func report() -> LeakReport {
    let snapshot = entries.withLock { $0 }
    var released: [String] = []
    var alive: [(entry: Entry, object: AnyObject)] = []
    for entry in snapshot {
      if let object = entry.object { alive.append((entry, object)) } else { released.append(entry.label) }
    }
    var graph = ReferenceGraph()
    let objects = alive.map(\.object)
    let cycles = graph.cycles(among: objects)
    let inCycles = Set(cycles.flatMap(\.objects).map(ObjectIdentifier.init))
    let survivors = alive.map { entry, object in
      LeakReport.Survivor(
        label: entry.label, location: entry.location, isAutomatic: entry.isAutomatic,
        heldBy: inCycles.contains(ObjectIdentifier(object))
          ? nil : Self.holder(of: object, from: cycles.flatMap(\.objects) + objects, in: &graph))
    }
    return LeakReport(
      survivors: survivors, released: released, cycles: cycles.map(\.path), blindSpots: graph.blindSpots,
      graph: Self.liveGraph(of: alive.map { ($0.entry.label, $0.object) }, in: &graph))
  }

  /// Awaits `tasks` to their end, then returns what is still alive.
  ///
  /// Use it when the last owner of a watched object is a task: the wait is for the task
  /// itself, never for an amount of time.
  public func report(afterAwaiting tasks: [Task<Void, Never>]) async -> LeakReport {
    for task in tasks { await task.value }
    return report()
  }

  /// The shortest owning path to `object` from one of `sources`, tried in order.
  private static func holder(of object: AnyObject, from sources: [AnyObject], in graph: inout ReferenceGraph)
    -> ReferencePath?
  {
    var best: ReferencePath?
    for source in sources where source !== object {
      guard let path = graph.shortestPath(from: source, to: object)?.path else { continue }
      if path.steps.count < best?.steps.count ?? .max { best = path }
    }
    return best
  }

  private static func liveGraph(of alive: [(label: String, object: AnyObject)], in graph: inout ReferenceGraph)
    -> LiveGraph
  {
    var seen: [String: Int] = [:]
    let nodes = alive.map { label, _ in
      seen[label, default: 0] += 1
      let count = seen[label] ?? 1
      return LiveGraph.Node(label: count == 1 ? label : "\(label) #\(count)")
    }
    let ids = alive.map { ObjectIdentifier($0.object) }
    var edges: [LiveGraph.Edge] = []
    for (from, item) in alive.enumerated() {
      for edge in graph.collapsedEdges(from: item.object, to: Set(ids)) {
        guard let to = ids.firstIndex(of: ObjectIdentifier(edge.target)) else { continue }
        // A screen that is its own table's data source is no news.
        if to == from && edge.kind == .weak { continue }
        edges.append(LiveGraph.Edge(from: from, to: to, property: edge.property, kind: edge.kind))
      }
    }
    return LiveGraph(nodes: nodes, edges: edges)
  }

  private static func place(_ fileID: String, _ line: Int) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line)"
  }

  private static func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}
