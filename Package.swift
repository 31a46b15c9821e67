// swift-tools-version: 6.0
//===----------------------------------------------------------------------===//
// swift-arrangement: the platform's two-pane arrangement API on Linux.
//
// Libraries (one-way: Core ← Kit ← Simulator ← Testing; the shims sit on Kit):
//   ArrangementCore        value types and the pure layout solver (Foundation only)
//   ArrangementKit         the @preconcurrency @MainActor UIKit-style object model (Auto Layout on
//                          ArrangementConstraints)
//   ArrangementSimulator   device profiles, simulator, audit engine, renderers, scenario files,
//                          snapshot values and references; no `Testing` import (tools use it)
//   ArrangementTesting     for test targets only: assertSnapshot, audit findings as issues,
//                          Pose as a test argument; re-exports ArrangementSimulator
//   ArrangementUIKitShims  the platform's UI/NS names for all of it
//   ArrangementConstraints the Auto Layout constraint engine (standalone: no dependency)
// Tools: arrange (the command-line tool), arrange-bench (release-mode benchmark); they and the
// examples depend on ArrangementSimulator, never ArrangementTesting, so no executable links
// Swift Testing (Scripts/check-no-testing-in-executables.sh).
// No package dependencies: everything builds offline with the toolchain alone.
//===----------------------------------------------------------------------===//
import PackageDescription

// MARK: - Examples (small programs, each run by ExampleTests against its expected output)

let exampleNames = [
  "RecipeSteps", "PlaceBrowser", "PlayerUpNext", "KitchenTimer", "DetailsColumn", "LibraryNavigation",
  "CoverCamera", "NowPlaying", "ReadingRoom", "NowPlayingNavigation",
]

let package = Package(
  name: "swift-arrangement",
  products: [
    // MARK: Libraries
    .library(name: "ArrangementCore", targets: ["ArrangementCore"]),
    .library(name: "ArrangementKit", targets: ["ArrangementKit"]),
    .library(name: "ArrangementSimulator", targets: ["ArrangementSimulator"]),
    .library(name: "ArrangementTesting", targets: ["ArrangementTesting"]),
    .library(name: "ArrangementUIKitShims", targets: ["ArrangementUIKitShims"]),
    .library(name: "ArrangementConstraints", targets: ["ArrangementConstraints"]),
    // MARK: Tools
    .executable(name: "arrange", targets: ["arrange"]),
    .executable(name: "arrange-bench", targets: ["arrange-bench"]),
  ],
  targets: [
    // MARK: - Libraries
    .target(name: "ArrangementCore"),
    .target(name: "ArrangementKit", dependencies: ["ArrangementCore", "ArrangementConstraints"]),
    .target(name: "ArrangementSimulator", dependencies: ["ArrangementKit"]),
    .target(name: "ArrangementTesting", dependencies: ["ArrangementSimulator"]),
    .target(name: "ArrangementUIKitShims", dependencies: ["ArrangementKit"]),
    // The Auto Layout constraint engine: an incremental simplex solver (Foundation only, no
    // dependency on the other targets).
    .target(name: "ArrangementConstraints"),

    // MARK: - Tools
    .executableTarget(name: "arrange", dependencies: ["ArrangementSimulator"]),
    // The benchmark counts allocations with a malloc-family interposer written in C.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "arrange-bench",
      dependencies: ["ArrangementKit", "ArrangementSimulator", "ArrangementConstraints", "CAllocationCounter"]),

    // MARK: - Test support (not a product: shared by the test targets only)
    // The binary runner (`ProductRunner`), the rule-table rows (`LayoutCase` and its shorthand),
    // controller fixtures and the SVG element collector.
    .target(
      name: "ArrangementTestSupport", dependencies: ["ArrangementTesting"], path: "Tests/ArrangementTestSupport"),

    // MARK: - Tests (Swift Testing; one target per layer)
    .testTarget(
      name: "ArrangementCoreTests", dependencies: ["ArrangementCore", "ArrangementTesting", "ArrangementTestSupport"]),
    .testTarget(
      name: "ArrangementKitTests", dependencies: ["ArrangementKit", "ArrangementTesting", "ArrangementTestSupport"]),
    .testTarget(
      name: "ArrangementConstraintsTests", dependencies: ["ArrangementConstraints", "ArrangementCore", "ArrangementSimulator"]),
    .testTarget(name: "ArrangementKitReliabilityTests", dependencies: ["ArrangementKit", "ArrangementTesting"]),
    // Devices, the simulator, invariants, scenario reading, renderers and snapshots.
    .testTarget(
      name: "ArrangementTestingTests", dependencies: ["ArrangementTesting", "ArrangementTestSupport"],
      exclude: ["__Snapshots__"]),
    // Platform-style code compiled against the shims, and client files compiled with the
    // toolchain against the built modules (what the shims make visible, how subclasses link).
    .testTarget(
      name: "UIKitShimsTests",
      dependencies: ["ArrangementUIKitShims", "ArrangementTesting", "ArrangementTestSupport", "PlatformClientLibrary"]),
    // The same platform-style files (symbolic links), plus plain helper classes that drive
    // controllers, compiled in Swift 5 language mode as most platform apps still are.
    .testTarget(
      name: "UIKitShimsSwift5Tests", dependencies: ["ArrangementUIKitShims", "ArrangementTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // A client library as a team ships it (public API over the shims' names, its own `View`,
    // `EdgeInsets`, `Window`, `Color`), in Swift 6 and Swift 5 modes (the same files, symbolic
    // links), each with the team's test target importing the library and the shims.
    .target(
      name: "PlatformClientLibrary", dependencies: ["ArrangementUIKitShims"],
      path: "Tests/Clients/PlatformClientLibrary"),
    .target(
      name: "PlatformClientLibrarySwift5", dependencies: ["ArrangementUIKitShims"],
      path: "Tests/Clients/PlatformClientLibrarySwift5", swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(name: "PlatformClientLibraryTests", dependencies: ["PlatformClientLibrary", "ArrangementUIKitShims"]),
    .testTarget(
      name: "PlatformClientLibrarySwift5Tests", dependencies: ["PlatformClientLibrarySwift5", "ArrangementUIKitShims"],
      swiftSettings: [.swiftLanguageMode(.v5), .define("PLATFORM_CLIENT_SWIFT5")]),
    // The command line, run as a subprocess.
    .testTarget(
      name: "ArrangeCLITests", dependencies: ["ArrangementTesting", "ArrangementTestSupport", "arrange"],
      exclude: ["__Snapshots__"]),
    .testTarget(
      name: "ExampleTests",
      dependencies: exampleNames.map { .target(name: $0) } + [
        "arrange", "ArrangementTesting", "ArrangementTestSupport",
      ],
      exclude: ["__Snapshots__"]),
  ]
    // MARK: - Examples
    + exampleNames.map { name in
      .executableTarget(name: name, dependencies: ["ArrangementSimulator"], path: "Examples/\(name)")
    },
  swiftLanguageModes: [.v6]
)
