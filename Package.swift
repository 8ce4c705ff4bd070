// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "GestureKit",
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "GestureKit", targets: ["GestureKit"]),
    .library(name: "GestureCore", targets: ["GestureCore"]),
    .library(name: "GestureTesting", targets: ["GestureTesting"]),
    .executable(name: "gesture-replay", targets: ["GestureReplay"]),
    .executable(name: "gesture-benchmark", targets: ["GestureBenchmark"]),
  ],
  targets: [
    // The deterministic engine: no Foundation, no UIKit; also builds with Embedded Swift.
    .target(
      name: "GestureCore",
      // `squareRoot()` and `rounded()` call libm on Linux; importing no C module means
      // nothing links it for us.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
    // The UIKit layer iOS apps import: maps UIKit onto the core and the core's effects back.
    // PrivacyInfo.xcprivacy: what App Store apps must declare for every SDK they embed (no
    // tracking, no data collected; CACurrentMediaTime(), the touches' clock, is a boot-time
    // API used to time gestures).
    .target(
      name: "GestureKit", dependencies: ["GestureCore"],
      resources: [.process("PrivacyInfo.xcprivacy")]),
    // Synthetic fingers, a manual clock and trace reading/replay, for our tests and users'.
    .target(name: "GestureTesting", dependencies: ["GestureCore"]),
    // Target names are module names (identifiers); the products keep the command names.
    .executableTarget(
      name: "GestureReplay", dependencies: ["GestureCore", "GestureTesting"],
      exclude: ["README.md"]),
    // Run in release: `swift run -c release gesture-benchmark`.
    .executableTarget(
      name: "GestureBenchmark", dependencies: ["GestureCore", "GestureTesting", "AllocationCounter"]),
    // Counts the process's heap allocations for the benchmark (glibc only).
    .target(name: "AllocationCounter"),
    // One screen per family, as an app would write it; type-checked for iOS, a stub on Linux.
    .executableTarget(
      name: "GestureKitExample", dependencies: ["GestureKit"], path: "Examples/GestureKitExample",
      exclude: ["README.md"]),
    // The Swift code of docs/QuickStart.md and docs/Migrating/, and of the DocC articles (a
    // module of its own: the articles' names do not collide with the guides'), held here so that
    // the iOS type-check compiles it, and `swift build` the GestureCore articles' code
    // (scripts/check-doc-samples checks the documents against it).
    .target(name: "DocSamples", dependencies: ["GestureKit"], path: "Examples/DocSamples"),
    .target(
      name: "DocCSamples", dependencies: ["GestureKit", "GestureCore"], path: "Examples/DocCSamples"),
    // The live gallery's demos: hosts of the core's stores, compiled to WebAssembly by
    // scripts/gallery and, as an ordinary target, tested on Linux.
    .target(name: "GestureGallery", dependencies: ["GestureCore"]),
    // Fixtures/: recorded strokes from Flutter's and Android's own tests (each with its
    // README and licence), read through `Bundle.module`.
    .testTarget(
      name: "GestureCoreTests", dependencies: ["GestureCore", "GestureTesting"],
      resources: [.copy("Fixtures")]),
    .testTarget(
      name: "GestureGalleryTests", dependencies: ["GestureGallery", "GestureCore", "GestureTesting"]),
    .testTarget(name: "GestureTestingTests", dependencies: ["GestureCore", "GestureTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
