import Foundation
import TextShaping
import LayoutEngine
import SceneParser
import TraceAnalysis
import TraceStore

/// Re-runs the scene stored in a trace with the current engine and compares
/// every node, call and decision with the recorded ones, in order.
public enum Replay {
    public enum Outcome: Sendable {
        case identical(passes: Int, calls: Int, decisions: Int)
        case diverged(Divergence)

        /// The outcome as data, for `replay --json`.
        public var json: TraceObject {
            switch self {
            case .identical(let passes, let calls, let decisions):
                return ["status": .string("identical"), "passes": .number(Double(passes)), "calls": .number(Double(calls)), "decisions": .number(Double(decisions))]
            case .diverged(let d):
                return [
                    "status": .string("diverged"), "at": .string(d.summary), "recorded": d.recorded.map(TraceValue.string) ?? .null,
                    "replayed": d.replayed.map(TraceValue.string) ?? .null, "note": d.note.map(TraceValue.string) ?? .null,
                    "path": .array(d.path.map(TraceValue.string)),
                ]
            }
        }
    }

    /// The first place where the replay differs from the recording.
    public struct Divergence: Sendable {
        /// What differs, in one sentence.
        public let summary: String
        /// The recorded and replayed values, when a row differs.
        public let recorded: String?
        public let replayed: String?
        /// The calls leading to the divergent one, outermost first (from the recording).
        public let path: [String]
        /// A decision that also differs, made in one of those calls.
        public let note: String?
    }

    /// What a what-if recording changes of the recorded passes: bare proposals or device
    /// screens, the display scale of bare passes, the Dynamic Type size, the appearance. What is
    /// not given stays as recorded.
    public struct WhatIf: Sendable {
        public var proposals: [ProposedViewSize]
        public var screens: [DeviceScreen]
        public var scale: CGFloat?
        public var dynamicType: DynamicTypeSize?
        public var colorScheme: ColorScheme?

        public init(
            proposals: [ProposedViewSize] = [], screens: [DeviceScreen] = [], scale: CGFloat? = nil, dynamicType: DynamicTypeSize? = nil,
            colorScheme: ColorScheme? = nil
        ) {
            self.proposals = proposals; self.screens = screens; self.scale = scale; self.dynamicType = dynamicType; self.colorScheme = colorScheme
        }

        public var isEmpty: Bool { proposals.isEmpty && screens.isEmpty && scale == nil && dynamicType == nil && colorScheme == nil }
    }

    /// The scene stored in a trace, parsed again as it was recorded: the same files, view or
    /// preview, `#if` conditions, random seed and asset images (and what a what-if changes of
    /// what the scene's code reads: the display scale, Dynamic Type size and appearance).
    public static func scene(of trace: TraceReader, whatIf: WhatIf = WhatIf()) throws -> Scene {
        let source = trace.meta.sceneSource
        guard !source.isEmpty else {
            throw TraceError.noScene(path: trace.path)
        }
        let stored = try trace.sceneFiles()
        let files = stored.isEmpty ? [SceneFile(path: trace.meta.scenePath.isEmpty ? "scene.swift" : trace.meta.scenePath, source: source)] : stored
        let name = trace.meta.sceneView
        let isPreview = trace.meta.sceneRoot == .preview
        let defines = Set(trace.meta.sceneDefines)
        let seed = trace.meta.randomSeed ?? SeededRandom.defaultSeed
        let passes = try trace.passes()
        let scales = whatIf.screens.isEmpty ? whatIf.scale.map { [$0] } ?? passes.map(\.scale) : whatIf.screens.map(\.scale)
        return try SceneParser.parse(
            files: files, view: isPreview ? nil : name, preview: isPreview ? name : nil, defines: defines, seed: seed,
            assets: AssetCatalog(images: try trace.sceneImages(), colors: try trace.sceneColors()),
            dynamicTypeSize: whatIf.dynamicType ?? DynamicTypeSize.readingSize(of: passes.map(\.dynamicTypeSize)),
            displayScale: Double(Set(scales).count == 1 ? scales[0] : LayoutEngine.defaultDisplayScale), colorScheme: whatIf.colorScheme ?? trace.meta.colorScheme)
    }

