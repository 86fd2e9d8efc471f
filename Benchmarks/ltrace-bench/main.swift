import Foundation

// Benchmarks print figures; they are not tests. Run in release:
//   swift run -c release ltrace-bench [engine] [record] [--rows N] [--reps N] [--tracer none,null,recording]
let arguments = Array(CommandLine.arguments.dropFirst())
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
    try RecordBenchmark.run(rows: option("--rows", default: 2000), repetitions: option("--reps", default: 3))
}
