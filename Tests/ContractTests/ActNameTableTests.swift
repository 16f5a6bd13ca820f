// Lessons/README.md names each act (add, update, done, cancel) in each mechanism. A table
// that nobody checks goes stale at the first rename, so this suite reads the table and the
// sources and fails when a name in the table is not what the code declares.
import Foundation
import Testing

/// The act-name table of the course map, and the check of its names against the sources.
struct ActNameTable {
  /// The heading the table follows in Lessons/README.md.
  static let heading = "## The acts, one name per mechanism"
  /// The acts every mechanism must name, in order.
  static let acts = ["add", "update", "done", "cancel"]

  /// The column titles, such as "ViaDelegate"; the first two are the act and the payload.
  let columns: [String]
  /// The rows, each cell as written.
  let rows: [[String]]

  /// Reads the first table after `heading` in `page`.
  init(page: String) throws {
    let lines = page.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: Self.heading) else {
      throw TableError("no '\(Self.heading)' heading")
    }
    let table = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    let cells = table.map { line in
      line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    guard cells.count > 2 else { throw TableError("no table after '\(Self.heading)'") }
    columns = cells[0]
    rows = Array(cells.dropFirst(2))
  }

  /// The names in a cell's code spans: identifiers, and the argument labels that end in `:`.
  static func names(in cell: String) -> (identifiers: [String], labels: [String]) {
    let spans = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    var identifiers: [String] = []
    var labels: [String] = []
    for span in spans {
      for match in span.matches(of: #/([A-Za-z]\w*)(:?)/#) {
        let word = String(match.output.1)
        if match.output.2.isEmpty { identifiers.append(word) } else { labels.append(word) }
      }
    }
    return (identifiers, labels)
  }

  /// Returns every name of the table that `sources` does not declare, as sentences.
  ///
  /// - Parameter sources: The code (comments removed) of each column's target, by column title.
  /// - Returns: One sentence per problem; none when the table and the code agree.
  func problems(sources: [String: String]) -> [String] {
    var problems: [String] = []
    let mechanisms = Array(columns.dropFirst(2))
    for target in sources.keys.sorted() where target != "Members" && !mechanisms.contains(target) {
      problems.append("the table has no column for \(target)")
    }
    let named = rows.map { $0.first ?? "" }
    if Array(named.prefix(Self.acts.count)) != Self.acts {
      problems.append("the first rows must be the acts \(Self.acts), not \(named)")
    }
    for row in rows {
      for (column, cell) in zip(columns.dropFirst(), row.dropFirst()) {
        // A mechanism's names may come from its own target or from the payloads in Members.
        let target = column.hasPrefix("Via") ? column : "Members"
        guard let own = sources[target], let members = sources["Members"] else {
          problems.append("column '\(column)' names no target")
          continue
        }
        let code = target == "Members" ? members : own + "\n" + members
        let (identifiers, labels) = Self.names(in: cell)
        for name in identifiers where !Self.declares(code, name) {
          problems.append("\(row[0]), \(column): \(target) declares no '\(name)'")
        }
        for label in labels where code.range(of: "\\b\(label)(\\s+\\w+)?\\s*:", options: .regularExpression) == nil {
          problems.append("\(row[0]), \(column): \(target) has no argument label '\(label):'")
        }
      }
    }
    return problems
  }

  /// Whether `code` declares `name`: a type, a function, a property or an enum case.
  static func declares(_ code: String, _ name: String) -> Bool {
    code.range(
      of: "\\b(protocol|typealias|struct|class|enum|func|var|let|case)\\s+\(name)\\b", options: .regularExpression)
      != nil
  }
}

/// A table that cannot be read, said in words.
struct TableError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

@Suite("The act-name table agrees with the code")
struct ActNameTableTests {
  /// The code of every Via* target and of Members, comments removed, by target name.
  static func sources() throws -> [String: String] {
    var sources: [String: String] = [:]
    for target in try MechanismSources.targets() + ["Members"] {
      let folder = "Sources/Course/\(target)"
      sources[target] = try MechanismSources.files(in: folder).sorted()
        .map { MechanismSources.code(try MechanismSources.read("\(folder)/\($0)")) }.joined(separator: "\n")
    }
    return sources
  }

  static func table() throws -> ActNameTable {
    try ActNameTable(page: MechanismSources.read("Lessons/README.md"))
  }

  @Test("Every name in Lessons/README.md's act table is declared by its target")
  func tableMatchesTheCode() throws {
    let problems = try Self.table().problems(sources: Self.sources())
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("The check catches a renamed act, a wrong label and a missing column")
  func checkCanFail() throws {
    let page = try MechanismSources.read("Lessons/README.md")
    let sources = try Self.sources()
    let renamed = try ActNameTable(page: page.replacingOccurrences(of: "`onSave(.add)`", with: "`onCommit(.add)`"))
    #expect(renamed.problems(sources: sources) == ["add, ViaClosure: ViaClosure declares no 'onCommit'"])
    let relabelled = try ActNameTable(
      page: page.replacingOccurrences(of: "`composer(_:didInput:)`", with: "`composer(_:didEnter:)`"))
    #expect(
      relabelled.problems(sources: sources) == ["done, ViaDelegate: ViaDelegate has no argument label 'didEnter:'"])
    var extra = sources
    extra["ViaSomethingNew"] = ""
    #expect(try Self.table().problems(sources: extra) == ["the table has no column for ViaSomethingNew"])
  }

  @Test("The names of a cell are its identifiers and its labels")
  func namesOfACell() {
    let names = ActNameTable.names(in: "`MemberNotification(edit: .add)` and `update(index:_:)`, not this")
    #expect(names.identifiers == ["MemberNotification", "add", "update"])
    #expect(names.labels == ["edit", "index"])
  }
}
