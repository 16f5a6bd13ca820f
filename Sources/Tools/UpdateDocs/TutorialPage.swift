// Every lesson page is also a DocC tutorial in Sources/DelegationLab.docc. The tutorial is
// cut from the page, never written twice: the page's first paragraph is the introduction,
// each section that shows code is a tutorial section, and each snippet marker is a step
// whose text is the paragraph before the marker and whose code pane is the marked source
// region (with the regions of the same file shown earlier in the section, so the pane grows
// step by step). Only the assessments at the end of a tutorial file are written by hand.
import Foundation

/// A lesson page told as a DocC tutorial.
struct TutorialPage {
  /// One step: a paragraph of the page beside the source regions it introduces.
  struct Step: Equatable {
    let text: String
    /// The file under `Sources/` whose regions the code pane shows.
    let file: String
    /// The regions shown, in order; the last one is what this step adds.
    let regions: [String]
    /// The code file's name in the catalog's `Resources/Code` folder.
    let codeFile: String
  }

  /// A section of the page that shows code.
  struct Section: Equatable {
    let title: String
    /// `true` when the section shows the lesson's deliberately wrong code.
    let showsMistakes: Bool
    let steps: [Step]
  }

  /// The page, relative to the package root (`Lessons/01-member-editing.md`).
  let page: String
  /// The page's name without `.md`, which is also the tutorial's (`01-member-editing`).
  let name: String
  let number: Int
  let title: String
  let introduction: String
  let sections: [Section]

  /// The catalog's folders, relative to the package root.
  static let tutorialsFolder = "Sources/DelegationLab.docc/Tutorials"
  static let codeFolder = "Sources/DelegationLab.docc/Resources/Code"
  /// The line where the hand-written part of a tutorial file starts.
  static let assessmentsLine = "    @Assessments {"

  /// The tutorial file's path relative to the package root.
  var tutorialFile: String { "\(Self.tutorialsFolder)/\(name).tutorial" }

  init(page: String, text: String) throws {
    self.page = page
    name = String(page.split(separator: "/").last ?? "").replacingOccurrences(of: ".md", with: "")
    number = Int(name.prefix(2)) ?? 0
    let lines = text.components(separatedBy: "\n")
    guard let heading = lines.first, heading.hasPrefix("# ") else { throw DocError("\(page) has no '# ' title") }
    title = String(heading.dropFirst(2))

    var introduction: String?
    var sections: [Section] = []
    var sectionTitle = ""
    var steps: [Step] = []
    var shown: [String: [String]] = [:]  // the regions of each file shown so far in this section
    var paragraph: [String] = []
    var lastParagraph: [String] = []
    var inFence = false

    func closeSection() {
      if !steps.isEmpty {
        let mistakes = steps.contains { $0.file.contains("Mistake") }
        sections.append(Section(title: sectionTitle, showsMistakes: mistakes, steps: steps))
      }
      steps = []
      shown = [:]
    }
    for line in lines.dropFirst() + [""] {
      if line.hasPrefix("```") {
        inFence.toggle()
        paragraph = []
        lastParagraph = []
        continue
      }
      if inFence { continue }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("<!-- snippet: ") {
        let reference = trimmed.dropFirst("<!-- snippet: ".count).dropLast(" -->".count)
        let parts = reference.split(separator: "#").map(String.init)
        guard parts.count == 2 else { throw DocError("\(page): bad snippet marker '\(trimmed)'") }
        let file = parts[0]
        shown[file, default: []].append(parts[1])
        let before = paragraph.isEmpty ? lastParagraph : paragraph
        let words = before.isEmpty ? ["Next, in `\(file)`:"] : before
        let base = (file.split(separator: "/").last ?? "").replacingOccurrences(of: "+", with: "-")
        // `.txt`: a region may be a fragment that swift-format cannot parse; DocC takes the
        // pane's language from its name, which keeps `.swift`.
        let position = sections.flatMap(\.steps).count + steps.count + 1
        let codeFile = String(format: "%02d-%02d-", number, position) + base + ".txt"
        steps.append(Step(text: Self.plain(words), file: file, regions: shown[file] ?? [], codeFile: codeFile))
        paragraph = []
        lastParagraph = []
        continue
      }
      if trimmed.hasPrefix("## ") {
        closeSection()
        sectionTitle = String(trimmed.dropFirst(3))
      }
      if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("<!--") || trimmed.hasPrefix("|") {
        if !paragraph.isEmpty {
          if introduction == nil, sectionTitle.isEmpty, !(paragraph.first ?? "").hasPrefix("[") {
            introduction = Self.plain(paragraph)
          }
          lastParagraph = paragraph
        }
        if !trimmed.isEmpty { lastParagraph = [] }
        paragraph = []
      } else {
        paragraph.append(trimmed)
      }
    }
    closeSection()
    guard let introduction else { throw DocError("\(page) has no paragraph before its first section") }
    guard !sections.isEmpty else { throw DocError("\(page) shows no marked code, so its tutorial has no steps") }
    self.introduction = introduction
    self.sections = sections
  }

