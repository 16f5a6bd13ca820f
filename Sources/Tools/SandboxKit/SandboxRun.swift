// `swift run Sandbox` runs the learner's own scene, then checks what outlived it, the way
// `leaks -atExit` does on a Mac: the scene runs in a window; then the window closes and
// everything it held should go. Every screen joins the watch as it is made; objects of
// the learner's own types (coordinators, managers) are found from the screens before the
// window closes. Whatever is still alive afterwards is reported with the path that holds
// it, and the exit status says whether anything leaked.
import LeakCheck
import StageKit

/// Runs a scene and reports what it leaked.
@MainActor
package enum SandboxRun {
  /// The exit status when something leaked.
  package static let leakExitCode: Int32 = 1
  /// The exit status for an option the Sandbox does not know.
  package static let usageExitCode: Int32 = 64

  /// Runs `scene` in a new window, closes the window, and returns the report and the exit
  /// status: 0 when everything was released, 1 when something leaked.
  ///
  /// - Parameters:
  ///   - scene: The learner's scene: it shows screens in the window and plays the user.
  ///   - options: How to draw the report.
  /// - Returns: The printout, and the exit status.
  package static func run(_ scene: @MainActor (Window) async -> Void, options: SandboxOptions) async -> (
    output: String, status: Int32
  ) {
    let watch = LeakWatch()
    let transcript = Transcript()
    var report = SandboxReport(style: options.style)
    await Transcript.$current.withValue(transcript) {
      await LeakWatch.$current.withValue(watch) {
        var window: Window? = Window()
        if let window { await scene(window) }
        report.section("The scene", transcript.drain())
        // While the scene is still up, find the objects of yours that screens lead to.
        watch.watchReachable(from: (window.map { [$0] } ?? []) + watch.liveObjects, where: isYours)
        window?.rootViewController = nil
        window = nil
      }
    }
    // A screen's isolated deinit runs as a job on the main actor: let it run first.
    await Task.yield()
    report.section("The window closes", transcript.drain())
    let leaks = watch.report()
    report.verdict(leaks, mermaid: options.mermaid)
    return (report.text, leaks.isClean ? 0 : leakExitCode)
  }

  /// `true` for a screen, or an object of a type of yours; not for StageKit's views and parts.
  static func isYours(_ object: AnyObject) -> Bool {
    if object is ViewController { return true }
    // A view is part of its screen, yours or not: the screen is what is reported.
    if object is View { return false }
    let module = String(reflecting: type(of: object)).prefix { $0 != "." }
    let system: Set<Substring> = ["Swift", "Foundation", "FoundationEssentials", "StageKit", "LeakCheck", "SandboxKit"]
    return !system.contains(module) && !module.hasPrefix("_")
  }
}
