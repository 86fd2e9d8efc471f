import ArgumentParser
import Foundation
import LayoutEngine
import TraceStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The commands that read scene files (`record`, `check`, `replay`, `serve`) are a second
/// executable, `ltrace-scenes`, built and installed next to `ltrace`: the commands that only
/// read traces (`why`, `tree`, `query`…) then start without swift-syntax, SwiftNIO and HarfBuzz
/// in the process, which cost every start a few milliseconds (docs/benchmarks.md, start-up).
/// `ltrace record …` becomes `ltrace-scenes record …` in the same process (exec: the same
/// process id, signals and exit status), so the split shows nowhere else.
public enum SceneCommands {
    public static let executableName = "ltrace-scenes"

    /// Each command's summary: `ltrace --help` lists it, and the command's own help opens with it.
    public static let record = "Record a scene's layout into a trace."
    public static let check = "List an app's previews, which of them record, and what ltrace cannot read."
    public static let replay = "Re-run a trace's scene with the current engine and compare."
    public static let serve = "Serve a scene's page on this machine and update it on every save."

    /// An array, not a set: a `Set<String>` made at start-up costs a scan of the runtime's
    /// conformances before the hop to `ltrace-scenes`, which every recording pays.
    public static let names = ["record", "check", "replay", "serve"]

    /// The arguments name a scene command (`record …`, or `help record`).
    public static func named(in arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        return names.contains(first) || (first == "help" && arguments.count > 1 && names.contains(arguments[1]))
    }

    /// Runs `ltrace-scenes` with these arguments in place of this process; returns only to fail.
    public static func exec(_ arguments: [String]) -> Never {
        let arguments = arguments.first == "help" ? Array(arguments.dropFirst()) + ["--help"] : arguments
        // The helper's path as a string: Foundation's URLs cost a recording about a millisecond here.
        let executable = currentExecutablePath()
        let helper = String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]) + "/" + executableName
        let argv = (["ltrace"] + arguments).map { strdup($0) } + [nil]
        execv(helper, argv)
        let directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        var failure = errno
        // `swift run ltrace record …` builds only ltrace: in a checkout, build its partner once.
        if failure == ENOENT, let package = packageBuilding(directory), buildScenes(package: package, configuration: directory.lastPathComponent) {
            execv(helper, argv)
            failure = errno
        }
        let reason = failure == ENOENT ? "is not next to ltrace in \(directory.path)/; `swift build` builds both, and both are installed together" : String(cString: strerror(failure))
        let message = errorLine(for: CLIError("\(executableName), which runs `\(arguments[0])`, \(reason)"))
        FileHandle.standardError.write(Data(TerminalText.safe(message + "\n", for: .standardError).utf8))
        exit(arguments.first == "replay" ? 2 : 1)
    }

    /// The package whose SwiftPM build folder (`PACKAGE/.build/[triple/]debug`) holds this
    /// executable, when that package is ltrace's (its manifest names `ltrace-scenes`).
    static func packageBuilding(_ directory: URL) -> URL? {
        let parts = directory.standardizedFileURL.pathComponents
        guard let build = parts.lastIndex(of: ".build"), build > 0, ["debug", "release"].contains(directory.lastPathComponent) else { return nil }
        let root = URL(fileURLWithPath: NSString.path(withComponents: Array(parts[..<build])))
        guard let manifest = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path),
            String(decoding: manifest, as: UTF8.self).contains("\"\(executableName)\"")
        else { return nil }
        return root
    }

    /// Runs `swift build --product ltrace-scenes -c CONFIGURATION` in the package, its output on
    /// standard error (standard output stays the command's); true when it succeeded.
    static func buildScenes(package: URL, configuration: String) -> Bool {
        let arguments = ["swift", "build", "--package-path", package.path, "--product", executableName, "-c", configuration]
        FileHandle.standardError.write(Data("ltrace: \(executableName) is not built yet; building it: \(arguments.joined(separator: " "))\n".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.standardError
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }

    /// This process's executable, links resolved (`/usr/local/bin/ltrace` may link into a build folder).
    static func currentExecutablePath() -> String {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath().path
    }
}

/// Both executables' entry: the command runs on a thread with a large stack (deep scenes are
/// limited by the parser, but layout and analyses recurse along the tree), and its failure
/// becomes the exit status: 1 for an error, 64 for a usage error, but 2 for any error of the
/// commands where 1 means "the layouts differ" (replay and diff, as diff(1)).
public enum CommandLineMain {
    public static let comparingCommands: Set<String> = ["replay", "diff"]

    public static func run<Root: ParsableCommand>(_ root: Root.Type, arguments: [String]) -> Never {
        let thread = Thread {
            do {
                var command = try Root.parseAsRoot(arguments)
                try command.run()
                exit(0)
            } catch {
                let status = Root.exitCode(for: error).rawValue
                if status != 0, status != 1, let name = arguments.first, comparingCommands.contains(name) {
                    let message = Root.fullMessage(for: error)
                    if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
                    exit(2)
                }
                Root.exit(withError: error)
            }
        }
        thread.stackSize = 512 << 20
        thread.start()
        while true { sleep(1000) }
    }
}
