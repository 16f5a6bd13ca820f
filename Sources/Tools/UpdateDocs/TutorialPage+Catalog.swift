// A tutorial's files in the catalog: the code panes and the tutorial file that
// `swift run UpdateDocs` writes, and the code files that no step uses any more.
import Foundation

extension TutorialPage {
  /// The hand-written end of the tutorial file in `tree`, from its `@Assessments` line on, or
  /// `nil` when the file or that line is missing.
  func assessments(in tree: DocsTree = .package) -> String? {
    let existing = "\n" + ((try? tree.read(tutorialFile)) ?? "")
    return existing.range(of: "\n" + Self.assessmentsLine).map { String(existing[$0.lowerBound...].dropFirst()) }
  }

  /// The catalog's files for this page: each step's code pane, then the tutorial file, which
  /// keeps the assessments it has in `tree`.
  ///
  /// - Throws: `DocError` when the tutorial file has no hand-written `@Assessments` block.
  func files(in tree: DocsTree = .package) throws -> [GeneratedFile] {
    let panes = try sections.flatMap(\.steps).map { step in
      GeneratedFile(
        path: "\(Self.codeFolder)/\(step.codeFile)", text: try Self.code(of: step, in: tree),
        source: "Sources/\(step.file)#\(step.regions.joined(separator: ",#"))")
    }
    guard let assessments = assessments(in: tree) else {
      throw DocError("\(tutorialFile) needs its hand-written '@Assessments' block after the generated part")
    }
    return panes + [GeneratedFile(path: tutorialFile, text: generatedPart + assessments, source: page)]
  }

  /// The code files in `tree`'s catalog that belong to no step of the tutorials of `pages`.
  static func leftoverCodeFiles(in tree: DocsTree = .package, pages: [TutorialPage]) throws -> [String] {
    let used = Set(pages.flatMap(\.sections).flatMap(\.steps).map(\.codeFile))
    return try FileManager.default.contentsOfDirectory(atPath: tree.url(codeFolder).path).sorted()
      .filter { !used.contains($0) }.map { "\(codeFolder)/\($0)" }
  }
}
