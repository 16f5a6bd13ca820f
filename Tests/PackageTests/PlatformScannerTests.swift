import Foundation
import Testing

@Suite("Linux-only constructs stay behind their guards")
struct PlatformScannerTests {
  /// The package's root folder, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("No source uses a glibc module, header or Linux-only call outside a platform guard")
  func sourcesAreGuarded() throws {
    let findings = try PlatformScanner.findings(under: Self.root.appendingPathComponent("Sources"), root: Self.root)
    #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
  }

  @Test("The scanner finds an unguarded import, header and call, so the check above can fail")
  func scannerFindsUnguardedConstructs() {
    let swift = "import Foundation\nimport Glibc\nlet info = mallinfo2()\n// import Glibc in a comment\n"
    #expect(PlatformScanner.findings(in: swift, file: "A.swift", isSwift: true).map(\.line) == [2, 3])
    let c = "#include <stdlib.h>\n#include <malloc.h>\nsize_t f(void) { return mallinfo2().uordblks; }\n"
    #expect(PlatformScanner.findings(in: c, file: "a.c", isSwift: false).map(\.line) == [2, 3])
  }

  @Test("The same constructs behind a platform guard, in either branch, are not reported")
  func guardedConstructsPass() {
    let swift = """
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #else
        let x = prctl(1)
      #endif
      """
    #expect(PlatformScanner.findings(in: swift, file: "A.swift", isSwift: true).isEmpty)
    let c = """
      #if defined(__APPLE__)
      #include <malloc/malloc.h>
      #elif defined(__GLIBC__) && (__GLIBC__ > 2)
      #include <malloc.h>
      size_t f(void) { return mallinfo2().uordblks; }
      #endif
      """
    #expect(PlatformScanner.findings(in: c, file: "a.c", isSwift: false).isEmpty)
  }
}
