// `swift run Sandbox`: runs `scene(_:)` from YourCode.swift, then reports what leaked.
// This file stays as it is; YourCode.swift is yours to replace.
import Foundation
import SandboxKit

do {
  let options = try SandboxOptions.parse(
    Array(CommandLine.arguments.dropFirst()), isTerminal: isatty(STDOUT_FILENO) == 1,
    environment: ProcessInfo.processInfo.environment)
  if options.help {
    print(SandboxOptions.usage)
    exit(0)
  }
  let (output, status) = await SandboxRun.run(scene, options: options)
  print(output)
  exit(status)
} catch {
  FileHandle.standardError.write(Data("\(error)\n\n\(SandboxOptions.usage)\n".utf8))
  exit(SandboxRun.usageExitCode)
}
