// swift-tools-version: 6.0
// DelegationLab: how one object tells another that something happened.
import PackageDescription

let package = Package(
  name: "DelegationLab",
  products: [
    .executable(name: "Lesson1", targets: ["Lesson1"]),
    .executable(name: "Lesson2", targets: ["Lesson2"]),
    .executable(name: "Lesson4", targets: ["Lesson4"]),
    .executable(name: "Lesson9", targets: ["Lesson9"]),
    .executable(name: "Benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // Support: the headless UIKit stand-in, the leak detector, the shared model.
    .target(name: "StageKit"),
    .target(name: "LeakCheck"),
    .target(name: "Members", dependencies: ["StageKit"]),

    // Mechanisms: the same exchanges, one target per way of telling.
    .target(name: "ViaDelegate", dependencies: ["StageKit", "Members"]),
    .target(name: "ViaClosure", dependencies: ["StageKit", "Members"]),

    // Course: the lesson scripts and the one-line mains that run them.
    .target(
      name: "Course",
      dependencies: ["StageKit", "LeakCheck", "Members", "ViaDelegate", "ViaClosure", "BenchmarkSuite"]),
    .executableTarget(name: "Lesson1", dependencies: ["Course"]),
    .executableTarget(name: "Lesson2", dependencies: ["Course"]),
    .executableTarget(name: "Lesson4", dependencies: ["Course"]),
    .executableTarget(name: "Lesson9", dependencies: ["Course"]),

    // Tools: what each mechanism costs. BenchmarkKit is the pure part (statistics, checks,
    // rendering, options); BenchmarkSuite holds the measured rows; Benchmarks runs them.
    .target(name: "HeapStats"),
    .target(name: "BenchmarkKit"),
    .target(
      name: "BenchmarkSuite",
      dependencies: ["BenchmarkKit", "HeapStats", "StageKit", "Members", "ViaDelegate", "ViaClosure"]),
    .executableTarget(name: "Benchmarks", dependencies: ["BenchmarkSuite"]),

    // Tests: one target per library, mirroring its files.
    .testTarget(name: "StageKitTests", dependencies: ["StageKit", "LeakCheck"]),
    .testTarget(name: "LeakCheckTests", dependencies: ["LeakCheck"]),
    .testTarget(name: "MembersTests", dependencies: ["Members"]),
    .testTarget(name: "ViaDelegateTests", dependencies: ["ViaDelegate", "LeakCheck", "Members", "StageKit"]),
    .testTarget(name: "ViaClosureTests", dependencies: ["ViaClosure", "LeakCheck", "Members", "StageKit"]),
    .testTarget(name: "CourseTests", dependencies: ["Course", "Members"]),
    .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
    .testTarget(name: "BenchmarkSuiteTests", dependencies: ["BenchmarkSuite", "BenchmarkKit", "Members", "StageKit"]),
    .testTarget(
      name: "ContractTests",
      dependencies: ["StageKit", "LeakCheck", "Members", "ViaDelegate", "ViaClosure"]),
  ],
  swiftLanguageModes: [.v6]
)
