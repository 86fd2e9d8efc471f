// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ltrace",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "TraceStore", targets: ["TraceStore"]),
    ],
    targets: [
        // Pure layout: SwiftUI's proposal/response protocol, instrumented. No I/O, no SQLite.
        .target(name: "LayoutEngine"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        // SQLite from the system (libsqlite3-dev).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // The trace database: schema.sql embedded, writer (a tracer), reader, errors.
        .target(name: "TraceStore", dependencies: ["LayoutEngine", "CSQLite"]),
        .testTarget(name: "TraceStoreTests", dependencies: ["TraceStore"]),
        // Prints figures; run with `swift run -c release ltrace-bench`.
        .executableTarget(name: "ltrace-bench", dependencies: ["LayoutEngine"], path: "Benchmarks/ltrace-bench"),
    ],
    swiftLanguageModes: [.v5]
)
