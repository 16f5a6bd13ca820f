// swift-tools-version: 6.0
// DelegationLab: how one object tells another that something happened.
import PackageDescription

let package = Package(
  name: "DelegationLab",
  products: [
    .executable(name: "Lesson1", targets: ["Lesson1"]),
    .executable(name: "Lesson6", targets: ["Lesson6"]),
  ],
  targets: [
    // Support: the headless UIKit stand-in, the leak detector, the shared model.
    .target(name: "StageKit"),
    .target(name: "LeakCheck"),
    .target(name: "Members", dependencies: ["StageKit"]),

    // Mechanisms: the same exchanges, one target per way of telling.
    .target(name: "ViaDelegate", dependencies: ["StageKit", "Members"]),
    .target(name: "ViaAsyncStream", dependencies: ["StageKit", "Members"]),

    // Course: the lesson scripts and the one-line mains that run them.
    .target(name: "Course", dependencies: ["StageKit", "LeakCheck", "Members", "ViaDelegate", "ViaAsyncStream"]),
    .executableTarget(name: "Lesson1", dependencies: ["Course"]),
    .executableTarget(name: "Lesson6", dependencies: ["Course"]),

    // Tests: one target per library, mirroring its files.
    .testTarget(name: "StageKitTests", dependencies: ["StageKit", "LeakCheck"]),
    .testTarget(name: "LeakCheckTests", dependencies: ["LeakCheck"]),
    .testTarget(name: "MembersTests", dependencies: ["Members"]),
    .testTarget(name: "ViaDelegateTests", dependencies: ["ViaDelegate", "LeakCheck", "Members", "StageKit"]),
    .testTarget(name: "ViaAsyncStreamTests", dependencies: ["ViaAsyncStream", "LeakCheck", "Members", "StageKit"]),
    .testTarget(name: "CourseTests", dependencies: ["Course"]),
    .testTarget(
      name: "ContractTests",
      dependencies: ["StageKit", "LeakCheck", "Members", "ViaDelegate", "ViaAsyncStream"]),
  ],
  swiftLanguageModes: [.v6]
)
