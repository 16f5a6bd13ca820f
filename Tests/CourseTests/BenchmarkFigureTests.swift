import BenchmarkKit
import Foundation
import Testing

/// Every page a learner reads, translations included.
private func pages() throws -> [String] {
  let folders = try FileManager.default.contentsOfDirectory(atPath: Repository.url("Lessons").path)
    .filter { (try? Repository.url("Lessons/\($0)").resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
  return try Repository.markdownPages()
    + folders.sorted().flatMap { try Repository.files(in: "Lessons/\($0)", endingWith: ".md") }
}

@Suite("Lesson 9 and the course map quote one checked-in benchmark run")
struct BenchmarkFigureTests {
  @Test("Every marked figure on a page is the checked-in run's", arguments: try pages())
  func figuresMatchTheRun(page: String) throws {
    var lines = try Repository.read(page).components(separatedBy: "\n")
    let run = try BenchmarkFigures.run()
    var rewritten = false
    for marker in try FigureMarker.all(in: lines, page: page).reversed() {
      let expected = try BenchmarkFigures.text(marker.name, from: run, in: FigureWords(page: page).language)
      guard marker.text(in: lines) != expected else { continue }
      if Repository.updatesDocs {
        marker.replace(with: expected, in: &lines)
        rewritten = true
      } else {
        Issue.record(
          """
          \(page):\(marker.line + 1): the figure '\(marker.name)' differs from \(BenchmarkFigures.runPath), \
          which gives the text below. Run DELEGATIONLAB_UPDATE_DOCS=1 swift test --filter CourseTests.
          \(expected)
          """)
      }
    }
    if rewritten {
      try lines.joined(separator: "\n").write(to: Repository.url(page), atomically: true, encoding: .utf8)
    }
  }

  @Test("The charts next to the run are drawn from it")
  func chartsMatchTheRun() throws {
    let run = try BenchmarkFigures.run()
    for (path, render) in BenchmarkFigures.charts {
      let expected = render(run)
      guard (try? Repository.read(path)) != expected else { continue }
      if Repository.updatesDocs {
        try expected.write(to: Repository.url(path), atomically: true, encoding: .utf8)
      } else {
        Issue.record(
          "\(path) is not drawn from \(BenchmarkFigures.runPath). Run DELEGATIONLAB_UPDATE_DOCS=1 swift test --filter CourseTests."
        )
      }
    }
  }

  @Test("No page quotes a time in ns or µs outside a benchmark marker", arguments: try pages())
  func noUnmarkedCosts(page: String) throws {
    let lines = try Repository.read(page).components(separatedBy: "\n")
    var unmarked = lines
    for marker in try FigureMarker.all(in: lines, page: page).reversed() { marker.replace(with: "", in: &unmarked) }
    for (index, line) in unmarked.enumerated() where line.contains(/[0-9] ?(ns|µs)\b/) {
      Issue.record("\(page):\(index + 1): a cost that no benchmark marker renders: \(line)")
    }
  }

  @Test("The checked-in run is a full release run, with its machine, date, load and toolchain")
  func fullReleaseRun() throws {
    let run = try BenchmarkFigures.run()
    #expect(run.build == "release" && run.repetitions == BenchmarkPlan.full.repetitions)
    #expect(run.targetNanoseconds == BenchmarkPlan.full.targetNanoseconds)
    #expect(run.rows.count >= 20 && run.scaling.count == 3 && run.memory.count >= 5)
    #expect(run.rows.allSatisfy { $0.samples.count == run.repetitions })
    #expect(run.loadAverage.start.count == 3 && run.loadAverage.end.count == 3)
    #expect(run.toolchain.contains("Swift version") && !run.machine.system.isEmpty && run.heapStatistic != nil)
  }

  @Test("Lesson 9 names the command that measures a new run")
  func regenerateCommandDocumented() throws {
    let page = try Repository.read("Lessons/09-choosing-a-mechanism.md")
    #expect(page.contains(BenchmarkFigures.regenerate))
    #expect(page.contains("DELEGATIONLAB_UPDATE_DOCS=1 swift test --filter CourseTests"))
  }
}

/// A `<!-- benchmark: name -->` marker on a page, and the text it covers.
struct FigureMarker {
  /// Where the text is: inside one line, or the lines of a fenced block.
  enum Place {
    case inline(Range<String.Index>)
    case block(firstLine: Int, endLine: Int)
  }

  let name: String
  /// The line index of the marker.
  let line: Int
  let place: Place

  /// The text the marker covers now.
  func text(in lines: [String]) -> String {
    switch place {
    case .inline(let range): String(lines[line][range])
    case .block(let first, let end): lines[first..<end].joined(separator: "\n")
    }
  }

  /// Replaces the covered text.
  func replace(with text: String, in lines: inout [String]) {
    switch place {
    case .inline(let range): lines[line].replaceSubrange(range, with: text)
    case .block(let first, let end): lines.replaceSubrange(first..<end, with: text.components(separatedBy: "\n"))
    }
  }

  /// Every marker of a page, in order.
  ///
  /// - Throws: `DocError` for a marker without its end, or a block marker without a fenced block.
  static func all(in lines: [String], page: String) throws -> [FigureMarker] {
    var markers: [FigureMarker] = []
    for (index, line) in lines.enumerated() where line.contains("<!-- benchmark: ") {
      if let block = line.wholeMatch(of: /\s*<!-- benchmark: ([a-z0-9-]+) -->\s*/) {
        guard index + 1 < lines.count, lines[index + 1].hasPrefix("```"),
          let end = lines[(index + 2)...].firstIndex(where: { $0 == "```" })
        else { throw DocError("\(page):\(index + 1): a block marker must be followed by a fenced block") }
        markers.append(
          FigureMarker(name: String(block.1), line: index, place: .block(firstLine: index + 2, endLine: end)))
        continue
      }
      let inline = line.matches(of: /<!-- benchmark: ([a-z0-9-]+) -->(.*?)<!-- \/benchmark -->/)
      guard inline.count == line.components(separatedBy: "<!-- benchmark: ").count - 1 else {
        throw DocError("\(page):\(index + 1): a figure marker must end with <!-- /benchmark --> on the same line")
      }
      for match in inline {
        markers.append(
          FigureMarker(name: String(match.1), line: index, place: .inline(match.2.startIndex..<match.2.endIndex)))
      }
    }
    return markers
  }
}
