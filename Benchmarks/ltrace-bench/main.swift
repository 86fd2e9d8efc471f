import Foundation

// Benchmarks print figures; they are not tests. Run in release:
//   swift run -c release ltrace-bench [engine] [record] [--rows N] [--reps N] [--tracer none,null,recording]
//   swift build -c release && .build/release/ltrace-bench analyses [--rows 9800] [--reps 20]
//   swift build -c release && .build/release/ltrace-bench scenes [--reps 10]
//   swift build -c release && .build/release/ltrace-bench texts [--texts 1000] [--reps 5]
//   swift build -c release && .build/release/ltrace-bench apps FOLDER [--reps 3] [--cache warm|first|cold|off]   (one public app per subfolder)
//   swift build -c release && .build/release/ltrace-bench serve [--reps 5]   (save → new trace at the page, corpus)
//   swift build -c release --static-swift-stdlib && .build/release/ltrace-bench startup TRACE [--node 4] [--reps 40] [--ltrace PATH]
//   swift build -c release && .build/release/ltrace-bench record --shape frames [--rows 200]   (flexible frames)
//   swift build -c release && .build/release/ltrace-bench snapshots FOLDER [--verbose] [--only REPO]   (snapshot tests' reference PNGs as the oracle, one repository per subfolder)
//   swift build -c release && .build/release/ltrace-bench interpreter [--reps 5] [--only NAME]   (the interpreter against CPython on the same work)
//   .build/release/ltrace-bench interpreter --write-scenes DIR [--only NAME]   (its cases as scene files: Benchmarks/instructions.sh counts them)
//   swift build -c release && .build/release/ltrace-bench layouts [--subviews 1000] [--reps 5]   (a scene's own flow Layout)
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "why", arguments.count >= 3 {
    // `ltrace-bench why TRACE node-N [--reps N]`: `why` in process on an existing trace, for profiling.
    try AnalysisBenchmark.whyLoop(trace: arguments[1], node: arguments[2], repetitions: Int(arguments.last!) ?? 200)
    exit(0)
}
if arguments.first == "apps", arguments.count >= 2 {
    let cache = arguments.firstIndex(of: "--cache").flatMap { arguments.indices.contains($0 + 1) ? AppsBenchmark.CacheUse(rawValue: arguments[$0 + 1]) : nil }
    try AppsBenchmark.run(folder: arguments[1], repetitions: option("--reps", default: 3), cache: cache ?? .warm)
    exit(0)
}
if arguments.first == "snapshots", arguments.count >= 2 {
    let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    try SnapshotHarness.run(folder: arguments[1], verbose: arguments.contains("--verbose"), only: only)
    exit(0)
}
if arguments.first == "interpreter" {
    let only = arguments.firstIndex(of: "--only").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    let reps = arguments.firstIndex(of: "--reps").flatMap { arguments.indices.contains($0 + 1) ? Int(arguments[$0 + 1]) : nil }
    if let folder = arguments.firstIndex(of: "--write-scenes").flatMap({ arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }) {
        try InterpreterBenchmark.writeScenes(to: folder, only: only)
        exit(0)
    }
    try InterpreterBenchmark.run(repetitions: reps ?? 5, only: only)
    exit(0)
}
if arguments.first == "startup", arguments.count >= 2 {
    let ltrace = arguments.firstIndex(of: "--ltrace").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    try StartupBenchmark.run(trace: arguments[1], node: option("--node", default: 4), repetitions: option("--reps", default: 40), ltrace: ltrace)
    exit(0)
}
if arguments.first == "plain-loop" {
    try RecordBenchmark.plainLoopMain(Array(arguments.dropFirst()))
    exit(0)
}
func option(_ name: String, default value: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]) else { return value }
    return n
}
let which = Set(arguments.enumerated().filter { i, a in !a.hasPrefix("-") && Int(a) == nil && (i == 0 || !arguments[i - 1].hasPrefix("--")) }.map(\.element))

if which.isEmpty || which.contains("engine") {
    let modes = arguments.firstIndex(of: "--tracer").map { Set(arguments[$0 + 1].split(separator: ",").map(String.init)) }
    EngineBenchmark.run(rows: option("--rows", default: 2000), repetitions: option("--reps", default: 5), modes: modes ?? ["none", "null", "recording"])
}

if which.isEmpty || which.contains("record") {
    let shape = arguments.firstIndex(of: "--shape").flatMap { arguments.indices.contains($0 + 1) ? RecordBenchmark.Shape(rawValue: arguments[$0 + 1]) : nil } ?? .rows
    try RecordBenchmark.run(shape: shape, rows: option("--rows", default: shape.defaultRows), repetitions: option("--reps", default: 3))
}

if which.contains("scenes") {
    try SceneBenchmark.run(corpus: "Tests/Corpus", repetitions: option("--reps", default: 10))
}

if which.contains("serve") {
    try ServeBenchmark.run(corpus: "Tests/Corpus", repetitions: option("--reps", default: 5))
}

if which.contains("layouts") {
    try LayoutBenchmark.run(count: option("--subviews", default: 1000), repetitions: option("--reps", default: 5))
}

if which.contains("texts") {
    try SceneBenchmark.texts(count: option("--texts", default: 1000), repetitions: option("--reps", default: 5))
}

// Not part of the default run: it records four traces of a million calls.
if which.contains("analyses") {
    try AnalysisBenchmark.run(rows: option("--rows", default: 9800), repetitions: option("--reps", default: 20))
}
