// The Coach in Korean and Japanese: every line it writes, in every scenario these tests can
// make it meet, has an entry in the language's table, and every entry is still written by one of them;
// the list stays aligned and the task wraps by display width; the language follows
// --lang, then the locale.
import ExerciseChecks
import ExerciseSolutions
import Foundation
import Languages
import Members
import StageKit
import Testing

@testable import Coach
@testable import ExerciseChecks

@Suite("The Coach speaks Korean and Japanese", .serialized)
@MainActor
struct CoachLanguageTests {
  @Test(
    "Every line the Coach writes has an entry, and every entry is still written", .timeLimit(.minutes(10)),
    arguments: [Language.korean, .japanese])
  func everyLineIsTranslated(language: Language) async throws {
    let recorder = TranslationRecorder()
    let korean = CoachTranslator(language, recorder: recorder)
    try CoachScenarios(translator: korean).runAll()
    let steps = try await CheckLines.all()
    var untranslatedSteps: Set<String> = []
    for line in steps {
      if let text = line.dropping("fail: ") ?? line.dropping("unowned: ") {
        _ = korean.line("  " + text)
      } else if let step = line.dropping("step: ") {
        // A step is written inside another line ("The check was trying to: …"), so it is a phrase.
        if korean.phrase(step) == step { untranslatedSteps.insert(step) }
      }
    }
    let recorded = recorder.recorded
    let missed = Array(Set(recorded.missed)).sorted()
    #expect(missed.isEmpty, "no entry for these lines:\n\(missed.joined(separator: "\n"))")
    #expect(
      untranslatedSteps.isEmpty,
      "no entry for these steps:\n\(untranslatedSteps.sorted().joined(separator: "\n"))")
    let prose = Set(recorded.kept.filter(Self.looksLikeEnglishProse)).sorted()
    #expect(
      prose.isEmpty, "these phrases were left in English inside a translated line:\n\(prose.joined(separator: "\n"))")
    let unused = CoachTranslator.keys(of: language).filter { !recorded.used.contains($0) }
    #expect(unused.isEmpty, "no scenario writes these entries any more:\n\(unused.joined(separator: "\n"))")
  }

  @Test("With --lang, every command the Coach suggests carries the language, so that it answers the same way")
  func suggestedCommandsKeepTheLanguage() throws {
    let scenarios = CoachScenarios(translator: CoachTranslator(.korean), options: ["--lang", "ko"])
    try scenarios.runAll()
    let suggesting = scenarios.sessions.lines.filter { $0.contains("swift run Coach") }
    #expect(suggesting.count > 20, "the scenarios suggest commands: \(suggesting.count)")
    let usage = CoachTranslator(.korean).line(CoachText.usage)
    for line in suggesting where line != usage {
      let commands = line.components(separatedBy: "swift run Coach").dropFirst()
      #expect(commands.allSatisfy { $0.hasPrefix(" --lang ko") }, "a command without the language: \(line)")
    }
    // When the locale chose the language, running the command again chooses it again.
    let package = try ScratchPackage()
    let plain = CoachSession(root: package.root, launcher: ScriptedLauncher(), translator: CoachTranslator(.korean))
    #expect(plain.run("--hint", "4") == 0)
    #expect(plain.text.contains("swift run Coach --hint 4") && !plain.text.contains("--lang ko"))
  }

  @Test("The command the Coach suggests after a hint answers in the language of the hint")
  func suggestedCommandAnswersInKind() async throws {
    let package = try ScratchPackage()
    let first = await (try RunningCoach(in: package.root, ["--hint", "4", "--lang", "ja"])).finish()
    let suggestion = try #require(first.output.split(separator: "\n").last { $0.contains("swift run Coach") })
    let command = try #require(suggestion.components(separatedBy: "swift run Coach").last)
    let arguments = command.split(separator: " ").map(String.init)
    #expect(arguments.starts(with: ["--lang", "ja"]), "\(suggestion)")
    let second = await (try RunningCoach(in: package.root, arguments)).finish()
    let heading = CoachTranslator(.japanese).line(CoachText.Hint.heading(ExerciseCatalog.all[3]))
    #expect(second.output.split(separator: "\n").first.map(String.init) == heading)
    let hints = ExerciseCatalog.all[3].hints
    #expect(second.output.contains(CoachTranslator(.japanese).line(CoachText.Hint.hint(2, of: hints.count, hints[1]))))
  }

  @Test(
    "The progress list stays aligned, and the task is wrapped by display width",
    arguments: [Language.korean, .japanese])
  func listIsAligned(language: Language) throws {
    let package = try ScratchPackage()
    let launcher = ScriptedLauncher()
    launcher.outcomes[1] = .passed
    let korean = CoachTranslator(language)
    let session = CoachSession(root: package.root, launcher: launcher, translator: korean)
    #expect(session.run("1") == 0)
    #expect(session.run("--hint", "2") == 0)
    #expect(session.run() == 0)
    let rows = session.lines.suffix(from: session.lines.lastIndex { $0.hasPrefix("  ✓ 1. ") } ?? 0).prefix(8)
    #expect(rows.count == 8)
    for (row, exercise) in zip(rows, ExerciseCatalog.all) {
      let english = exercise.number == 1 ? "passes" : exercise.number == 2 ? "1 hint seen" : "to do"
      let state = korean.phrase(english)
      #expect(state != english)
      #expect(row.contains(korean.phrase(exercise.title)) && row.hasSuffix(" " + state), "\(row)")
      // "  ✓ ", the number and title padded to 54 columns, a space: every state starts at column 59.
      #expect(TextPicture.displayWidth(of: row) - TextPicture.displayWidth(of: state) == 59, "\(row)")
    }
    let task = korean.paragraph(ExerciseCatalog.all[1].task, width: 86)
    #expect(task.count > 1 && task != ExerciseCatalog.all[1].task)
    for line in task {
      #expect(session.lines.contains("  " + line))
      #expect(TextPicture.displayWidth(of: line) <= 86, "\(line)")
    }
  }

  @Test("A list inside a line is translated item by item, names kept", arguments: [Language.korean, .japanese])
  func listsAreTranslatedByItem(language: Language) {
    let translator = CoachTranslator(language)
    let spots = translator.line(
      Words.Lifetime.blindSpots(["MemberDetailScreen.onSave (a closure)", "A.task (a task)"]))
    #expect(spots.contains("MemberDetailScreen.onSave") && spots.contains("A.task"), "\(spots)")
    #expect(!spots.contains("(a closure)") && !spots.contains("(a task)"), "\(spots)")
    let members = [Member(name: "Kim Minji", age: 28), Member(name: "Park Jisoo", age: 25)]
    let holds = translator.line(Words.Scene.listHolds(after: Words.Scene.savedKim, members, not: []))
    #expect(holds.contains("Kim Minji, 28") && holds.contains("Park Jisoo, 25"), "\(holds)")
    #expect(!holds.contains(" and "), "\(holds)")
  }

  @Test("--lang, or else the locale, chooses Korean or Japanese; any other locale gives English")
  func languageFollowsOptionThenLocale() async throws {
    let package = try ScratchPackage()
    let heading = CoachText.Hint.heading(ExerciseCatalog.all[0])
    let inKorean = CoachTranslator(.korean).line(heading)
    let inJapanese = CoachTranslator(.japanese).line(heading)
    #expect(Set([heading, inKorean, inJapanese]).count == 3)
    let cases: [(arguments: [String], environment: [String: String], expected: String)] = [
      (["--hint", "1", "--lang", "ko"], [:], inKorean),
      (["--lang=ja", "--hint", "1"], [:], inJapanese),
      (["--hint", "1"], ["LANG": "ko_KR.UTF-8"], inKorean),
      (["--hint", "1"], ["LANG": "ja_JP.UTF-8"], inJapanese),
      (["--hint", "1"], ["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"], inKorean),
      (["--hint", "1"], ["LANG": "ko_KR.UTF-8", "LC_ALL": "C"], heading),
      (["--hint", "1", "--lang", "en"], ["LANG": "ja_JP.UTF-8"], heading),
      (["--hint", "1"], ["LANG": "fr_FR.UTF-8"], heading),
    ]
    for (arguments, environment, expected) in cases {
      let coach = try RunningCoach(in: package.root, arguments, environment: environment)
      let result = await coach.finish()
      #expect(result.status == 0, "\(arguments) \(environment): \(result.errors)")
      #expect(result.output.split(separator: "\n").first.map(String.init) == expected, "\(arguments) \(environment)")
    }
    let unknown = try RunningCoach(in: package.root, ["--lang", "fr"])
    let refused = await unknown.finish()
    #expect(refused.status == Coach.usageExitCode)
    #expect(refused.errors.contains("--lang en (English), --lang ko (한국어) or --lang ja (日本語)"))
  }

  /// A kept value that reads as the checks' English (it starts in lower case, as steps,
  /// moments and actions do, and has three lowercase words or more) should have had an entry;
  /// names, paths and the runtime's own messages are kept on purpose.
  static func looksLikeEnglishProse(_ value: String) -> Bool {
    guard let first = value.first, first.isASCII, first.isLowercase else { return false }
    let words = value.split(separator: " ").filter { word in
      word.count > 1 && word.allSatisfy { $0.isASCII && $0.isLowercase && $0.isLetter }
    }
    return words.count >= 3
  }
}

extension String {
  /// The rest of the string after `prefix`, or `nil` when it does not start with it.
  fileprivate func dropping(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }
}
