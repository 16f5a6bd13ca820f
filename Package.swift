// swift-tools-version: 6.2
// DelegationLab: how one object tells another that something happened.
//
// Sources/ is grouped by who each folder is for, so the tree is the architecture:
//   Library/   what other packages import: the only `public` API
//   Course/    what the lessons teach and run
//   YourWork/  the only folder a learner edits
//   Tools/     what runs the course: the Coach, the checks, the benchmarks, the docs
import PackageDescription

/// The mechanism targets, each the same two exchanges told another way.
let mechanisms = ["ViaDelegate", "ViaClosure", "ViaNotificationCenter", "ViaAsyncStream", "ViaObservation"]

/// The lessons, one executable each: `swift run Lesson3` runs lesson 3's script.
let lessons = 1...9

/// The module of `target`'s deliberately wrong twins, in its `Mistakes` folder, which `target` excludes.
func twins(of target: String, dependencies: [Target.Dependency]) -> Target {
  .target(
    name: "\(target)Mistakes", dependencies: [.target(name: target)] + dependencies,
    path: "Sources/Course/\(target)/Mistakes")
}

/// The main-actor default of an Xcode 26 app target, for code written as an app's is.
let asAnApp: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "DelegationLab",
  // The code uses Observations, Task.immediate and NotificationCenter.MainActorMessage
  // (macOS 26 / iOS 26) and isolated deinit (macOS 15.4 / iOS 18.4). CI builds on Linux only.
  platforms: [.macOS(.v26), .iOS(.v26)],
  products: [
    // Libraries for your own package: the UIKit stand-in, the leak check, its Swift Testing trait.
    .library(name: "StageKit", targets: ["StageKit"]),
    .library(name: "LeakCheck", targets: ["LeakCheck"]),
    .library(name: "LeakCheckTesting", targets: ["LeakCheckTesting"]),
    .executable(name: "Sandbox", targets: ["Sandbox"]),
    .executable(name: "Coach", targets: ["Coach"]),
    .executable(name: "ExerciseRunner", targets: ["Exercises"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ] + lessons.map { .executable(name: "Lesson\($0)", targets: ["Lesson\($0)"]) },
  targets: [
    // Library: what other packages import. StageKit draws screens and records who told whom
    // what; LeakCheck watches objects and draws what holds them; LeakCheckTesting is its Swift
    // Testing side, the only module of the three that imports Testing.
    .target(name: "StageKit", dependencies: ["LeakCheck"], path: "Sources/Library/StageKit"),
    .target(name: "LeakCheck", path: "Sources/Library/LeakCheck"),
    .target(name: "LeakCheckTesting", dependencies: ["LeakCheck"], path: "Sources/Library/LeakCheckTesting"),

    // Course: the member model with the exchanges' payloads and the views every screen shares;
    // the same two exchanges once per mechanism, never importing each other; optional
    // requirements and coordinators; the lesson scripts and their one-line mains.
    .target(name: "Members", path: "Sources/Course/Members"),
    .target(name: "MemberViews", dependencies: ["StageKit", "Members"], path: "Sources/Course/MemberViews"),
  ]
    + mechanisms.map {
      .target(
        name: $0, dependencies: ["StageKit", "Members", "MemberViews"], path: "Sources/Course/\($0)",
        exclude: ["Mistakes"])
    }
    + [
      .target(name: "OptionalRequirements", dependencies: ["StageKit"], path: "Sources/Course/OptionalRequirements"),
      .target(
        name: "Coordinators", dependencies: ["StageKit"], path: "Sources/Course/Coordinators", exclude: ["Mistakes"]),
    ]
    // Each Mistakes folder is a module of its own: the deliberately wrong twins of its
    // parent's files, with the same names, that the lessons run and the tests prove leak.
    + mechanisms.map { twins(of: $0, dependencies: ["StageKit", "Members", "MemberViews"]) }
    + [twins(of: "Coordinators", dependencies: ["StageKit"])]
    + [
      .target(
        name: "Course",
        dependencies: [
          "StageKit", "LeakCheck", "Members", "MemberViews", "Languages", "OptionalRequirements", "Coordinators",
          "CoordinatorsMistakes", "StandardStreams",
        ]
          + mechanisms.flatMap { [.target(name: $0), .target(name: "\($0)Mistakes")] },
        path: "Sources/Course/LessonScripts", exclude: ["Mains"])
    ]
    + lessons.map {
      .executableTarget(
        name: "Lesson\($0)", dependencies: ["Course"], path: "Sources/Course/LessonScripts/Mains/Lesson\($0)")
    }
    + [
      // YourWork: the one folder a learner edits. Exercises holds one small wrong program per
      // lesson, built as the runner the Coach starts for each check (`ExerciseRunner 3`), so
      // that an edit there compiles the learner's module and links, and nothing else. The
      // Sandbox runs the learner's own UIKit-style code, main-actor by default as Xcode 26 app
      // targets are, and reports what leaked.
      .executableTarget(
        name: "Exercises",
        dependencies: ["StageKit", "Members", "MemberViews", "ExerciseChecks", "ExerciseSolutions"],
        path: "Sources/YourWork/Exercises"),
      .executableTarget(
        name: "Sandbox", dependencies: ["StageKit", "SandboxKit", "StandardStreams"], path: "Sources/YourWork/Sandbox",
        swiftSettings: asAnApp),

      // Tools: what runs the course. The checks run the same way on the learner's exercises
      // and on the solutions; the runner (the Exercises target) links both and runs one check
      // in its own process; the Coach builds and starts the runner but never links the
      // learner's code.
      .target(
        name: "ExerciseChecks", dependencies: ["StageKit", "LeakCheck", "Members", "MemberViews"],
        path: "Sources/Tools/ExerciseChecks", exclude: ["Starters"]),
      .target(
        name: "ExerciseSolutions", dependencies: ["StageKit", "Members", "MemberViews", "ExerciseChecks"],
        path: "Sources/Tools/ExerciseSolutions"),
      .executableTarget(
        name: "Coach",
        dependencies: ["ExerciseChecks", "Fingerprint", "Languages", "LeakCheck", "StageKit", "StandardStreams"],
        path: "Sources/Tools/Coach"),
      // The package's one hash, SHA-256: translations name the English page they translate by
      // it, and the Coach fingerprints exercise files with it.
      .target(name: "Fingerprint", path: "Sources/Tools/Fingerprint"),
      // The languages the lessons and the Coach speak, and the tables that translate them.
      .target(name: "Languages", path: "Sources/Tools/Languages"),
      // How the lessons, the Coach and the Sandbox write their output: a write that fails is an
      // error (exit 74), and a reader that went away ends the program quietly.
      .target(name: "StandardStreams", path: "Sources/Tools/StandardStreams"),
      // Runs a Sandbox scene and reports; its own module, so that no test depends on the
      // learner's YourCode.swift (SandboxTests run the shipped copy).
      .target(name: "SandboxKit", dependencies: ["StageKit", "LeakCheck"], path: "Sources/Tools/SandboxKit"),
      // The one hub that drives every Via* target: each screen conformed to the same driving
      // protocols, and the variants in course order with how each awaits delivery and counts
      // the listeners a receiver keeps. The contract tests and the benchmark's exchange rows use
      // it; no lesson links it.
      .target(
        name: "Variants", dependencies: ["StageKit", "Members", "MemberViews"] + mechanisms.map { .target(name: $0) },
        path: "Sources/Tools/Variants"),
      // What each mechanism costs. BenchmarkKit is a run's file and how it is drawn, so that
      // the pages are drawn from the checked-in run without linking the harness or the screens.
      .target(name: "HeapStats", path: "Sources/Tools/HeapStats"),
      .target(name: "BenchmarkKit", path: "Sources/Tools/BenchmarkKit"),
      .executableTarget(
        name: "Benchmarks",
        dependencies: ["BenchmarkKit", "LeakCheck", "HeapStats", "StageKit", "Members", "Variants"],
        path: "Sources/Tools/Benchmarks"),
      // The docs generator: `swift run UpdateDocs` writes the pages' code, output and Sandbox
      // blocks, their cost figures and charts, and the DocC tutorials; the tests reach the same
      // code with @testable import and only compare. It depends on the Sandbox executable so that
      // SwiftPM builds it next to the generator, which runs it; it never links it.
      .executableTarget(
        name: "UpdateDocs", dependencies: ["Course", "BenchmarkKit", "Languages", "Sandbox"],
        path: "Sources/Tools/UpdateDocs"),

      // Tests: one target per library, mirroring its files.
      .testTarget(name: "StageKitTests", dependencies: ["StageKit", "LeakCheck", "LeakCheckTesting"]),
      .testTarget(name: "LeakCheckTests", dependencies: ["LeakCheck", "LeakCheckTesting"]),
      .testTarget(name: "LeakCheckTestingTests", dependencies: ["LeakCheckTesting", "LeakCheck", "StageKit"]),
      .testTarget(name: "MembersTests", dependencies: ["Members"]),
      .testTarget(name: "MemberViewsTests", dependencies: ["MemberViews", "Members", "StageKit"]),

      // Tests: the seeds' UIKit listings, each ported with only the edits StageKit allows and
      // built as an Xcode 26 app target is. Each is its own module, so each may have its own
      // `ViewController`, as Xcode's template names it.
      .testTarget(
        name: "Seed000PortTests", dependencies: ["StageKit", "LeakCheckTesting"], swiftSettings: asAnApp),
      .testTarget(
        name: "Seed001PortTests", dependencies: ["StageKit", "LeakCheckTesting"], swiftSettings: asAnApp),
      .testTarget(
        name: "Seed004PortTests", dependencies: ["StageKit", "LeakCheck", "LeakCheckTesting"], swiftSettings: asAnApp),
      .testTarget(
        name: "ViaDelegateTests",
        dependencies: ["ViaDelegate", "ViaDelegateMistakes", "LeakCheck", "Members", "StageKit", "LeakCheckTesting"]),
      .testTarget(
        name: "ViaClosureTests",
        dependencies: ["ViaClosure", "ViaClosureMistakes", "LeakCheck", "Members", "StageKit", "LeakCheckTesting"]),
      .testTarget(
        name: "ViaNotificationCenterTests",
        dependencies: [
          "ViaNotificationCenter", "ViaNotificationCenterMistakes", "LeakCheck", "Members", "StageKit",
          "LeakCheckTesting",
        ]),
      .testTarget(
        name: "ViaAsyncStreamTests",
        dependencies: [
          "ViaAsyncStream", "ViaAsyncStreamMistakes", "LeakCheck", "Members", "StageKit", "LeakCheckTesting",
        ]),
      .testTarget(
        name: "ViaObservationTests",
        dependencies: [
          "ViaObservation", "ViaObservationMistakes", "LeakCheck", "Members", "StageKit", "LeakCheckTesting",
        ]),
      .testTarget(
        name: "OptionalRequirementsTests",
        dependencies: ["OptionalRequirements", "LeakCheck", "StageKit", "LeakCheckTesting"]),
      .testTarget(
        name: "CoordinatorsTests",
        dependencies: ["Coordinators", "CoordinatorsMistakes", "LeakCheck", "StageKit", "LeakCheckTesting"]),
      .testTarget(
        name: "ExerciseTests",
        dependencies: [
          "ExerciseChecks", "ExerciseSolutions", "Coach", "Fingerprint", "MemberViews", "Languages", "LeakCheck",
          "Members",
          "StageKit",
        ]),
      .testTarget(
        name: "CourseTests",
        dependencies: ["Course", "Members", "BenchmarkKit", "Fingerprint", "Languages", "StageKit", "UpdateDocs"]),
      .testTarget(
        name: "SandboxTests", dependencies: ["SandboxKit", "StageKit", "LeakCheck", "UpdateDocs"],
        swiftSettings: asAnApp),
      .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
      // Runs each program (every lesson, the Coach, the Sandbox) with its output full, closed or cut short.
      .testTarget(name: "StandardStreamsTests", dependencies: ["StandardStreams"]),
      .testTarget(
        name: "BenchmarksTests",
        dependencies: ["Benchmarks", "BenchmarkKit", "Members", "MemberViews", "StageKit", "Variants"]),
      .testTarget(name: "PackageTests"),
      .testTarget(
        name: "ContractTests", dependencies: ["StageKit", "LeakCheck", "Members", "MemberViews", "Variants"]),
    ],
  swiftLanguageModes: [.v6]
)
