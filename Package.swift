// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ltrace",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    ],
    targets: [
        // Pure layout: SwiftUI's proposal/response protocol, instrumented. No I/O, no SQLite.
        .target(name: "LayoutEngine"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        // Prints figures; run with `swift run -c release ltrace-bench`.
        .executableTarget(name: "ltrace-bench", dependencies: ["LayoutEngine"], path: "Benchmarks/ltrace-bench"),
    ],
    swiftLanguageModes: [.v5]
)
