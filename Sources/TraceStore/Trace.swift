import Foundation
import LayoutEngine

/// Records views and custom layouts into trace files.
///
///     let summary = try Trace.record(
///         HStack { Color.red; Color.blue.frame(width: 50) },
///         proposals: [ProposedViewSize(width: 300, height: 100)],
///         to: "layout.sqlite")
///     print(summary)   // 4 nodes, 27 calls, 1 pass → layout.sqlite
public enum Trace {
    private static func seconds(since start: inout ContinuousClock.Instant) -> Double {
        let now = ContinuousClock.now
        let d = now - start
        start = now
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// What a recording wrote.
    public struct Summary: Sendable, CustomStringConvertible {
        public let path: String
        public let nodes: Int
        public let calls: Int
        public let decisions: Int
        public let passes: Int
        public let bytes: Int
        /// Seconds spent laying out and writing rows, building indexes, and committing to disk.
        public let timings: Timings
        /// The engine's warnings, in the order recorded (also in the trace's `warnings` view).
        public let warnings: [Warning]
        /// Views that should have been placed and were not, per pass (a recording with
        /// any is written, so it can be examined, but is not a success).
        public let unplaced: [Unplaced]
        /// What the scene reader reported while the layout ran (in the trace's `diagnostics` too).
        public var laterDiagnostics: [SourceDiagnostic] = []

        public var description: String {
            "\(nodes) nodes, \(calls) calls, \(passes) pass\(passes == 1 ? "" : "es") → \(path)"
        }
    }

    /// An engine warning with the node's label and source position.
    public struct Warning: Sendable, Equatable {
        public let pass: Int
        public let node: NodeID
        public let label: String
        public let source: SourcePosition?
        public let message: String
    }

    public struct Unplaced: Sendable, Equatable {
        public let pass: Int
        public let node: NodeID
        public let label: String
        public let source: SourcePosition?
    }

    /// The most calls one recording may make, over all its passes (README, "Limits"):
    /// about 11 s of recording and 1 GB of trace on the development machine.
    public static let maximumCalls = 2_000_000
    /// The most root proposals (passes) one recording may hold: sweeps and directives alike.
    public static let maximumPasses = LayoutEngine.maximumPasses

    public struct Timings: Sendable {
        public var layoutAndWrite: Double = 0
        public var indexes: Double = 0
        public var commit: Double = 0
    }

    /// Lays out `view` once per proposal and writes every call and decision to `path`.
    @discardableResult
    public static func record<V: View>(
        _ view: V, proposals: [ProposedViewSize], to path: String, meta: TraceMeta = TraceMeta()
    ) throws -> Summary {
        try record(tree: ViewTree(view), proposals: proposals, to: path, meta: meta)
    }

    /// Records a tree built elsewhere (the scene parser builds one from a file).
    ///
    /// The file is written under a temporary name and renamed into place when
    /// complete; on failure nothing is left and an existing file is untouched.
    @discardableResult
    public static func record(
        tree: ViewTree, proposals: [ProposedViewSize], to path: String, meta: TraceMeta = TraceMeta(),
        diagnostics: [SourceDiagnostic] = [], files: [SceneFile] = [], images: [SceneImage] = [], colors: [SceneColor] = [], screens: [DeviceScreen] = [],
        scale: CGFloat = LayoutEngine.defaultDisplayScale, dynamicTypeSizes: [DynamicTypeSize] = [], maximumCalls: Int = maximumCalls,
        textShaper: TextShaper? = nil, laterDiagnostics: (() -> [SourceDiagnostic])? = nil
    ) throws -> Summary {
        // On devices, each pass is proposed its screen's safe area.
        let proposals = screens.isEmpty ? proposals : screens.map(\.proposal)
        guard !proposals.isEmpty else { throw TraceError.noProposals(path: path) }
        guard proposals.count <= maximumPasses else {
            throw TraceError.tooManyPasses(path: path, proposals: proposals.count, maximum: maximumPasses)
        }
        let output = try AtomicOutput(destination: path)
        let metadata = meta
        var timings = Timings()
        let counts: (nodes: Int, calls: Int, decisions: Int, passes: Int)
        var warnings: [Warning] = []
        var unplaced: [Unplaced] = []
        var later: [SourceDiagnostic] = []
        func describe(_ node: NodeID) -> (label: String, source: SourcePosition?) {
            tree.contains(node) ? (tree[node].label, tree[node].sourcePosition) : ("", nil)
        }
        do {
            var start = ContinuousClock.now
            let writer = try TraceWriter(
                creating: output.temporary, tree: tree, passes: proposals.count, meta: metadata, diagnostics: diagnostics, files: files, images: images, colors: colors)
            let engine = LayoutEngine(tree: tree, tracer: writer)
            engine.maximumCalls = maximumCalls
            engine.displayScale = scale
            engine.linkedSDK = meta.linkedSDK
            if let textShaper { engine.textShaper = textShaper }
            for (i, proposal) in proposals.enumerated() {
                // One size for every pass, or one per pass (`--sweep dynamic-type=…`).
                if !dynamicTypeSizes.isEmpty { engine.dynamicTypeSize = dynamicTypeSizes[min(i, dynamicTypeSizes.count - 1)] }
                let pass = engine.layout(in: proposal, on: screens.isEmpty ? nil : screens[i])
                if let node = writer.invalidPriority {
                    throw RecordingError(reason: .priorityNotANumber, node: node.id, label: node.label, source: node.sourcePosition)
                }
                if let bad = writer.nonNumeric {
                    let (label, source) = describe(bad.node)
                    throw RecordingError(reason: .notANumber(pass: bad.pass, what: bad.what), node: bad.node, label: label, source: source)
                }
                if engine.exceededCallLimit {
                    throw RecordingError(reason: .tooManyCalls(limit: maximumCalls, pass: pass.id, passes: proposals.count, perPass: nil), node: nil, label: "", source: nil)
                }
                // Checked early: when the first pass shows that all of them would pass the limit.
                if pass.id == 1, proposals.count > 1, writer.callCount.multipliedReportingOverflow(by: proposals.count).partialValue > maximumCalls {
                    throw RecordingError(
                        reason: .tooManyCalls(limit: maximumCalls, pass: 1, passes: proposals.count, perPass: writer.callCount), node: nil, label: "", source: nil)
                }
                unplaced += engine.unplacedNodes(in: pass).map { id in
                    let (label, source) = describe(id)
                    return Unplaced(pass: pass.id, node: id, label: label, source: source)
                }
            }
            later = laterDiagnostics?() ?? []
            try writer.insert(laterDiagnostics: later)
            warnings = writer.warnings.map { w in
                let (label, source) = describe(w.node)
                return Warning(pass: w.pass, node: w.node, label: label, source: source, message: w.message)
            }
            timings.layoutAndWrite = seconds(since: &start)
            try writer.buildIndexes()
            timings.indexes = seconds(since: &start)
            try writer.commit()
            try output.commit()
            timings.commit = seconds(since: &start)
            counts = (writer.nodeCount, writer.callCount, writer.decisionCount, writer.passCount)
        } catch var error as RecordingError {
            output.discard()
            error.scenePath = meta.scenePath
            throw error
        } catch {
            output.discard()
            throw output.naming(error)
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return Summary(
            path: path, nodes: counts.nodes, calls: counts.calls, decisions: counts.decisions, passes: counts.passes,
            bytes: (attributes?[.size] as? NSNumber)?.intValue ?? 0, timings: timings, warnings: warnings, unplaced: unplaced, laterDiagnostics: later)
    }
}
