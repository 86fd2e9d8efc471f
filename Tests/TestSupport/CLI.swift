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

    /// Waits for the process, reading both pipes at once (a child that fills one while the other
    /// is read would wait forever) and through interrupted reads (`FileHandle.readDataToEndOfFile`
    /// traps on EINTR, which a read of minutes meets: the fresh-checkout test's builds).
    public func finish(_ started: (Process, Pipe, Pipe)) -> Result {
        let (process, out, err) = started
        final class Box: @unchecked Sendable { var data = Data() }
        let stderr = Box()
        let group = DispatchGroup()
        group.enter()
        let errFD = err.fileHandleForReading.fileDescriptor
        DispatchQueue.global().async {
            stderr.data = Self.drain(errFD)
            group.leave()
        }
        let stdout = Self.drain(out.fileHandleForReading.fileDescriptor)
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr.data, as: UTF8.self))
    }

    /// Everything a pipe holds until its writers close it, reading again after an interruption.
    static func drain(_ fd: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n > 0 {
                data.append(contentsOf: buffer[0..<n])
            } else if n < 0, errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }
}
