import ArgumentParser
import Foundation
import LayoutEngine
import SceneParser
import TraceAnalysis
import TraceStore

/// `--trace PATH`: the trace a command reads.
struct TraceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The trace file to read.", valueName: "path"))
    var trace: String = "ltrace.sqlite"

    init() {}
    init(trace: String) { self.trace = trace }

    /// Opens the trace; `otherwise` says how to name another file when the default one is missing.
    func open(otherwise: String = "pass --trace") throws -> TraceReader {
        do {
            return try TraceReader(path: trace)
        } catch TraceError.fileNotFound(let path) where path == "ltrace.sqlite" {
            throw CLIError("ltrace.sqlite: no such file; record a scene first (`ltrace record <scene>`) or \(otherwise)")
        }
    }
}

/// `--pass N`: one pass of a trace.
struct PassOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The pass (root proposal) to show, from 1.", valueName: "n"))
    var pass: Int?

    /// The pass asked for, checked against the trace; `defaultPass` when none was given.
    func resolve(_ trace: TraceReader, defaultPass: Int? = 1) throws -> Int? {
        guard let pass = pass ?? defaultPass else { return nil }
        return try trace.pass(pass).id
    }
}

/// `node-3` as an argument.
struct NodeArgument: ExpressibleByArgument {
    let id: NodeID
    init?(argument: String) {
        guard let id = NodeID(parsing: argument) else { return nil }
        self.id = id
    }
    static var defaultValueDescription: String { "node-N" }
}

/// A failure to report in one line, with exit status 1.
struct CLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Runs a command body, printing any failure as one line on standard error
/// and exiting with `status` (1, or 2 for the commands where 1 means "differs").
func reportingErrors(status: Int32 = 1, _ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as ExitCode {
        throw error
    } catch let error as ValidationError {
        throw error
    } catch let error as CleanExit {
        throw error
    } catch {
        FileHandle.standardError.write(Data(TerminalText.safe(errorLine(for: error) + "\n", for: .standardError).utf8))
        throw ExitCode(status)
    }
}

/// An error as the command line prints it: one line (whatever path or label it quotes), but for
/// a scene error, which shows its source line under the message.
func errorLine(for error: Error) -> String {
    switch error {
    case let e as TraceError: return "error: " + TerminalText.singleLine(e.description)
    case let e as CLIError: return "error: " + TerminalText.singleLine(e.description)
    case let e as SceneSourceError: return "error: " + TerminalText.singleLine(e.description)
    case let e as SceneError: return e.description
    case let e as RecordingError: return e.description
    case let e as DiffError: return "error: " + TerminalText.singleLine(e.description)
    default: return "error: " + TerminalText.singleLine("\(error)")
    }
}

/// Writes to standard output through a buffer (logs of a million calls).
struct Output {
    private var buffer = [UInt8]()

    init() { buffer.reserveCapacity(1 << 16) }

    mutating func line(_ text: String) {
        write(text)
        buffer.append(10)
    }

    /// Text without a newline.
    mutating func write(_ text: String) {
        buffer += TerminalText.safe(text, for: .standardOutput).utf8
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

extension ProposedViewSize {
    var compact: String { TraceFormat.compact(self) }
}

extension CGSize {
    var compact: String { TraceFormat.compact(self) }
}
