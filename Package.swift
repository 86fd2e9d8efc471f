// swift-tools-version:6.2
import PackageDescription

// A Swift executable on Linux exports every symbol of its own modules (53,000 here, most of them
// swift-syntax's): nothing looks them up, but every start paid for them in the dynamic loader
// (docs/benchmarks.md, start-up).
let quickStart: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))]

let package = Package(
    name: "ltrace",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "ltrace", targets: ["ltrace"]),
        .executable(name: "ltrace-scenes", targets: ["ltrace-scenes"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "TraceStore", targets: ["TraceStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // Pure layout: SwiftUI's proposal/response protocol, instrumented. No I/O, no SQLite.
        .target(name: "LayoutEngine"),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        // Helpers the test targets share: the repository's scenes, scratch traces, the CLI runner (and a
        // loopback socket, which ltrace-bench serve uses too).
        .target(name: "TestSupport", dependencies: ["LayoutEngine", "SceneParser", "TraceStore", "TextShaping"], path: "Tests/TestSupport", exclude: ["make-test-font.py"]),
        // Numbers measured in real SwiftUI, one text fixture each (Tests/Fixtures), recorded through the scene parser and SQLite.
        .testTarget(name: "FixtureTests", dependencies: ["TestSupport", "SceneParser", "TraceStore", "TextShaping"]),
        // SQLite from the system (libsqlite3-dev).
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        // HarfBuzz and FreeType from the system (libharfbuzz-dev, libfreetype-dev): text shaped on real font files.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        // The engine's TextShaper on font files: the app's fonts, SF Pro from the user's, else an open stand-in.
        .target(name: "TextShaping", dependencies: ["LayoutEngine", "CHarfBuzz", "CFreeType"]),
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "LayoutEngine", "TestSupport"]),
        // The trace database: schema.sql embedded, writer (a tracer), reader, errors.
        .target(name: "TraceStore", dependencies: ["LayoutEngine", "CSQLite"]),
        .testTarget(name: "TraceStoreTests", dependencies: ["TraceStore", "TestSupport"], exclude: ["Data"]),
        // The C library's number formatting, called without Swift's variadic-argument boxing.
        .target(name: "CFormatting"),
        // SwiftUI scene files → view trees, with compiler-style diagnostics.
        .target(
            name: "SceneParser",
            dependencies: [
                "LayoutEngine", "CFormatting",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]),
        .testTarget(name: "SceneParserTests", dependencies: ["SceneParser", "TraceStore", "TestSupport"], exclude: ["Data"]),
        // Analyses of traces: why, diff.
        .target(name: "TraceAnalysis", dependencies: ["LayoutEngine", "TraceStore"]),
        // Replay: a trace's stored scene laid out again and compared, call by call (reads scenes).
        .target(name: "TraceReplay", dependencies: ["LayoutEngine", "TraceStore", "TraceAnalysis", "SceneParser", "TextShaping"]),
        .testTarget(name: "TraceAnalysisTests", dependencies: ["TraceAnalysis", "TraceReplay", "TestSupport"]),
        // Pictures and exports: SVG/HTML renders, Chrome trace-event JSON, sweep plots.
        .target(name: "TraceRender", dependencies: ["LayoutEngine", "TraceStore", "TraceAnalysis"]),
        .testTarget(name: "TraceRenderTests", dependencies: ["TraceRender", "SceneParser", "TestSupport"]),
        // Scene files → a trace file: the one recording path of `record` and `serve`.
        .target(name: "SceneRecording", dependencies: ["LayoutEngine", "SceneParser", "TraceStore", "TextShaping"]),
        // `ltrace serve`: the page on loopback (SwiftNIO's HTTP/1), following the scene's files and recording again on every save.
        .target(
            name: "TraceServer",
            dependencies: [
                "LayoutEngine", "TraceStore", "SceneParser", "SceneRecording", "TraceAnalysis", "TraceRender", "TextShaping",
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
            ]),
        // What both executables share: trace options, errors as one line, terminal text, the entry.
        .target(
            name: "CommandLineSupport",
            dependencies: ["LayoutEngine", "TraceStore", "TraceAnalysis", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The command line: one file per subcommand. `ltrace` reads traces; the commands that read
        // scenes (record, check, replay, serve) are `ltrace-scenes`, which `ltrace` runs in its
        // place, so that reading a trace starts without swift-syntax, SwiftNIO and HarfBuzz.
        .executableTarget(
            name: "ltrace",
            dependencies: ["CommandLineSupport", "TraceStore", "TraceAnalysis", "TraceRender", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: quickStart),
        .executableTarget(
            name: "ltrace-scenes",
            dependencies: [
                "CommandLineSupport", "TraceStore", "SceneParser", "SceneRecording", "TraceAnalysis", "TraceReplay", "TraceRender", "TraceServer", "TextShaping",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: quickStart),
        // End to end: the real ltrace binary on real files, and the Traces/ goldens.
        .testTarget(name: "ltraceTests", dependencies: ["ltrace", "ltrace-scenes", "LayoutEngine", "TraceStore", "SceneParser", "TestSupport"], exclude: ["Snapshots"]),
        // zlib from the system (zlib1g-dev): the snapshot harness reads reference PNGs' pixels.
        .systemLibrary(name: "CZlib", path: "Benchmarks/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // Prints figures; run with `swift run -c release ltrace-bench`.
        .executableTarget(
            name: "ltrace-bench",
            dependencies: [
                "LayoutEngine", "TraceStore", "SceneParser", "SceneRecording", "TraceAnalysis", "TraceRender", "TraceServer", "TextShaping", "CSQLite", "CZlib", "TestSupport",
                // The snapshot harness reads test files (Snapshots/SnapshotReferences.swift).
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            path: "Benchmarks/ltrace-bench"),
    ],
    swiftLanguageModes: [.v5]
)


// The project's own targets build without warnings: a warning is an error.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

// The interpreter runs hot loops over class state: in release builds the runtime's exclusivity
// check on each access cost a recording about a tenth of its time (`ltrace-bench record`). The
// libraries others depend on (LayoutEngine, TraceStore: docs/swift-api.md) carry no unsafe flags,
// which SwiftPM refuses in a tagged dependency; so the flag is on the interpreter's target only,
// and the engine and the writer keep the check (docs/benchmarks.md says what it costs).
for target in package.targets where target.name == "SceneParser" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
}

// A generic type's metadata made from its mangled name (a dictionary's storage for its key type,
// a `KeyedEncodingContainer` for its keys) finds each conformance its name requires by scanning
// the binary's 12,700 conformance records, the first time each is met: a sixth of an app's
// recording went to such scans. Made by the metadata accessors instead, a type's metadata is
// given the conformances the compiler knows (docs/benchmarks.md, "Conformance records"). Not on
// the libraries others depend on, which carry no unsafe flags (above).
let libraryTargets: Set<String> = ["LayoutEngine", "TraceStore"]
for target in package.targets where target.type != .system && target.type != .test && !libraryTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))
    ]
}
