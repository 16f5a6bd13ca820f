import Foundation
import Languages
import StandardStreams

/// Runs a lesson from the command line: options, colour, pauses and the exit status.
package enum LessonRunner {
  /// The exit status for a command-line misuse, as in BSD's `sysexits.h`.
  package static let usageExitCode: Int32 = 64

  /// Runs `lesson` with the process's arguments and environment, then exits.
  ///
  /// The status is 0 when the lesson's lifetime claims held, 1 when they did not, 64 for an
  /// unknown option, and 74 when its output could not be written (see `StandardStream`).
  @MainActor
  package static func main(_ lesson: any Lesson) async -> Never {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let environment = ProcessInfo.processInfo.environment
    let language = (try? LessonOptions.parse(arguments, extra: lesson.extraFlags))?.lang ?? .fromLocale(environment)
    let prompt = Narrator.translation(of: "press Enter for the next step", in: language)
    let status = await run(
      lesson,
      arguments: arguments,
      environment: environment,
      isTerminal: isatty(STDOUT_FILENO) == 1,
      output: { StandardStream.output.writeLine($0) },
      errorOutput: { StandardStream.error.writeLine($0) },
      waitForEnter: {
        StandardStream.error.write("  ⏎ \(prompt)")
        _ = readLine()
        // A terminal echoes the Enter; piped input does not, so end the prompt's line here.
        if isatty(STDIN_FILENO) != 1 { StandardStream.error.write("\n") }
      })
    exit(status)
  }

  /// Runs `lesson` with the given arguments and environment, writing through the closures.
  @MainActor
  package static func run(
    _ lesson: any Lesson, arguments: [String], environment: [String: String], isTerminal: Bool,
    output: @escaping (String) -> Void, errorOutput: (String) -> Void, waitForEnter: @escaping () -> Void
  ) async -> Int32 {
    let program = "Lesson\(lesson.number)"
    let helpLanguage = (try? LessonOptions.parse(arguments, extra: lesson.extraFlags))?.lang ?? .fromLocale(environment)
    let usage = LessonOptions.usage(
      program: program, summary: lesson.summary, extra: lesson.extraFlags, mistake: lesson.mistakeHelp,
      translate: { Narrator.translation(of: $0, in: helpLanguage) })
    let options: LessonOptions
    do {
      options = try LessonOptions.parse(arguments, extra: lesson.extraFlags)
    } catch {
      errorOutput("\(program): \(error)\n\n\(usage)")
      return usageExitCode
    }
    if options.help {
      output(usage)
      return 0
    }
    let style = Style.resolve(noColorFlag: options.noColor, environment: environment, isTerminal: isTerminal)
    let language = options.lang ?? Language.fromLocale(environment)
    let narrator = Narrator(style: style, language: language, pause: options.step ? waitForEnter : nil, write: output)
    return await lesson.run(narrator, options: options) ? 0 : 1
  }

  /// Runs `lesson` in plain style and returns everything it wrote: what Markdown compares.
  ///
  /// Only `options` decide the language (English without `--lang`), never the environment,
  /// so a page's expected output is the same on every machine.
  @MainActor
  package static func transcript(of lesson: any Lesson, options: LessonOptions = LessonOptions()) async -> String {
    var lines: [String] = []
    let narrator = Narrator(style: .plain, language: options.lang ?? .english) { lines.append($0) }
    _ = await lesson.run(narrator, options: options)
    return lines.joined(separator: "\n")
  }
}
