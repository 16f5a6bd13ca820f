// swift-tools-version: 6.2
// DelegationLab: how one object tells another that something happened.
import PackageDescription

/// The mechanism targets, each the same two exchanges told another way.
let mechanisms = ["ViaDelegate", "ViaClosure", "ViaNotificationCenter", "ViaAsyncStream", "ViaObservation"]

/// The targets that teach one more topic on top of the delegate: optional methods, coordinators.
let topics = ["OptionalRequirements", "Coordinators"]

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
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
    .executable(name: "Coach", targets: ["Coach"]),
    .executable(name: "Lesson1", targets: ["Lesson1"]),
    .executable(name: "Lesson2", targets: ["Lesson2"]),
    .executable(name: "Lesson3", targets: ["Lesson3"]),
    .executable(name: "Lesson4", targets: ["Lesson4"]),
    .executable(name: "Lesson5", targets: ["Lesson5"]),
    .executable(name: "Lesson6", targets: ["Lesson6"]),
    .executable(name: "Lesson7", targets: ["Lesson7"]),
    .executable(name: "Lesson8", targets: ["Lesson8"]),
    .executable(name: "Lesson9", targets: ["Lesson9"]),
    .executable(name: "Sandbox", targets: ["Sandbox"]),
  ],
  targets: [
    // Support: the headless UIKit stand-in, the leak detector and its Swift Testing side,
    // the member model with the exchanges' payloads, and the screens' shared views.
    .target(name: "StageKit", dependencies: ["LeakCheck"]),
    .target(name: "LeakCheck"),
    .target(name: "LeakCheckTesting", dependencies: ["LeakCheck"]),
    .target(name: "Members"),
    // The languages the lessons and the Coach speak, and the tables that translate them.
    .target(name: "Languages"),
    .target(name: "MemberViews", dependencies: ["StageKit", "Members"]),

    // Mechanisms: the same exchanges, one target per way of telling; never importing each other.
    .target(name: "ViaDelegate", dependencies: ["StageKit", "Members", "MemberViews"]),
    .target(name: "ViaClosure", dependencies: ["StageKit", "Members", "MemberViews"]),
    .target(name: "ViaNotificationCenter", dependencies: ["StageKit", "Members", "MemberViews"]),
    .target(name: "ViaAsyncStream", dependencies: ["StageKit", "Members", "MemberViews"]),
    .target(name: "ViaObservation", dependencies: ["StageKit", "Members", "MemberViews"]),
    .target(name: "OptionalRequirements", dependencies: ["StageKit"]),
    .target(name: "Coordinators", dependencies: ["StageKit"]),

    // Course: the lesson scripts and the one-line mains that run them.
    .target(
      name: "Course",
      dependencies: ["StageKit", "LeakCheck", "Members", "MemberViews", "Languages"]
        + (mechanisms + topics).map { .target(name: $0) }),
    .executableTarget(name: "Lesson1", dependencies: ["Course"]),
    .executableTarget(name: "Lesson2", dependencies: ["Course"]),
    .executableTarget(name: "Lesson3", dependencies: ["Course"]),
    .executableTarget(name: "Lesson4", dependencies: ["Course"]),
    .executableTarget(name: "Lesson5", dependencies: ["Course"]),
    .executableTarget(name: "Lesson6", dependencies: ["Course"]),
    .executableTarget(name: "Lesson7", dependencies: ["Course"]),
    .executableTarget(name: "Lesson8", dependencies: ["Course"]),
    .executableTarget(name: "Lesson9", dependencies: ["Course"]),

    // Exercises: the learner's workspace, the reference solutions, and the checks that run on both.
    .target(
      name: "ExerciseChecks", dependencies: ["StageKit", "LeakCheck", "Members", "MemberViews"], exclude: ["Starters"]),
    .target(name: "Exercises", dependencies: ["StageKit", "Members", "MemberViews", "ExerciseChecks"]),
    .target(name: "ExerciseSolutions", dependencies: ["StageKit", "Members", "MemberViews", "ExerciseChecks"]),
    .executableTarget(name: "ExerciseRunner", dependencies: ["ExerciseChecks", "Exercises", "ExerciseSolutions"]),

    // Tools: the Sandbox, where the learner's own UIKit-style code runs and is checked for
    // leaks at exit. Its YourCode.swift is the learner's: no test depends on it, and it is
    // built main-actor by default, as Xcode 26 app targets are, so pasted code needs no
    // @MainActor. SandboxKit runs a scene and reports; SandboxTests run the shipped copy.
    .target(name: "SandboxKit", dependencies: ["StageKit", "LeakCheck"]),
    .executableTarget(
      name: "Sandbox", dependencies: ["StageKit", "SandboxKit"], swiftSettings: [.defaultIsolation(MainActor.self)]),

    // Tools: the Coach, which builds and runs ExerciseRunner but never links the learner's code.
    .target(name: "CoachKit", dependencies: ["ExerciseChecks", "Languages", "StageKit"]),
    .executableTarget(name: "Coach", dependencies: ["CoachKit"]),

    // Tools: what each mechanism costs. BenchmarkKit is the pure part (statistics, checks,
    // rendering, options); BenchmarkSuite holds the measured rows; Benchmarks runs them.
    .target(name: "HeapStats"),
    .target(name: "BenchmarkKit"),
    .target(
      name: "BenchmarkSuite",
      dependencies: ["BenchmarkKit", "HeapStats", "StageKit", "Members", "MemberViews"]
        + mechanisms.map { .target(name: $0) }),
    .executableTarget(name: "Benchmarks", dependencies: ["BenchmarkSuite"]),

    // Tests: one target per library, mirroring its files.
    .testTarget(name: "StageKitTests", dependencies: ["StageKit", "LeakCheck", "LeakCheckTesting"]),
    .testTarget(name: "LeakCheckTests", dependencies: ["LeakCheck", "LeakCheckTesting"]),
    .testTarget(name: "LeakCheckTestingTests", dependencies: ["LeakCheckTesting", "LeakCheck", "StageKit"]),
    .testTarget(name: "MembersTests", dependencies: ["Members"]),
    .testTarget(name: "MemberViewsTests", dependencies: ["MemberViews", "Members", "StageKit"]),

    // Tests: the seeds' UIKit listings, each ported with only the edits StageKit allows and
    // built as an Xcode 26 app target is, main-actor by default. Each is its own module, so
    // each may have its own `ViewController`, as Xcode's template names it.
    .testTarget(
      name: "Seed000PortTests", dependencies: ["StageKit", "LeakCheck", "LeakCheckTesting"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "Seed001PortTests", dependencies: ["StageKit", "LeakCheck", "LeakCheckTesting"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "Seed004PortTests", dependencies: ["StageKit", "LeakCheck", "LeakCheckTesting"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "ViaDelegateTests",
      dependencies: ["ViaDelegate", "LeakCheck", "Members", "StageKit", "LeakCheckTesting", "MemberViews"]),
    .testTarget(
      name: "ViaClosureTests",
      dependencies: ["ViaClosure", "LeakCheck", "Members", "StageKit", "LeakCheckTesting", "MemberViews"]),
    .testTarget(
      name: "ViaNotificationCenterTests",
      dependencies: ["ViaNotificationCenter", "LeakCheck", "Members", "StageKit", "LeakCheckTesting", "MemberViews"]),
    .testTarget(
      name: "ViaAsyncStreamTests",
      dependencies: ["ViaAsyncStream", "LeakCheck", "Members", "StageKit", "LeakCheckTesting", "MemberViews"]),
    .testTarget(
      name: "ViaObservationTests",
      dependencies: ["ViaObservation", "LeakCheck", "Members", "StageKit", "LeakCheckTesting", "MemberViews"]),
    .testTarget(
      name: "OptionalRequirementsTests",
      dependencies: ["OptionalRequirements", "LeakCheck", "StageKit", "LeakCheckTesting"]),
    .testTarget(
      name: "CoordinatorsTests", dependencies: ["Coordinators", "LeakCheck", "StageKit", "LeakCheckTesting"]),
    .testTarget(
      name: "ExerciseTests",
      dependencies: [
        "ExerciseChecks", "ExerciseSolutions", "CoachKit", "MemberViews", "Languages", "Members", "StageKit",
      ]),
    .testTarget(name: "CourseTests", dependencies: ["Course", "Members", "BenchmarkKit", "Languages"]),
    .testTarget(
      name: "SandboxTests", dependencies: ["SandboxKit", "StageKit", "LeakCheck"],
      swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
    .testTarget(name: "PortabilityTests"),
    .testTarget(
      name: "BenchmarkSuiteTests",
      dependencies: ["BenchmarkSuite", "BenchmarkKit", "Members", "StageKit", "MemberViews"]),
    .testTarget(
      name: "ContractTests",
      dependencies: ["StageKit", "LeakCheck", "Members", "MemberViews"] + mechanisms.map { .target(name: $0) }),
  ],
  swiftLanguageModes: [.v6]
)