  /// Markdown text without its links (their targets are paths of the repository, which the
  /// built site does not hold), so the tutorial shows the words only.
  static func plain(_ lines: [String]) -> String {
    var text = lines.joined(separator: "\n")
    while let open = text.range(of: "]("), let start = text[..<open.lowerBound].lastIndex(of: "["),
      let close = text[open.upperBound...].firstIndex(of: ")")
    {
      let words = text[text.index(after: start)..<open.lowerBound]
      text.replaceSubrange(start...close, with: words)
    }
    return text
  }

  /// The code a step's pane shows: its regions, cut from the sources.
  static func code(of step: Step, in tree: DocsTree = .package) throws -> String {
    try step.regions.map { try SourceRegion.text(file: step.file, region: $0, in: tree) }.joined(separator: "\n\n")
      + "\n"
  }

  /// The generated part of the tutorial file: everything before the assessments.
  var generatedPart: String {
    var out: [String] = []
    let steps = sections.reduce(0) { $0 + $1.steps.count }
    out.append(
      """
      <!-- Cut from \(page) and the source regions it shows, by `swift run UpdateDocs`:
           change the page or the sources, not this part. Only the assessments below are
           written here by hand. -->
      @Tutorial(time: \(10 + 2 * steps)) {
          @Intro(title: "\(title.replacingOccurrences(of: "\"", with: "'"))") {
      \(Self.indent(introduction, 8))

              This tutorial is Lesson \(number)'s page, `\(page)`, told in steps. The page also
              shows what `swift run Lesson\(number)` prints and the tests that prove each claim.
          }
      """)
    for section in sections {
      out.append("")
      out.append("    @Section(title: \"\(section.title.replacingOccurrences(of: "\"", with: "'"))\") {")
      // DocC's renderer shows a section only with its introduction, so every section has one.
      var files: [String] = []
      for file in section.steps.map(\.file) where !files.contains(file) { files.append(file) }
      let list = files.map { "`\($0)`" }
      let named = list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " and " + list[list.count - 1]
      out.append("        @ContentAndMedia {")
      if section.showsMistakes {
        out.append("            Deliberately wrong code, kept to show what goes wrong: read it, do not copy it.")
        out.append("")
      }
      out.append(Self.indent("Cut from \(named), the same regions that the page shows.", 12))
      out.append("        }")
      out.append("")
      out.append("        @Steps {")
      for step in section.steps {
        out.append("            @Step {")
        out.append(Self.indent(step.text, 16))
        out.append("")
        out.append("                @Code(name: \"\(step.file)\", file: \"\(step.codeFile)\")")
        out.append("            }")
      }
      out.append("        }")
      out.append("    }")
    }
    out.append("")
    return out.joined(separator: "\n") + "\n"
  }

  private static func indent(_ text: String, _ spaces: Int) -> String {
    let pad = String(repeating: " ", count: spaces)
    return text.components(separatedBy: "\n").map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
  }
}
