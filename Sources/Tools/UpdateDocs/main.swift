// `swift run UpdateDocs` writes every generated file of the package that is stale, one line
// per file written; `swift test` only compares them. `--check` writes nothing and exits 1
// when something is stale.
import Foundation

exit(await UpdateDocsCommand.run(Array(CommandLine.arguments.dropFirst())))
