import ArgumentParser
import Foundation
import LayoutEngine
import TraceAnalysis
import TraceStore

/// `--trace PATH`: the trace a command reads.
public struct TraceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The trace file to read.", valueName: "path"))
    public var trace: String = "ltrace.sqlite"

    public init() {}
    public init(trace: String) { self.trace = trace }

    /// Opens the trace; `otherwise` says how to name another file when the default one is missing.
    public func open(otherwise: String = "pass --trace") throws -> TraceReader {
        do {
            return try TraceReader(path: trace)
        } catch TraceError.fileNotFound(let path) where path == "ltrace.sqlite" {
            throw CLIError("ltrace.sqlite: no such file; record a scene first (`ltrace record <scene>`) or \(otherwise)")
        }
    }
}

/// `--pass N`: one pass of a trace.
public struct PassOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The pass (root proposal) to show, from 1.", valueName: "n"))
    public var pass: Int?

    public init() {}

    /// The pass asked for, checked against the trace; `defaultPass` when none was given.
    public func resolve(_ trace: TraceReader, defaultPass: Int? = 1) throws -> Int? {
        guard let pass = pass ?? defaultPass else { return nil }
        return try trace.pass(pass).id
    }
}

/// `node-3` as an argument.
public struct NodeArgument: ExpressibleByArgument {
    public let id: NodeID
    public init?(argument: String) {
        guard let id = NodeID(parsing: argument) else { return nil }
        self.id = id
    }
    public static var defaultValueDescription: String { "node-N" }
}

/// A failure to report in one line, with exit status 1.
public struct CLIError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Runs a command body, printing any failure as one line on standard error
/// and exiting with `status` (1, or 2 for the commands where 1 means "differs").
public func reportingErrors(status: Int32 = 1, _ body: () throws -> Void) throws {
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

/// An error printed as it is, over several lines: a scene error shows its source line under
/// the message (`SceneError` conforms in `ltrace-scenes`, which reads scenes).
public protocol SourceShowingError: Error, CustomStringConvertible {}

extension RecordingError: SourceShowingError {}

/// An error as the command line prints it: one line (whatever path or label it quotes), but for
/// a scene error, which shows its source line under the message.
public func errorLine(for error: Error) -> String {
    switch error {
    case let e as SourceShowingError: return e.description
    default: return "error: " + TerminalText.singleLine("\(error)")
    }
}

/// Writes to standard output through a buffer (logs of a million calls).
public struct Output {
    private var buffer = [UInt8]()

    public init() { buffer.reserveCapacity(1 << 16) }

    public mutating func line(_ text: String) {
        write(text)
        buffer.append(10)
    }

    /// Text without a newline.
    public mutating func write(_ text: String) {
        buffer += TerminalText.safe(text, for: .standardOutput).utf8
        if buffer.count >= 1 << 16 { flush() }
    }

    public mutating func flush() {
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}

extension ProposedViewSize {
    public var compact: String { TraceFormat.compact(self) }
}

extension CGSize {
    public var compact: String { TraceFormat.compact(self) }
}
