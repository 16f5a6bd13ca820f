// swift-tools-version: 6.0
// DelegationLab: how one object tells another that something happened.
import PackageDescription

let package = Package(
  name: "DelegationLab",
  products: [
    .executable(name: "Lesson1", targets: ["Lesson1"]),
    .executable(name: "Coach", targets: ["Coach"]),
  ],
  targets: [
    // Support: the headless UIKit stand-in, the leak detector, the shared model.
    .target(name: "StageKit"),
    .target(name: "LeakCheck"),
    .target(name: "Members", dependencies: ["StageKit"]),

    // Mechanisms: the same exchanges, one target per way of telling.
    .target(name: "ViaDelegate", dependencies: ["StageKit", "Members"]),

    // Course: the lesson scripts and the one-line mains that run them.
    .target(name: "Course", dependencies: ["StageKit", "LeakCheck", "Members", "ViaDelegate"]),
    .executableTarget(name: "Lesson1", dependencies: ["Course"]),

    // Exercises: the learner's workspace, the reference solutions, and the checks that run on both.
    .target(name: "ExerciseChecks", dependencies: ["StageKit", "LeakCheck", "Members"], exclude: ["Starters"]),
    .target(name: "Exercises", dependencies: ["StageKit", "Members", "ExerciseChecks"]),
    .target(name: "ExerciseSolutions", dependencies: ["StageKit", "Members", "ExerciseChecks"]),
    .executableTarget(name: "ExerciseRunner", dependencies: ["ExerciseChecks", "Exercises", "ExerciseSolutions"]),

    // Tools: the Coach, which builds and runs ExerciseRunner but never links the learner's code.
    .target(name: "CoachKit", dependencies: ["ExerciseChecks"]),
    .executableTarget(name: "Coach", dependencies: ["CoachKit"]),

    // Tests: one target per library, mirroring its files.
    .testTarget(name: "StageKitTests", dependencies: ["StageKit", "LeakCheck"]),
    .testTarget(name: "LeakCheckTests", dependencies: ["LeakCheck"]),
    .testTarget(name: "MembersTests", dependencies: ["Members"]),
    .testTarget(name: "ViaDelegateTests", dependencies: ["ViaDelegate", "LeakCheck", "Members", "StageKit"]),
    .testTarget(name: "CourseTests", dependencies: ["Course"]),
    .testTarget(
      name: "ContractTests",
      dependencies: ["StageKit", "LeakCheck", "Members", "ViaDelegate"]),
    .testTarget(name: "ExerciseTests", dependencies: ["ExerciseChecks", "ExerciseSolutions", "CoachKit"]),
  ],
  swiftLanguageModes: [.v6]
)