    /// Records the stored scene into `output` as recorded, or with what `whatIf` changes: new
    /// proposals or device screens, the scale of bare passes, the Dynamic Type size, the appearance.
    @discardableResult
    public static func record(_ trace: TraceReader, whatIf: WhatIf = WhatIf(), to output: String, command: String) throws -> Trace.Summary {
        let parsed = try scene(of: trace, whatIf: whatIf)
        let recorded = try trace.passes()
        // Passes on a device replay on the screen they were recorded on, unless new ones are given.
        let screens = !whatIf.screens.isEmpty ? whatIf.screens : whatIf.proposals.isEmpty && recorded.allSatisfy({ $0.screen != nil }) ? recorded.compactMap(\.screen) : []
        let passes = !screens.isEmpty ? screens.map(\.proposal) : !whatIf.proposals.isEmpty ? whatIf.proposals : recorded.map(\.proposal)
        // A bare pass is laid out again at the scale it was recorded at (what-if passes too).
        let scale = whatIf.scale ?? recorded.first(where: { $0.screen == nil })?.scale ?? LayoutEngine.defaultDisplayScale
        let sameCount = passes.count == recorded.count
        let sizes = whatIf.dynamicType.map { Array(repeating: $0, count: passes.count) }
            ?? (sameCount ? recorded.map(\.dynamicTypeSize) : Array(repeating: recorded.first?.dynamicTypeSize ?? .large, count: passes.count))
        var meta = trace.meta.rerecorded(by: command)
        if let scheme = whatIf.colorScheme { meta.colorScheme = scheme }
        meta.devices = screens.map(\.description)
        return try Trace.record(
            tree: parsed.makeTree(), proposals: passes, to: output, meta: meta, diagnostics: parsed.diagnostics,
            files: parsed.files.count > 1 ? parsed.files : [], images: parsed.images, colors: parsed.colors, screens: screens, scale: scale,
            dynamicTypeSizes: sizes, textShaper: shaper(for: trace.meta), laterDiagnostics: parsed.laterDiagnostics)
    }

    /// Text measured again as it was recorded: the app's fonts from the recorded folder when it is
    /// still there, and the open stand-in for the system font when the recording used it.
    static func shaper(for meta: TraceMeta) -> TextShaper {
        guard let choice = HarfBuzzShaper.systemFontChoice(recorded: meta.textWidths) else { return TableTextShaper.shared }
        let scenes = meta.scenePath.split(separator: " ").map(String.init)
        return HarfBuzzShaper(
            locations: FontLocations(appFolders: FontLocations.appFolders(for: scenes), userFolders: FontLocations.userFolders(options: []), systemFont: choice))
    }

    /// Replays into `output` and compares it with the recording.
    public static func run(_ trace: TraceReader, into output: String, command: String) throws -> Outcome {
        try record(trace, to: output, command: command)
        let replayed = try TraceReader(path: output)
        return try compare(recorded: trace, replayed: replayed)
    }

