// Finds references among objects the way a memory-graph debugger does, by walking their
// stored properties with Mirror. Mirror sees stored properties only: it cannot say
// whether one is weak (types may declare theirs, see DeclaresNonOwningProperties), and a
// closure or a task shows no contents at all, so those are collected as blind spots
// instead of being guessed at.

/// The references among a set of surviving objects, found by reflection.
struct ReferenceGraph {
  /// One reference from an object to another: the property path that holds it, and how.
  struct Edge {
    let property: String
    let target: AnyObject
    let kind: LiveGraph.EdgeKind

    /// `true` when the edge may keep its target alive: strong, or not declared either way.
    var mayOwn: Bool { kind != .weak }
  }

  /// Closures and tasks stored by the objects walked, as `Type.property`.
  private(set) var blindSpots: [String] = []

  private static let maxObjects = 400
  private static let maxValueDepth = 6

  /// The shortest cycle through each of `survivors`, each cycle listed once.
  mutating func cycles(among survivors: [AnyObject]) -> [(path: ReferencePath, objects: [AnyObject])] {
    var seen: [Set<ObjectIdentifier>] = []
    var result: [(path: ReferencePath, objects: [AnyObject])] = []
    for survivor in survivors {
      guard let cycle = shortestPath(from: survivor, to: survivor) else { continue }
      let members = Set(cycle.objects.map(ObjectIdentifier.init))
      guard !seen.contains(members) else { continue }
      seen.append(members)
      result.append(cycle)
    }
    return result
  }

