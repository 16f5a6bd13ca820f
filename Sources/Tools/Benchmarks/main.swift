// `swift run -c release Benchmarks`: what each mechanism costs (see BenchmarkCommand.swift).
import Foundation

let status = await BenchmarkCommand.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  output: { print($0) },
  errorOutput: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
exit(status)
