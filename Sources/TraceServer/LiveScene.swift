import Foundation
import LayoutEngine
import SceneParser
import SceneRecording
import TextShaping
import TraceAnalysis
import TraceRender
import TraceStore

/// A scene recorded again on demand into a private folder, keeping the last good trace: each
/// recording becomes the page's data with what changed since the previous one, or an error
/// worded as the terminal words it while the last good picture stays.
public final class LiveScene: @unchecked Sendable {
    public enum Outcome: Sendable {
        /// The page's data (JSON), its version, and what changed.
        case trace(json: String, version: Int, changes: [String])
        /// The scene does not record: the message as the terminal shows it.
        case error(message: String, version: Int)

        /// The recording's number, from 1.
        public var version: Int {
            switch self {
            case .trace(_, let version, _), .error(_, let version): return version
            }
        }
    }

    /// What is recorded, as `ltrace record` would record it.
    public let recording: SceneRecording
    private let passes: @Sendable (Scene) throws -> SceneRecording.Passes
    /// Where the traces are written; removed by `close()`.
    public let folder: String
    private let describe: @Sendable (Error) -> String
    private let shaper: HarfBuzzShaper
    private let lock = NSLock()
    private var recordings = 0
    /// The latest recording that made a trace: its file, version and page data.
    private var lastGood: (path: String, version: Int, json: String)?
    private var current: Outcome?
    /// The scene files of the last attempt, to watch.
    public private(set) var files: [String]

    /// `passes` chooses the passes from the scene read; `describe` words an error as the command
    /// line does (`file:line:column: error: …`).
    public init(
        recording: SceneRecording, passes: @escaping @Sendable (Scene) throws -> SceneRecording.Passes, describe: @escaping @Sendable (Error) -> String
    ) throws {
        self.recording = recording
        self.passes = passes
        self.describe = describe
        shaper = HarfBuzzShaper(locations: recording.fonts)
        // Scenes that cannot be read fail here, before the private folder exists.
        files = try recording.files().map(\.path)
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("ltrace-serve-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        folder = base
    }

    /// The latest outcome: the last recording's, or nil before the first.
    public var latest: Outcome? { lock.withLock { current } }

    /// The latest good trace's page data, for a page that loads now.
    public var pageData: String? { lock.withLock { lastGood?.json } }

    /// A node's why chain in the trace of `version`, if that is still the latest good one.
    public func why(version: Int, pass: Int, node: NodeID) -> [String]? {
        let path: String? = lock.withLock { lastGood?.version == version ? lastGood?.path : nil }
        guard let path, let trace = try? TraceReader(path: path), (try? trace.frame(pass: pass, node: node)) != nil else { return nil }
        return HTMLRenderer.why(node, pass: pass, analysis: WhyAnalysis(trace: trace), scenePath: trace.meta.scenePath)
    }

    /// Records the scene again; the outcome is also `latest`.
    @discardableResult
    public func record() -> Outcome {
        let version = lock.withLock { () -> Int in
            recordings += 1
            return recordings
        }
        let path = (folder as NSString).appendingPathComponent("trace-\(version).sqlite")
        let outcome: Outcome
        do {
            let selected = try recordTrace(to: path)
            let trace = try TraceReader(path: path)
            var changes: [String] = []
            if let previous = lock.withLock({ lastGood?.path }), let before = try? TraceReader(path: previous) {
                changes = (try? TraceDiff.compare(before, trace, passes: [selected])).map { DiffReport.changes($0.diffs) } ?? []
            }
            // The page asks for the why chain of the node it shows (`why(version:pass:node:)`): a
            // chain for every node would double the time from a save to the page.
            var data = try HTMLRenderer.data(trace, selecting: selected, changes: changes, whyChains: false)
            if case .object(var o) = data {
                o["version"] = .number(Double(version))
                data = .object(o)
            }
            let json = HTMLRenderer.json(data)
            outcome = .trace(json: json, version: version, changes: changes)
            lock.withLock {
                if let old = lastGood?.path, old != path { try? FileManager.default.removeItem(atPath: old) }
                lastGood = (path, version, json)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: path)
            outcome = .error(message: describe(error), version: version)
        }
        lock.withLock { current = outcome }
        return outcome
    }

    /// Records into `path` as `ltrace record` does; the pass to show.
    private func recordTrace(to path: String) throws -> Int {
        let recorded = try recording.record(to: path, shaper: shaper, passes: passes)
        lock.withLock { files = recorded.files.map(\.path) }
        return 1
    }

    /// Removes the folder and every trace in it.
    public func close() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