    public static func compare(recorded: TraceReader, replayed: TraceReader) throws -> Outcome {
        let a = try recorded.nodes(), b = try replayed.nodes()
        for (x, y) in zip(a, b) where x != y {
            return .diverged(
                Divergence(
                    summary: "the view tree differs at \(x.id)", recorded: "\(x.kind) \(x.label) \(x.args)", replayed: "\(y.kind) \(y.label) \(y.args)", path: [],
                    note: nil))
        }
        if a.count != b.count {
            return .diverged(Divergence(summary: "the view tree has \(a.count) nodes recorded and \(b.count) replayed", recorded: nil, replayed: nil, path: [], note: nil))
        }
        let labels = Dictionary(uniqueKeysWithValues: a.map { ($0.id, $0.label) })

        // Calls have one execution order, so the first divergent call is the answer; a decision
        // only leads when no call differs, and otherwise is noted if it belongs to that call's path.
        let callDivergence = try firstDifference(recorded, replayed, table: "calls", columns: Self.callColumns)
        let decisionDivergence = try firstDifference(
            recorded, replayed, table: "decisions", from: "decisions JOIN decision_kinds AS k ON k.id = decisions.kind_id", columns: Self.decisionColumns)
        let decisionCall = try decisionDivergence.flatMap { d in try recorded.decision(d.id)?.call }
        if let c = callDivergence {
            let row = try recorded.call(c.id) ?? replayed.call(c.id)
            let what = row.map { "call #\(c.id) (pass \($0.pass)): \($0.method) on \($0.node) \(labels[$0.node] ?? "")" } ?? "call #\(c.id)"
            let (path, ids) = try Self.path(to: c.id, in: recorded, labels: labels)
            var note: String? = nil
            if let d = decisionDivergence, let call = decisionCall, ids.contains(call) {
                note = "decision #\(d.id) of call #\(call) also differs: recorded \(d.recorded ?? "-"); replayed \(d.replayed ?? "-")"
            }
            return .diverged(Divergence(summary: what, recorded: c.recorded, replayed: c.replayed, path: path, note: note))
        }
        if let d = decisionDivergence {
            let inCall = decisionCall.map { " made during call #\($0)" } ?? ""
            return .diverged(
                Divergence(
                    summary: "decision #\(d.id)\(inCall)", recorded: d.recorded, replayed: d.replayed,
                    path: try decisionCall.map { try Self.path(to: $0, in: recorded, labels: labels).lines } ?? [], note: nil))
        }
        return .identical(passes: try recorded.passCount, calls: try recorded.callCount, decisions: try recorded.decisionCount)
    }

    static let callColumns = [
        "pass_id", "parent_call_id", "depth", "node_id", "role", "proposal_width", "proposal_height", "result_width",
        "result_height", "x", "y", "cache_hit", "anchor_x", "anchor_y", "decision_count",
    ]
    /// Numbers, kinds and structure: never the sentence, so rewording one changes no replay.
    static let decisionColumns = ["call_id", "node_id", "child_node_id", "kind", "fields", "data"]

    /// The first row (by id) whose columns differ between the two traces, read in lockstep.
    static func firstDifference(
        _ a: TraceReader, _ b: TraceReader, table: String, from source: String? = nil, columns: [String]
    ) throws -> (id: Int, recorded: String?, replayed: String?)? {
        let sql = "SELECT \(table).id, \(columns.joined(separator: ", ")) FROM \(source ?? table) ORDER BY \(table).id"
        let left = try a.rows(sql), right = try b.rows(sql)
        while true {
            let x = try left.next(), y = try right.next()
            switch (x, y) {
            case (nil, nil): return nil
            case (let x?, nil): return (Int(x.integer(0) ?? 0), describe(x, columns), "nothing: the replay has fewer \(table)")
            case (nil, let y?): return (Int(y.integer(0) ?? 0), "nothing: the recording has fewer \(table)", describe(y, columns))
            case (let x?, let y?):
                if x.values != y.values { return (Int(x.integer(0) ?? 0), describe(x, columns, against: y), describe(y, columns, against: x)) }
            }
        }
    }

    /// `result_width 100` for the columns that differ from the other row (all of them without one).
    static func describe(_ row: SQLRow, _ columns: [String], against other: SQLRow? = nil) -> String {
        zip(columns.indices, columns).compactMap { i, name -> String? in
            let value = row.values[i + 1]
            if let other, other.values[i + 1] == value { return nil }
            return "\(name) \(value)"
        }.joined(separator: ", ")
    }

    /// The calls from the pass's first call down to `id`, described.
    static func path(to id: Int, in trace: TraceReader, labels: [NodeID: String]) throws -> (lines: [String], ids: [Int]) {
        var chain: [String] = []
        var ids: [Int] = []
        var current: Int? = id
        // Parents start before their calls (checked as read), so the walk ends; it is cut at
        // a depth no real layout reaches, for a chain made up in a damaged file.
        while let c = current, ids.count < 10_000, let call = try trace.call(c) {
            chain.append(CallText.line(call, label: labels[call.node] ?? "?"))
            ids.append(call.id)
            current = call.parent
        }
        return (chain.reversed(), ids.reversed())
    }
}
