// Finds cycles among objects the way a memory-graph debugger does, by walking their
// stored properties with Mirror. Mirror sees stored properties only: it cannot say
// whether one is weak (types may declare theirs, see DeclaresNonOwningProperties), and a
// closure or a task shows no contents at all, so those are collected as blind spots
// instead of being guessed at.

/// The references among a set of surviving objects, found by reflection.
struct ReferenceGraph {
  private struct Edge {
    let property: String
    let target: AnyObject
  }

  /// The shortest cycle through each survivor, each cycle listed once.
  private(set) var cycles: [ReferencePath] = []
  /// Closures and tasks stored by the objects walked, as `Type.property`.
  private(set) var blindSpots: [String] = []

  private static let maxObjects = 400
  private static let maxValueDepth = 6

  init(survivors: [AnyObject]) {
    var seenCycles: [Set<ObjectIdentifier>] = []
    for survivor in survivors {
      guard let path = shortestCycle(through: survivor) else { continue }
      let members = Set(path.objects.map(ObjectIdentifier.init))
      guard !seenCycles.contains(members) else { continue }
      seenCycles.append(members)
      cycles.append(path.path)
    }
  }

  /// Breadth-first search from `start` back to `start`.
  private mutating func shortestCycle(through start: AnyObject) -> (path: ReferencePath, objects: [AnyObject])? {
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
      for edge in edges(of: visit.object) {
        let step = ReferencePath.Step(typeName: typeName, property: edge.property)
        if edge.target === start {
          return (ReferencePath(steps: visit.steps + [step], end: Self.typeName(of: start)), visit.objects)
        }
        let id = ObjectIdentifier(edge.target)
        guard !visited.contains(id) else { continue }
        visited.insert(id)
        queue.append(Visit(object: edge.target, steps: visit.steps + [step], objects: visit.objects + [edge.target]))
      }
    }
    return nil
  }

  /// The objects that `object`'s stored properties point at, its superclasses' included.
  private mutating func edges(of object: AnyObject) -> [Edge] {
    var result: [Edge] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    let owner = Self.typeName(of: object)
    while let current = mirror {
      let declaring = Swift.type(of: object) as? any DeclaresNonOwningProperties.Type
      let nonOwning = declaring?.nonOwningPropertyNames(declaredBy: current.subjectType) ?? []
      for child in current.children {
        guard let label = child.label, !nonOwning.contains(label) else { continue }
        collect(child.value, path: Self.propertyName(label), owner: owner, depth: 0, into: &result)
      }
      mirror = current.superclassMirror
    }
    return result
  }

  private mutating func collect(_ value: Any, path: String, owner: String, depth: Int, into edges: inout [Edge]) {
    guard depth < Self.maxValueDepth else { return }
    let mirror = Mirror(reflecting: value)
    let type = String(describing: Swift.type(of: value))
    if type.contains("->") || type.hasPrefix("Task<") {
      let spot = "\(owner).\(path) (\(type.hasPrefix("Task<") ? "a task" : "a closure"))"
      if !blindSpots.contains(spot) { blindSpots.append(spot) }
      return
    }
    switch mirror.displayStyle {
    case .class:
      edges.append(Edge(property: path, target: value as AnyObject))
    case .optional:
      for child in mirror.children {
        collect(child.value, path: path, owner: owner, depth: depth + 1, into: &edges)
      }
    case .collection, .set:
      for (index, child) in mirror.children.prefix(100).enumerated() {
        collect(child.value, path: "\(path)[\(index)]", owner: owner, depth: depth + 1, into: &edges)
      }
    case .dictionary:
      for child in mirror.children.prefix(100) {
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { continue }
        collect(pair[1].value, path: "\(path)[\(pair[0].value)]", owner: owner, depth: depth + 1, into: &edges)
      }
    case .struct, .tuple, .enum:
      let valueType = Swift.type(of: value)
      let nonOwning =
        (valueType as? any DeclaresNonOwningProperties.Type)?.nonOwningPropertyNames(declaredBy: valueType) ?? []
      for (index, child) in mirror.children.enumerated() {
        if let label = child.label, nonOwning.contains(label) { continue }
        let name = child.label.map(Self.propertyName) ?? String(index)
        collect(child.value, path: "\(path).\(name)", owner: owner, depth: depth + 1, into: &edges)
      }
    default:
      return
    }
  }

  /// A lazy property is stored as `$__lazy_storage_$_name`; show it as `name`.
  private static func propertyName(_ label: String) -> String {
    label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst("$__lazy_storage_$_".count)) : label
  }

  static func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }
}
