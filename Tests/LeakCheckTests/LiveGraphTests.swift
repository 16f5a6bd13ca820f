import Testing

@testable import LeakCheck

/// A screen that declares its weak property, so its other properties are known strong.
private final class Screen: DeclaresNonOwningProperties {
  var detail: Detail?
  weak var observer: Detail?
  var panel: Panel?

  static func nonOwningPropertyNames(declaredBy type: Any.Type) -> Set<String>? {
    type == Screen.self ? ["observer"] : nil
  }
}

/// A detail screen that declares nothing: reflection cannot tell how it holds its delegate.
private final class Detail {
  var delegate: Screen?
  var log: Log?
}

/// An object that is not watched, standing between two watched ones.
private final class Panel {
  var detail: Detail?
}

/// An object a cycle keeps alive without being on it.
private final class Log {}

@Suite("The live graph: what is alive and what holds it")
struct LiveGraphTests {
  /// A screen and a detail that hold each other, the detail also reachable through a panel.
  private static func makeCycle(watch: LeakWatch) -> Screen {
    let screen = Screen()
    let detail = Detail()
    screen.detail = detail
    screen.observer = detail
    detail.delegate = screen
    watch.watch(screen)
    watch.watch(detail)
    return screen
  }

  @Test("The text tree tells strong, weak and undeclared references apart, and marks where a cycle closes")
  func textTree() {
    let watch = LeakWatch()
    let screen = Self.makeCycle(watch: watch)
    #expect(
      watch.report().graph.textTree() == """
        Screen
        ├─ detail ━━▶ Detail
        │  └─ delegate ──▶ Screen ↺
        └─ observer ┄┄▶ Detail ↺
        ━━▶ strong   ──▶ not declared (weak or strong)   ┄┄▶ weak
        """)
    screen.detail?.delegate = nil
  }

  @Test("The Mermaid flowchart draws the same edges with Mermaid's three arrows")
  func mermaid() {
    let watch = LeakWatch()
    let screen = Self.makeCycle(watch: watch)
    #expect(
      watch.report().graph.mermaid() == """
        flowchart LR
          n0["Screen"]
          n1["Detail"]
          n0 ==>|"detail"| n1
          n0 -.->|"observer"| n1
          n1 -->|"delegate"| n0
        """)
    screen.detail?.delegate = nil
  }

  @Test("A reference through an object that is not watched is one edge named by the whole path")
  func pathThroughUnwatchedObject() {
    let watch = LeakWatch()
    let screen = Screen()
    let panel = Panel()
    panel.detail = Detail()
    screen.panel = panel
    watch.watch(screen)
    if let detail = panel.detail { watch.watch(detail) }
    let graph = watch.report().graph
    #expect(graph.edges == [LiveGraph.Edge(from: 0, to: 1, property: "panel.detail", kind: .unknown)])
    #expect(graph.textTree().hasPrefix("Screen\n└─ panel.detail ──▶ Detail\n"))
  }

  @Test("A survivor held by a cycle without being on it is reported with the path that holds it")
  func holderOfSurvivorOffTheCycle() {
    let watch = LeakWatch()
    let screen = Self.makeCycle(watch: watch)
    let log = Log()
    screen.detail?.log = log
    watch.watch(log)
    let report = watch.report()
    #expect(report.cycles.map(\.description) == ["Screen.detail → Detail.delegate → Screen"])
    #expect(report.survivors.map { $0.heldBy?.description } == [nil, nil, "Detail.log → Log"])
    #expect(report.description.contains("Held through another survivor:\n  Detail.log → Log"))
    screen.detail?.delegate = nil
  }

  @Test("Two survivors with one label are numbered in the graph")
  func sameLabelsAreNumbered() {
    let watch = LeakWatch()
    let first = Log()
    let second = Log()
    watch.watch(first)
    watch.watch(second)
    #expect(watch.report().graph.nodes.map(\.label) == ["Log", "Log #2"])
    #expect(watch.report().graph.textTree() == "Log\nLog #2")
    withExtendedLifetime((first, second)) {}
  }

  @Test("An empty graph says that nothing is alive")
  func emptyGraph() {
    #expect(LeakWatch().report().graph.textTree() == "(nothing is alive)")
    #expect(LeakWatch().report().graph.mermaid() == "flowchart LR")
  }

  @Test("Watching what is reachable finds objects through weak references too, once each")
  func watchReachable() {
    let watch = LeakWatch()
    let screen = Screen()
    let detail = Detail()
    screen.observer = detail
    detail.log = Log()
    watch.watch(screen, as: "the screen")
    watch.watchReachable(from: [screen]) { !($0 is Log) }
    #expect(watch.labels == ["the screen", "Detail"])
    withExtendedLifetime((screen, detail)) {}
  }

  @Test("A label given to an object that watched itself replaces its own, and it is listed once")
  func manualWatchRelabels() {
    let watch = LeakWatch()
    let log = Log()
    watch.watchNew(log, as: "Log", madeAt: "Here.swift", line: 3)
    watch.watch(log, as: "the log")
    #expect(watch.labels == ["the log"])
    let survivor = watch.report().survivors.first
    #expect(survivor?.isAutomatic == false && survivor?.origin.hasPrefix("watched at LiveGraphTests.swift:") == true)
    watch.watchNew(log, as: "again", madeAt: nil, line: nil)
    #expect(watch.labels == ["the log"])
    withExtendedLifetime(log) {}
  }
}
