// A diff between two Via* targets should show only the mechanism. That holds only while
// every target keeps the same files, the same type names and the same member order; this
// suite fails as soon as one drifts.
import Foundation
import Testing
import Variants

/// The Via* targets' sources, read from the package.
enum MechanismSources {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The four screens every target has.
  static let screens = ["MemberListScreen", "MemberDetailScreen", "ValueScreen", "ComposeScreen"]

  /// Files a target may have beyond the screens and its two mechanism types, and why.
  static let extras: [String: Set<String>] = [
    // One struct travels two ways (typed, or flattened into userInfo), and a receiver keeps
    // its observers in objects that remove them: the mechanism needs these four helpers.
    "ViaNotificationCenter": [
      "ClassicMessage.swift", "NotificationStyle.swift", "Subscription.swift", "UserInfoKey.swift",
    ]
  ]

  static func targets() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources/Course").path)
      .filter { $0.hasPrefix("Via") }.sorted()
  }

  /// The `.swift` files of `folder`, by name, without subfolders.
  static func files(in folder: String) throws -> Set<String> {
    Set(
      try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
        .filter { $0.hasSuffix(".swift") })
  }

  static func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// `text` without its `//` comments, so that only code is searched.
  static func code(_ text: String) -> String {
    text.components(separatedBy: "\n").map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? line
    }.joined(separator: "\n")
  }

  /// The noun of a target's mechanism types: "Delegate" for MemberDelegate and ComposeDelegate.
  static func nouns(of target: String) throws -> (member: [String], compose: [String]) {
    let files = try files(in: "Sources/Course/\(target)").map { String($0.dropLast(".swift".count)) }
      .filter { !screens.contains($0) }
    return (
      files.filter { $0.hasPrefix("Member") }.map { String($0.dropFirst("Member".count)) },
      files.filter { $0.hasPrefix("Compose") }.map { String($0.dropFirst("Compose".count)) }
    )
  }
}

@Suite("Every Via* target keeps the same names")
struct SameNamesTests {
  @Test(
    "Each has the four screens, Member<Noun> and Compose<Noun>, and nothing else unexplained",
    arguments: try MechanismSources.targets())
  func sameFiles(target: String) throws {
    let (member, compose) = try MechanismSources.nouns(of: target)
    #expect(
      member.count == 1 && member == compose, "\(target): Member\(member) and Compose\(compose) must share one noun")
    let noun = try #require(member.first)
    let expected = Set((MechanismSources.screens + ["Member\(noun)", "Compose\(noun)"]).map { "\($0).swift" })
      .union(MechanismSources.extras[target] ?? [])
    let files = try MechanismSources.files(in: "Sources/Course/\(target)")
    #expect(
      files == expected,
      "Sources/Course/\(target): unexpected \(files.subtracting(expected).sorted()), missing \(expected.subtracting(files).sorted())"
    )
    for type in ["Member\(noun)", "Compose\(noun)"] {
      let code = MechanismSources.code(try MechanismSources.read("Sources/Course/\(target)/\(type).swift"))
      #expect(
        code.range(of: "(protocol|typealias|struct|class|enum) \(type)\\b", options: .regularExpression) != nil,
        "Sources/Course/\(target)/\(type).swift declares no \(type)")
    }
  }

  @Test("Each has a Mistakes folder with a twin for both exchanges", arguments: try MechanismSources.targets())
  func mistakesCoverBothExchanges(target: String) throws {
    let files = try MechanismSources.files(in: "Sources/Course/\(target)/Mistakes")
    #expect(files.contains("Original.swift"), "the twins' module makes \(target) visible in Original.swift")
    let twins = files.subtracting(["Original.swift"]).map { $0.dropLast(".swift".count) }
    #expect(twins.contains { $0.hasPrefix("Member") }, "\(target) has no mistake of the member-editing exchange")
    #expect(
      twins.contains { $0 == "ValueScreen" || $0.hasPrefix("Compose") },
      "\(target) has no mistake of the compose exchange")
    let names = try MechanismSources.files(in: "Sources/Course/\(target)").map { $0.dropLast(".swift".count) }
    for twin in twins {
      #expect(names.contains(twin), "Mistakes/\(twin).swift copies nothing of \(target)")
    }
  }

  /// Declarations every target shares, in the order the screens declare them.
  static let sharedMembers = [
    "let listView", "var plusButton", "init(", "var memberListManager", "var tableView: TableView",
    "let mode", "let detailView", "let composeView", "var doneButton", "var cancelButton", "let valueView",
    "func loadView", "func viewDidLoad", "func plusButtonTapped", "func editTitleTapped", "func editSubtitleTapped",
    "func saveButtonTapped", "func performDone", "func performCancel", "didSelectRowAt",
  ]

  @Test(
    "Each screen declares what all screens share in ViaDelegate's order",
    arguments: try MechanismSources.targets().filter { $0 != "ViaDelegate" }, MechanismSources.screens)
  func sameOrder(target: String, screen: String) throws {
    func order(_ path: String) throws -> [String] {
      let code = MechanismSources.code(try MechanismSources.read(path))
      return Self.sharedMembers.compactMap { member in code.range(of: member).map { (member, $0.lowerBound) } }
        .sorted { $0.1 < $1.1 }.map(\.0)
    }
    let reference = try order("Sources/Course/ViaDelegate/\(screen).swift")
    let mine = try order("Sources/Course/\(target)/\(screen).swift")
    #expect(mine.filter(reference.contains) == reference.filter(mine.contains), "\(target)/\(screen).swift")
  }

  @Test("Each runs in the contract suite")
  @MainActor func everyTargetIsAVariant() throws {
    let variants = Variant.all.map(\.name)
    for target in try MechanismSources.targets() {
      #expect(variants.contains { $0.hasPrefix(target) }, "\(target) is not in Variant.all")
    }
  }
}