  /// Breadth-first search from `start` to `end` over references that may own; with
  /// `start === end` it finds the shortest cycle through `start`.
  mutating func shortestPath(from start: AnyObject, to end: AnyObject) -> (path: ReferencePath, objects: [AnyObject])? {
    struct Visit {
      let object: AnyObject
      let steps: [ReferencePath.Step]
      let objects: [AnyObject]
    }
    var queue = [Visit(object: start, steps: [], objects: [start])]
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(start)]
    var head = 0
    while head < queue.count, visited.count < Self.maxObjects {
      let visit = queue[head]
      head += 1
      let typeName = Self.typeName(of: visit.object)
      for edge in edges(of: visit.object) where edge.mayOwn {
        let step = ReferencePath.Step(typeName: typeName, property: edge.property)
        if edge.target === end {
          return (ReferencePath(steps: visit.steps + [step], end: Self.typeName(of: end)), visit.objects)
        }
        let id = ObjectIdentifier(edge.target)
        guard !visited.contains(id) else { continue }
        visited.insert(id)
        queue.append(Visit(object: edge.target, steps: visit.steps + [step], objects: visit.objects + [edge.target]))
      }
    }
    return nil
  }

  /// Every object reachable from `roots` through any reference, weak ones included, roots first.
  mutating func reachable(from roots: [AnyObject]) -> [AnyObject] {
    var result: [AnyObject] = []
    var visited: Set<ObjectIdentifier> = []
    var queue = roots
    var head = 0
    while head < queue.count, visited.count < Self.maxObjects {
      let object = queue[head]
      head += 1
      guard visited.insert(ObjectIdentifier(object)).inserted else { continue }
      result.append(object)
      queue += edges(of: object).map(\.target)
    }
    return result
  }

  /// The references from `object` to the objects in `nodes`, each found through a chain of
  /// objects that are not nodes themselves; the chain's weakest link gives the kind.
  mutating func collapsedEdges(from object: AnyObject, to nodes: Set<ObjectIdentifier>) -> [Edge] {
    var result: [Edge] = []
    var visited: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
    var queue: [Edge] = edges(of: object)
    var head = 0
    while head < queue.count, visited.count < Self.maxObjects {
      let edge = queue[head]
      head += 1
      let id = ObjectIdentifier(edge.target)
      if nodes.contains(id) {
        result.append(edge)
        continue
      }
      guard visited.insert(id).inserted else { continue }
      for next in edges(of: edge.target) {
        queue.append(
          Edge(property: edge.property + "." + next.property, target: next.target, kind: edge.kind.then(next.kind)))
      }
    }
    return result
  }

  /// The objects that `object`'s stored properties point at, its superclasses' included.
  mutating func edges(of object: AnyObject) -> [Edge] {
    var result: [Edge] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    let owner = Self.typeName(of: object)
    let declaring = Swift.type(of: object) as? any DeclaresNonOwningProperties.Type
    while let current = mirror {
      let nonOwning = declaring?.nonOwningPropertyNames(declaredBy: current.subjectType)
      for child in current.children {
        guard let label = child.label else { continue }
        let kind: LiveGraph.EdgeKind =
          if let nonOwning { nonOwning.contains(label) ? .weak : .strong } else { .unknown }
        collect(child.value, path: Self.propertyName(label), kind: kind, owner: owner, depth: 0, into: &result)
      }
      mirror = current.superclassMirror
    }
    return result
  }

  private mutating func collect(
    _ value: Any, path: String, kind: LiveGraph.EdgeKind, owner: String, depth: Int, into edges: inout [Edge]
  ) {
    guard depth < Self.maxValueDepth else { return }
    let mirror = Mirror(reflecting: value)
    let type = String(describing: Swift.type(of: value))
    if type.contains("->") || type.hasPrefix("Task<") {
      // A declared non-owning closure (a method reference, say) is no blind spot.
      guard kind != .weak else { return }
      let spot = "\(owner).\(path) (\(type.hasPrefix("Task<") ? "a task" : "a closure"))"
      if !blindSpots.contains(spot) { blindSpots.append(spot) }
      return
    }
    switch mirror.displayStyle {
    case .class:
      edges.append(Edge(property: path, target: value as AnyObject, kind: kind))
    case .optional:
      for child in mirror.children {
        collect(child.value, path: path, kind: kind, owner: owner, depth: depth + 1, into: &edges)
      }
    case .collection, .set:
      for (index, child) in mirror.children.prefix(100).enumerated() {
        collect(child.value, path: "\(path)[\(index)]", kind: kind, owner: owner, depth: depth + 1, into: &edges)
      }
    case .dictionary:
      for child in mirror.children.prefix(100) {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        let key = "\(path)[\(pair[0].value)]"
        collect(pair[1].value, path: key, kind: kind, owner: owner, depth: depth + 1, into: &edges)
      }
    case .struct, .tuple, .enum:
      let valueType = Swift.type(of: value)
      let nonOwning = (valueType as? any DeclaresNonOwningProperties.Type)?.nonOwningPropertyNames(
        declaredBy: valueType)
      for (index, child) in mirror.children.enumerated() {
        let name = child.label.map(Self.propertyName) ?? String(index)
        let childKind = Self.kind(
          of: child.label, declared: nonOwning, isStruct: mirror.displayStyle == .struct, outer: kind)
        collect(child.value, path: "\(path).\(name)", kind: childKind, owner: owner, depth: depth + 1, into: &edges)
      }
    default:
      return
    }
  }

  /// The kind of a reference held inside a value: a struct may hold weak properties, and one
  /// that does not say which makes what it holds "not declared"; tuples and enums cannot.
  private static func kind(
    of label: String?, declared nonOwning: Set<String>?, isStruct: Bool, outer: LiveGraph.EdgeKind
  ) -> LiveGraph.EdgeKind {
    if let nonOwning { return label.map(nonOwning.contains) == true ? .weak : outer }
    return isStruct ? outer.then(.unknown) : outer
  }

  /// A lazy property is stored as `$__lazy_storage_$_name`; show it as `name`.
  private static func propertyName(_ label: String) -> String {
    label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst("$__lazy_storage_$_".count)) : label
  }

  static func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}

extension LiveGraph.EdgeKind {
  /// The kind of a chain of two references: weak if either is, strong only if both are.
  func then(_ next: Self) -> Self {
    switch (self, next) {
    case (.weak, _), (_, .weak): .weak
    case (.strong, .strong): .strong
    default: .unknown
    }
  }
}
