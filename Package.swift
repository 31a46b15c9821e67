// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-arrangement",
  products: [
    .library(name: "ArrangementCore", targets: ["ArrangementCore"]),
    .library(name: "ArrangementKit", targets: ["ArrangementKit"]),
    .library(name: "ArrangementTesting", targets: ["ArrangementTesting"]),
    .executable(name: "arrange", targets: ["arrange"]),
  ],
  targets: [
    .target(name: "ArrangementCore"),
    .target(name: "ArrangementKit", dependencies: ["ArrangementCore"]),
    .target(name: "ArrangementTesting", dependencies: ["ArrangementKit"]),
    .executableTarget(name: "arrange", dependencies: ["ArrangementTesting"]),
    .testTarget(name: "ArrangementCoreTests", dependencies: ["ArrangementCore", "ArrangementTesting"]),
    .testTarget(name: "ArrangementKitTests", dependencies: ["ArrangementKit", "ArrangementTesting"]),
    .testTarget(name: "ArrangementKitReliabilityTests", dependencies: ["ArrangementKit", "ArrangementTesting"]),
    .testTarget(
      name: "ArrangeCLITests", dependencies: ["ArrangementTesting", "arrange"],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
