import Foundation

/// Runs the built `ltrace` binary, as a user would.
public struct CLI {
    public struct Result {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        public var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }


    public static var binary: URL {
        Bundle.main.bundleURL.appendingPathComponent("ltrace")
    }

    /// A fresh working directory.
    public let directory: URL

    public init() {
        directory = TestDirectory.fresh("ltrace-cli")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    public func write(_ name: String, _ text: String) {
        try? FileManager.default.createDirectory(at: directory.appendingPathComponent(name).deletingLastPathComponent(), withIntermediateDirectories: true)
        precondition(FileManager.default.createFile(atPath: path(name), contents: Data(text.utf8)), "cannot write \(path(name))")
    }

    public var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() }

    /// Copies the repository's Traces/ scenes into the working directory.
    public func copyTraces() {
        let source = Repository.traces
        let target = directory.appendingPathComponent("Traces")
        try? FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] where name.hasSuffix(".swift") {
            try? FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
        }
    }

    @discardableResult
    public func run(_ arguments: String..., environment: [String: String] = [:]) -> Result {
        run(arguments, environment: environment)
    }

    public func run(_ arguments: [String], environment: [String: String] = [:]) -> Result {
        let process = start(arguments, environment: environment)
        return finish(process)
    }

    /// Runs another program in the working directory (`script` to give ltrace a terminal).
    public func run(command: String, _ arguments: [String]) -> Result {
        finish(start(arguments, executable: URL(fileURLWithPath: command)))
    }

    public func start(_ arguments: [String], environment: [String: String] = [:], executable: URL = CLI.binary) -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["COLUMNS"] = "100"
        // The same text widths on every machine: the open stand-in, not a developer's own SF Pro.
        env["LTRACE_SYSTEM_FONT"] = "open"
        env["LTRACE_FONTS"] = ""
        // A cache of the scenes recorded beside the working directory, not in the user's: each
        // test's first recording of a folder parses every file, the next ones what they reach.
        env["LTRACE_CACHE"] = directory.path + "-cache"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try! process.run()
        return (process, out, err)
    }

    public func finish(_ started: (Process, Pipe, Pipe)) -> Result {
        let (process, out, err) = started
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
