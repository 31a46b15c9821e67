// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "swift-arrangement",
  products: [
    .library(name: "ArrangementCore", targets: ["ArrangementCore"]),
    .library(name: "ArrangementKit", targets: ["ArrangementKit"]),
    .library(name: "ArrangementTesting", targets: ["ArrangementTesting"]),
    .executable(name: "arrange", targets: ["arrange"]),
    .library(name: "ArrangementUIKitShims", targets: ["ArrangementUIKitShims"]),
    .executable(name: "arrange-bench", targets: ["arrange-bench"]),
  ],
  targets: [
    .target(name: "ArrangementCore"),
    .target(name: "ArrangementKit", dependencies: ["ArrangementCore"]),
    .target(name: "ArrangementTesting", dependencies: ["ArrangementKit"]),
    .executableTarget(name: "arrange", dependencies: ["ArrangementTesting"]),
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "arrange-bench", dependencies: ["ArrangementKit", "ArrangementTesting", "CAllocationCounter"]),
    .testTarget(name: "ArrangementCoreTests", dependencies: ["ArrangementCore", "ArrangementTesting"]),
    .testTarget(name: "ArrangementKitTests", dependencies: ["ArrangementKit", "ArrangementTesting"]),
    .testTarget(name: "ArrangementKitReliabilityTests", dependencies: ["ArrangementKit", "ArrangementTesting"]),
    .target(name: "ArrangementUIKitShims", dependencies: ["ArrangementKit"]),
    .executableTarget(name: "RecipeSteps", dependencies: ["ArrangementTesting"], path: "Examples/RecipeSteps"),
    .executableTarget(name: "PlaceBrowser", dependencies: ["ArrangementTesting"], path: "Examples/PlaceBrowser"),
    .executableTarget(name: "PlayerUpNext", dependencies: ["ArrangementTesting"], path: "Examples/PlayerUpNext"),
    .executableTarget(name: "KitchenTimer", dependencies: ["ArrangementTesting"], path: "Examples/KitchenTimer"),
    .executableTarget(name: "DetailsColumn", dependencies: ["ArrangementTesting"], path: "Examples/DetailsColumn"),
    .testTarget(
      name: "ExampleTests",
      dependencies: ["RecipeSteps", "PlaceBrowser", "PlayerUpNext", "KitchenTimer", "DetailsColumn", "arrange"],
      exclude: ["Expected"]),
    .testTarget(name: "UIKitShimsTests", dependencies: ["ArrangementUIKitShims", "ArrangementTesting"]),
    .testTarget(
      name: "ArrangeCLITests", dependencies: ["ArrangementTesting", "arrange"],
      exclude: ["Snapshots"]),
  ],
  swiftLanguageModes: [.v6]
)
