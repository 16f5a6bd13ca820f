import LeakCheckTesting
import Testing

@testable import LeakCheck

/// Two objects that hold each other strongly: a real leak, on purpose.
private final class Owner {
  var part: Part?
}

private final class Part {
  var owner: Owner?
  var onChange: (() -> Void)?
  var task: Task<Void, Never>?
}

/// An object whose only link is weak, so it never forms a cycle.
private final class Observer {
  weak var subject: Owner?
}

/// A parent that owns a child which points back weakly, and says so.
private final class Parent: DeclaresNonOwningProperties {
  var child: Child?

  static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? { [] }
}

/// A child whose back link is weak, declared as such.
private final class Child: DeclaresNonOwningProperties {
  weak var parent: Parent?

  static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    type == Child.self ? ["parent"] : nil
  }
}

/// The same shape as Parent and Child, without the declaration.
private final class UndeclaredParent {
  var child: UndeclaredChild?
}

/// A child whose back link is weak, which reflection cannot see.
private final class UndeclaredChild {
  weak var parent: UndeclaredParent?
}

@Suite("LeakWatch")
struct LeakWatchTests {
  @Test("A released object is not reported")
  func releasedObjectIsNotReported() {
    let watch = LeakWatch()
    do {
      let owner = Owner()
      watch.watch(owner)
    }
    let report = watch.report()
    #expect(report.isClean)
    #expect(report.released == ["Owner"])
    #expect(report.description == "All 1 watched objects were released.")
  }

  @Test("A survivor is reported by its label and the place it was watched")
  func survivorIsReportedByLabel() {
    let watch = LeakWatch()
    let owner = Owner()
    watch.watch(owner, as: "the owner")
    let report = watch.report()
    #expect(report.survivorLabels == ["the owner"])
    #expect(report.survivors.first?.location.hasPrefix("LeakWatchTests.swift:") == true)
    #expect(report.cycles.isEmpty)
    #expect(report.description.contains("something else holds"))
    withExtendedLifetime(owner) {}
  }

  @Test("A retain cycle is drawn through the stored properties that form it")
  func cycleIsDrawn() {
    let watch = LeakWatch()
    weak var leakedPart: Part?
    do {
      let owner = Owner()
      let part = Part()
      owner.part = part
      part.owner = owner
      watch.watch(part)
      watch.watch(owner)
      leakedPart = part
    }
    let report = watch.report()
    #expect(report.survivorLabels == ["Part", "Owner"])
    #expect(report.cycles.map(\.description) == ["Part.owner → Owner.part → Part"])
    leakedPart?.owner = nil  // break the cycle, so LeakSanitizer sees no leak
    #expect(watch.report().isClean)
  }

  @Test("Closures and tasks are named as places reflection cannot see into")
  func blindSpotsAreNamed() async {
    let watch = LeakWatch()
    let part = Part()
    part.onChange = {}
    part.task = Task {}
    watch.watch(part)
    let report = watch.report()
    #expect(report.blindSpots == ["Part.onChange (a closure)", "Part.task (a task)"])
    #expect(report.description.contains("cannot tell weak references from strong ones"))
    await part.task?.value
  }

  @Test("A one-way link forms no cycle")
  func weakLinksAreNotTold() {
    let watch = LeakWatch()
    let owner = Owner()
    let observer = Observer()
    observer.subject = owner
    watch.watch(observer)
    #expect(watch.report().cycles.isEmpty)
    withExtendedLifetime(owner) {}
  }

  @Test("A link its type declares weak is never drawn as part of a cycle")
  func declaredWeakLinksAreSkipped() {
    let watch = LeakWatch()
    let parent = Parent()
    let child = Child()
    parent.child = child
    child.parent = parent
    watch.watch(parent)
    #expect(watch.report().cycles.isEmpty)
    withExtendedLifetime(parent) {}
  }

  @Test("The same weak link undeclared is drawn, and the report says it cannot tell")
  func undeclaredWeakLinksAreDrawn() {
    let watch = LeakWatch()
    let parent = UndeclaredParent()
    let child = UndeclaredChild()
    parent.child = child
    child.parent = parent
    watch.watch(parent)
    let report = watch.report()
    #expect(report.cycles.map(\.description) == ["UndeclaredParent.child → UndeclaredChild.parent → UndeclaredParent"])
    #expect(report.description.contains("cannot tell weak references from strong ones"))
    withExtendedLifetime(parent) {}
  }

  @Test("The async form awaits the task that owns the object, then reports")
  @MainActor func asyncFormAwaitsTask() async {
    let watch = LeakWatch()
    var owner: Owner? = Owner()
    if let owner { watch.watch(owner) }
    let task = Task { @MainActor [owner] in _ = owner }
    owner = nil
    let report = await watch.report(afterAwaiting: [task])
    #expect(report.isClean)
  }

  @Test("The Swift Testing helper records an issue when something survives")
  func helperRecordsAnIssue() {
    let watch = LeakWatch()
    let owner = Owner()
    watch.watch(owner)
    withKnownIssue("the owner is deliberately kept alive") {
      watch.expectAllReleased()
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("Owner (watched at LeakWatchTests.swift:") }
    }
    withExtendedLifetime(owner) {}
  }

  @Test("The Swift Testing helper records nothing when everything was released")
  func helperIsQuietWhenClean() {
    let watch = LeakWatch()
    watch.watch(Owner())
    #expect(watch.expectAllReleased().isClean)
  }
}
