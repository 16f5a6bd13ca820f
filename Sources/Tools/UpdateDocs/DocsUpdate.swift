// Every generated file of the package, in the order one feeds the next: the pages' marked
// blocks and figures first (from the sources, the lesson runs, the Sandbox and the checked-in
// benchmark run), then the charts, then the DocC tutorials, which are cut from the pages.

/// What `swift run UpdateDocs` writes: every file whose generated text differs from what it
/// should be.
@MainActor
struct DocsUpdate {
  /// The checkout read and compared.
  let tree: DocsTree
  /// Runs a lesson and returns its plain transcript (the tests run it in a child process).
  var lessonOutput: (Int, [String]) async throws -> String = LessonOutput.text(lesson:arguments:)
  /// What `swift run Sandbox` prints on its shipped scene; asked for only if a page shows it.
  let sandboxOutput: () throws -> String

  /// The files whose text should change, each with its new text (`nil` to remove it), in the
  /// order they are found.
  func staleFiles() async throws -> [GeneratedFile] {
    var stale: [GeneratedFile] = []
    var pageTexts: [String: String] = [:]
    var sandbox: String?
    let report = try BenchmarkFigures.run(in: tree)
    for page in try tree.markdownPages() {
      let text = try tree.read(page)
      var rewrite = PageRewrite(page: page, text: text)
      try await MarkedBlock.update(&rewrite, in: tree, lessonOutput: lessonOutput)
      try FigureMarker.update(&rewrite, from: report)
      if rewrite.lines.contains(SandboxBlock.marker) {
        if sandbox == nil { sandbox = try sandboxOutput() }
        try SandboxBlock.update(&rewrite, output: sandbox ?? "")
      }
      pageTexts[page] = rewrite.text
      if rewrite.text != text { stale.append(GeneratedFile(path: page, text: rewrite.text, source: "its sources")) }
    }
    stale += BenchmarkFigures.chartFiles(from: report).filter { $0.staleness(in: tree) != nil }

    var tutorials: [TutorialPage] = []
    for page in try tree.lessonPages() {
      let tutorial = try TutorialPage(page: page, text: pageTexts[page] ?? tree.read(page))
      tutorials.append(tutorial)
      stale += try tutorial.files(in: tree).filter { $0.staleness(in: tree) != nil }
    }
    stale += try TutorialPage.leftoverCodeFiles(in: tree, pages: tutorials).map {
      GeneratedFile(path: $0, text: nil, source: "no step of a tutorial shows it")
    }
    return stale
  }

  /// Writes every stale file, or with `check` writes nothing.
  ///
  /// - Returns: One line per file written (or, with `check`, per file that would be).
  func run(check: Bool) async throws -> [String] {
    try await staleFiles().map { file in
      if !check { try tree.write(file.text, to: file.path) }
      let verb = check ? "stale" : file.text == nil ? "removed" : "wrote"
      return "\(verb) \(file.path)"
    }
  }
}
