// `swift run Sandbox`: runs `scene(_:)` from YourCode.swift, then reports what leaked.
// This file stays as it is; YourCode.swift is yours to replace.
import Foundation
import SandboxKit
import StandardStreams

do {
  let options = try SandboxOptions.parse(
    Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) == 1,
    environment: ProcessInfo.processInfo.environment)
  if options.help {
    StandardStream.output.writeLine(SandboxOptions.usage)
    exit(0)
  }
  let (output, status) = await SandboxRun.run(scene, options: options)
  StandardStream.output.writeLine(output)
  exit(status)
} catch {
  StandardStream.error.writeLine("\(error)\n\n\(SandboxOptions.usage)")
  exit(SandboxRun.usageExitCode)
}
