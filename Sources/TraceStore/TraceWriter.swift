import CSQLite
import Foundation
import LayoutEngine

/// Writes a layout trace into a SQLite file as the engine runs: a `LayoutTracer`.
///
/// The engine's thread turns nodes and events into plain rows (decision data encoded
/// to JSON there) and hands them over in batches; a second thread inserts them
/// through prepared statements in one transaction, so layout and SQLite work
/// overlap. The nodes' indexes are built as soon as the nodes are in, the calls'
/// once every row is.
public final class TraceWriter: LayoutTracer {
    private let db: SQLiteConnection
    private let inserter: RowInserter
    private let queue = BatchQueue(capacity: 4)
    private let done = DispatchSemaphore(value: 0)
    @exclusivity(unchecked) private var batch = RowBatch()
    /// Calls begun and not yet ended, each with where its decisions start in `pending`.
    @exclusivity(unchecked) private var open: [(call: CallStart, firstPending: Int)] = []
    /// Decisions of the open calls, innermost last: a call's decisions are written together when it ends.
    @exclusivity(unchecked) private var pending: [Decision] = []
    @exclusivity(unchecked) private var nextDecisionID = 1
    /// The `decision_kinds` rows written so far: a payload type and its sentence, or a custom kind.
    @exclusivity(unchecked) private var kindIDs: [DecisionForm: Int] = [:]
    /// Each decision's values, encoded here in turn.
    @exclusivity(unchecked) private var fields = DecisionFields()
    @exclusivity(unchecked) private var rootFrames: [CGRect] = []
    private var finished = false
    /// Whether the inserting thread was started: a writer whose init failed has none to wait for.
    @exclusivity(unchecked) private var inserting = false
    /// The engine's warnings, in order (at most `maximumWarnings` kept).
    public private(set) var warnings: [RecordedWarning] = []
    static let maximumWarnings = 1_000
    /// A node built during layout (GeometryReader content) whose priority is NaN: not written.
    public private(set) var invalidPriority: ViewNode?
    /// The first call whose answer or position was not a number: nothing after it is written.
    public private(set) var nonNumeric: NonNumericValue?
    @exclusivity(unchecked) public private(set) var callCount = 0
    @exclusivity(unchecked) public private(set) var decisionCount = 0
    public private(set) var passCount = 0
    public private(set) var nodeCount = 0
    private var diagnosticCount = 0
    private var tree: ViewTree?

    /// Creates the schema in a new, empty database file, writes `meta`, hands the
    /// tree's nodes to the inserting thread, and starts it.
    init(
        creating path: String, tree: ViewTree, passes: Int, meta: TraceMeta, diagnostics: [SourceDiagnostic] = [],
        files: [SceneFile] = [], images: [SceneImage] = [], colors: [SceneColor] = []
    ) throws {
        db = try SQLiteConnection(path: path, mode: .create)
        // Large pages load big traces faster; small traces stay small with the default 4 KB
        // (every table and index takes at least a page). Layouts make about ten calls per node.
        let pageSize = tree.nodes.count * max(passes, 1) > 2_000 ? 16384 : 4096
        try db.execute(
            "PRAGMA page_size = \(pageSize); PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;")
        try db.execute("BEGIN")
        for statement in TraceSchema.statements().tables { try db.execute(statement) }
        inserter = try RowInserter(db)
        var metadata = meta
        metadata.schemaVersion = TraceSchema.version
        metadata.engineVersion = LayoutEngine.version
        metadata.createdAt = metadata.createdAt ?? TraceMeta.timestamp()
        try inserter.insert(meta: metadata)
        try inserter.insert(diagnostics: diagnostics, of: tree)
        diagnosticCount = diagnostics.count
        self.tree = tree
        try inserter.insert(files: files, images: images, colors: colors)
        if let node = tree.nodes.first(where: { $0.layoutPriority.isNaN }) {
            throw RecordingError(reason: .priorityNotANumber, node: node.id, label: node.label, source: node.sourcePosition)
        }
        // Inserted and indexed by the inserting thread while the engine lays out.
        batch.rows.append(.nodes(tree.nodes.map(RowBatch.NodeRecord.init)))
        batch.rows.append(.indexes(TraceSchema.indexes(on: "nodes")))
        nodeCount = tree.nodes.count

        // The thread lets go of the inserter, and so of the connection, before it says it is
        // done. Its closure held them until the thread had exited, after `record` returned: the
        // connection kept the file's exclusive lock, and a connection opened on the trace at
        // once could find it locked (TraceStoreTests.newerAndOlderSchemas did, once).
        let handoff = Handoff(inserter)
        let thread = Thread { [handoff, queue, done] in
            Self.insert(from: queue, with: handoff.take())
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        inserting = true
    }

    /// The inserter, held for the inserting thread until it takes it.
    private final class Handoff: @unchecked Sendable {
        private var inserter: RowInserter?
        init(_ inserter: RowInserter) { self.inserter = inserter }
        func take() -> RowInserter {
            defer { inserter = nil }
            return inserter!
        }
    }

    private static func insert(from queue: BatchQueue, with inserter: RowInserter) {
        while let batch = queue.pop() {
            if !inserter.insert(batch) { queue.abandon() }
        }
    }

    deinit {
        if inserting && !finished {
            queue.abandon()
            done.wait()
        }
    }

    private func append(_ row: RowBatch.Row) {
        batch.rows.append(row)
        if batch.isFull { flush() }
    }

    private func flush() {
        guard !batch.rows.isEmpty else { return }
        queue.push(batch)
        batch = RowBatch()
    }

    // MARK: LayoutTracer

    public func beginPass(_ pass: PassInfo) {
        append(.pass(id: pass.id, width: pass.proposal.width.map(Double.init), height: pass.proposal.height.map(Double.init), screen: pass.screen, scale: Double(pass.scale), dynamicType: pass.dynamicTypeSize.rawValue))
        passCount += 1
        rootFrames = []
    }

    public func endPass(_ pass: PassInfo) {
        let frame = rootFrames.reduce(CGRect.null) { $0.union($1) }
        // Roots at -inf with infinite sizes make a union of inf - inf: that is infinitely large.
        func length(_ x: CGFloat) -> Double? { frame.isNull ? nil : x.isNaN ? .infinity : Double(x) }
        append(.passSize(id: pass.id, width: length(frame.width), height: length(frame.height)))
    }

    public func beginCall(_ call: CallStart) {
        open.append((call, pending.count))
    }

    public func endCall(_ end: CallEnd) {
        guard let (start, firstPending) = open.popLast() else { return }
        guard nonNumeric == nil else { return }
        if end.size.width.isNaN || end.size.height.isNaN || end.origin.map({ $0.x.isNaN || $0.y.isNaN }) ?? false
            || start.proposal.width?.isNaN == true || start.proposal.height?.isNaN == true
            || start.anchor.map({ $0.x.isNaN || $0.y.isNaN }) ?? false
        {
            // SQLite stores NaN as NULL: never write one, stop here and let the recording fail.
            nonNumeric = NonNumericValue(node: start.node, pass: start.pass, proposal: start.proposal, size: end.size, origin: end.origin)
            return
        }
        let decisionCount = pending.count - firstPending
        let firstDecision = nextDecisionID
        for decision in pending[firstPending...] { write(decision) }
        pending.removeSubrange(firstPending...)
        append(
            .call(
                RowBatch.CallRecord(
                    id: start.id, pass: start.pass, parent: start.parent, depth: open.count, node: start.node.rawValue,
                    role: start.role.code, proposalWidth: start.proposal.width.map(Double.init),
                    proposalHeight: start.proposal.height.map(Double.init), width: Double(end.size.width), height: Double(end.size.height),
                    x: end.origin.map { Double($0.x) }, y: end.origin.map { Double($0.y) }, cacheHit: end.cacheHit,
                    anchorX: start.anchor.map { Double($0.x) }, anchorY: start.anchor.map { Double($0.y) },
                    firstDecision: decisionCount > 0 ? firstDecision : nil, decisionCount: decisionCount)))
        callCount += 1
        if start.parent == nil, let origin = end.origin { rootFrames.append(CGRect(origin: origin, size: end.size)) }
    }

    public func decide(_ decision: Decision) {
        if decision.call != nil, !open.isEmpty {
            pending.append(decision)
        } else {
            write(decision)
        }
    }

    private func write(_ decision: Decision) {
        let payload = decision.payload
        fields.removeAll()
        // A kind's field names are written once, with its first decision; a custom decision's
        // names are part of its form.
        let type = ObjectIdentifier(Swift.type(of: payload))
        let plainForm = type == DecisionForm.customDecision ? nil : DecisionForm(type: type, sentence: payload.sentence)
        let knownKind = plainForm.flatMap { kindIDs[$0] }
        fields.namesWanted = knownKind == nil
        payload.encode(to: &fields)
        let form = plainForm ?? DecisionForm(payload, fields: fields)
        if form.type == DecisionForm.warning, warnings.count < Self.maximumWarnings, let warning = payload as? LayoutWarning {
            warnings.append(RecordedWarning(node: decision.node, pass: decision.pass, message: warning.text))
        }
        let kind: Int
        if let id = knownKind ?? kindIDs[form] {
            kind = id
        } else {
            kind = kindIDs.count + 1
            kindIDs[form] = kind
            append(
                .decisionKind(
                    id: kind, kind: payload.kind.rawValue, fields: TraceJSON.encode(.array(fields.names.map { .string($0) })),
                    sentence: DecisionSentence.expand(payload.template, names: fields.names)))
        }
        let start = batch.json.count
        TraceJSON.writeValues(of: fields, into: &batch.json)
        append(
            .decision(
                RowBatch.DecisionRecord(
                    id: nextDecisionID, call: decision.call, node: decision.node.rawValue, child: decision.child?.rawValue,
                    kind: kind, json: start..<batch.json.count)))
        nextDecisionID += 1
        decisionCount += 1
    }

    public func addNodes(_ nodes: [ViewNode]) {
        if invalidPriority == nil, let node = nodes.first(where: { $0.layoutPriority.isNaN }) { invalidPriority = node }
        guard invalidPriority == nil else { return }
        append(.nodes(nodes.map(RowBatch.NodeRecord.init)))
        nodeCount += nodes.count
    }

    public func rebindNodes(_ nodes: [ViewNode]) {
        guard invalidPriority == nil else { return }
        append(.nodeUpdates(nodes.map(RowBatch.NodeRecord.init)))
    }

    // MARK: Finishing

    /// Waits for every row to be inserted. Throws the first error met while inserting.
    func drain() throws {
        guard !finished else { return }
        flush()
        queue.close()
        done.wait()
        finished = true
        if let failure = inserter.failure { throw failure }
    }

    /// Diagnostics reported while the layout ran (a GeometryReader's content evaluated at its
    /// size, an alignment closure at another size), after those of reading the scene.
    func insert(laterDiagnostics: [SourceDiagnostic]) throws {
        guard !laterDiagnostics.isEmpty, let tree else { return }
        try drain()
        try inserter.insert(diagnostics: laterDiagnostics, of: tree, first: diagnosticCount + 1)
        diagnosticCount += laterDiagnostics.count
    }

    /// Builds the indexes, after every row is in.
    func buildIndexes() throws {
        try drain()
        for statement in TraceSchema.indexes(on: "calls") { try db.execute(statement) }
    }

    func commit() throws {
        try drain()
        try db.execute("COMMIT")
    }

    /// Builds the indexes and commits.
    func finish() throws {
        try buildIndexes()
        try commit()
    }
}

/// What makes a `decision_kinds` row: a payload type and the sentence it chose; for a
/// custom layout's decision, its kind, sentence and field names.
struct DecisionForm: Hashable {
    let type: ObjectIdentifier
    let sentence: Int
    let custom: [String]?

    static let warning = ObjectIdentifier(LayoutWarning.self)
    static let customDecision = ObjectIdentifier(CustomDecision.self)

    init(type: ObjectIdentifier, sentence: Int) {
        self.type = type
        self.sentence = sentence
        custom = nil
    }

    init(_ payload: any DecisionPayload, fields: DecisionFields) {
        type = ObjectIdentifier(Swift.type(of: payload))
        sentence = payload.sentence
        custom = type == Self.customDecision ? [payload.kind.rawValue, payload.template] + fields.names : nil
    }
}

/// A warning the engine recorded (a subview left unplaced, contradictory frame arguments…).
public struct RecordedWarning: Sendable, Equatable {
    public let node: NodeID
    public let pass: Int
    public let message: String
}

/// A call whose proposal, answer or position was NaN.
public struct NonNumericValue: Sendable, Equatable {
    public let node: NodeID
    public let pass: Int
    public let proposal: ProposedViewSize
    public let size: CGSize
    public let origin: CGPoint?

    /// What was NaN, in words: "was proposed nan × 80", "answered 20 × nan", "was placed at (nan, 0)".
    var what: String {
        if proposal.width?.isNaN == true || proposal.height?.isNaN == true { return "was proposed \(proposal)" }
        if size.width.isNaN || size.height.isNaN { return "answered \(TraceFormat.size(size))" }
        return "was placed at (\(TraceFormat.number(origin?.x ?? 0)), \(TraceFormat.number(origin?.y ?? 0)))"
    }
}

/// The SQLite side of the writer: prepared statements and the inserts, run on
/// the writer's own thread.
final class RowInserter {
    private let insertCall: SQLiteStatement
    private let insertDecision: SQLiteStatement
    private let insertPass: SQLiteStatement
    private let updatePass: SQLiteStatement
    private let updateNode: SQLiteStatement
    private let insertNode: SQLiteStatement
    private let insertMeta: SQLiteStatement
    private let insertDiagnostic: SQLiteStatement
    private let insertDiagnosticNode: SQLiteStatement
    private let insertFile: SQLiteStatement
    private let insertImage: SQLiteStatement
    private let insertColor: SQLiteStatement
    private let insertKind: SQLiteStatement
    private let db: SQLiteConnection
    /// The first error; after it nothing more is inserted.
    private(set) var failure: Error?

    init(_ db: SQLiteConnection) throws {
        self.db = db
        insertCall = try db.prepare(
            "INSERT INTO calls (id, pass_id, parent_call_id, node_id, role, proposal_width, proposal_height, result_width, result_height, x, y, cache_hit, anchor_x, anchor_y, first_decision_id, decision_count, depth) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
        insertDecision = try db.prepare(
            "INSERT INTO decisions (id, call_id, node_id, child_node_id, kind_id, data) VALUES (?,?,?,?,?,?)")
        insertKind = try db.prepare("INSERT INTO decision_kinds (id, kind, fields, sentence) VALUES (?,?,?,?)")
        insertPass = try db.prepare(
            "INSERT INTO passes (id, proposal_width, proposal_height, device, screen_width, screen_height, safe_top, safe_leading, safe_bottom, safe_trailing, scale, dynamic_type) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)")
        updatePass = try db.prepare("UPDATE passes SET width = ?, height = ? WHERE id = ?")
        updateNode = try db.prepare("UPDATE nodes SET label = ?, args = ?, appearance = ? WHERE id = ?")
        insertNode = try db.prepare(
            "INSERT INTO nodes (id, parent_id, child_index, depth, kind, label, args, source_line, source_column, source_file, layout_priority, role, trait, appearance) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
        insertMeta = try db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)")
        insertDiagnostic = try db.prepare("INSERT INTO diagnostics (id, file, line, \"column\", severity, message, kind) VALUES (?,?,?,?,?,?,?)")
        insertDiagnosticNode = try db.prepare("INSERT OR IGNORE INTO diagnostic_nodes (diagnostic_id, node_id) VALUES (?,?)")
        insertFile = try db.prepare("INSERT INTO scene_files (path, source) VALUES (?,?)")
        insertImage = try db.prepare("INSERT INTO scene_images (name, width, height, pixel_width, pixel_height, scale, file) VALUES (?,?,?,?,?,?,?)")
        insertColor = try db.prepare("INSERT OR IGNORE INTO scene_colors (name, red, green, blue, opacity) VALUES (?,?,?,?,?)")
    }

    func insert(files: [SceneFile], images: [SceneImage], colors: [SceneColor]) throws {
        for c in colors {
            insertColor.bind(1, c.name)
            insertColor.bind(2, c.components?.red)
            insertColor.bind(3, c.components?.green)
            insertColor.bind(4, c.components?.blue)
            insertColor.bind(5, c.components?.opacity)
            try insertColor.run()
        }
        for f in files {
            insertFile.bind(1, f.path)
            insertFile.bind(2, f.source)
            try insertFile.run()
        }
        for i in images {
            insertImage.bind(1, i.name)
            insertImage.bind(2, Double(i.size.width))
            insertImage.bind(3, Double(i.size.height))
            insertImage.bind(4, Double(i.pixelSize.width))
            insertImage.bind(5, Double(i.pixelSize.height))
            insertImage.bind(6, i.scale)
            insertImage.bind(7, i.file)
            try insertImage.run()
        }
    }

    /// The scene's diagnostics, numbered from `first` in order, and the nodes each concerns.
    func insert(diagnostics: [SourceDiagnostic], of tree: ViewTree, first: Int = 1) throws {
        var ids: [SourceDiagnostic: Int] = [:]
        for (offset, d) in diagnostics.enumerated() {
            let i = first - 1 + offset
            insertDiagnostic.bind(1, i + 1)
            insertDiagnostic.bind(2, d.file)
            insertDiagnostic.bind(3, d.position.line)
            insertDiagnostic.bind(4, d.position.column)
            insertDiagnostic.bind(5, d.severity.rawValue)
            insertDiagnostic.bind(6, d.message)
            insertDiagnostic.bind(7, d.kind.rawValue)
            try insertDiagnostic.run()
            if ids[d] == nil { ids[d] = i + 1 }
        }
        for node in tree.nodes {
            for d in node.diagnostics {
                guard let id = ids[d] else { continue }
                insertDiagnosticNode.bind(1, id)
                insertDiagnosticNode.bind(2, node.id.rawValue)
                try insertDiagnosticNode.run()
            }
        }
    }

    func insert(meta: TraceMeta) throws {
        for (key, value) in meta.rows {
            insertMeta.bind(1, key)
            insertMeta.bind(2, value)
            try insertMeta.run()
        }
    }

    func insert(nodes: [RowBatch.NodeRecord]) throws {
        let s = insertNode
        for node in nodes {
            s.bind(1, node.id)
            s.bind(2, node.parent)
            s.bind(3, node.childIndex)
            s.bind(4, node.depth)
            s.bind(5, node.kind)
            s.bind(6, node.label)
            s.bind(7, node.args)
            s.bind(8, node.line)
            s.bind(9, node.column)
            s.bind(10, node.file)
            s.bind(11, node.priority)
            s.bind(12, node.role)
            s.bind(13, node.trait)
            s.bind(14, node.appearance)
            try s.run()
        }
    }

    /// Inserts a batch; false after the first error.
    func insert(_ batch: RowBatch) -> Bool {
        guard failure == nil else { return false }
        // Calls end (and are written) children first, but their ids count in the order they
        // started: inserted as they come, each parent lands in a full page and splits it (a fifth
        // of the `calls` pages stayed empty). Inserted in id order within the batch, only the
        // ancestors of the batch's first calls come late.
        var calls: [RowBatch.CallRecord] = []
        func insertCalls() throws {
            calls.sort { $0.id < $1.id }
            for c in calls { try insert(c) }
            calls.removeAll()
        }
        do {
            try batch.json.withUnsafeBufferPointer { json in
                for row in batch.rows {
                    switch row {
                    case .call(let c): calls.append(c)
                    case .decision(let d): try insert(d, json: json)
                    case .decisionKind(let id, let kind, let fields, let sentence):
                        insertKind.bind(1, id)
                        insertKind.bind(2, kind)
                        insertKind.bind(3, fields)
                        insertKind.bind(4, sentence)
                        try insertKind.run()
                    case .pass(let id, let width, let height, let screen, let scale, let dynamicType):
                        insertPass.bind(1, id)
                        insertPass.bind(2, width)
                        insertPass.bind(3, height)
                        insertPass.bind(4, screen?.description)
                        insertPass.bind(5, screen.map { Double($0.size.width) })
                        insertPass.bind(6, screen.map { Double($0.size.height) })
                        insertPass.bind(7, screen.map { Double($0.insets.top) })
                        insertPass.bind(8, screen.map { Double($0.insets.leading) })
                        insertPass.bind(9, screen.map { Double($0.insets.bottom) })
                        insertPass.bind(10, screen.map { Double($0.insets.trailing) })
                        insertPass.bind(11, scale)
                        insertPass.bind(12, dynamicType)
                        try insertPass.run()
                    case .passSize(let id, let width, let height):
                        updatePass.bind(1, width)
                        updatePass.bind(2, height)
                        updatePass.bind(3, id)
                        try updatePass.run()
                    case .nodes(let nodes):
                        try insert(nodes: nodes)
                    case .nodeUpdates(let nodes):
                        for node in nodes {
                            updateNode.bind(1, node.label)
                            updateNode.bind(2, node.args)
                            updateNode.bind(3, node.appearance)
                            updateNode.bind(4, node.id)
                            try updateNode.run()
                        }
                    case .indexes(let statements):
                        try insertCalls()
                        for statement in statements { try db.execute(statement) }
                    }
                }
            }
            try insertCalls()
            return true
        } catch {
            failure = error
            return false
        }
    }

    private func insert(_ c: RowBatch.CallRecord) throws {
        let s = insertCall
        sqlite3_bind_int64(s.handle, 1, Int64(c.id))
        sqlite3_bind_int64(s.handle, 2, Int64(c.pass))
        if let parent = c.parent { sqlite3_bind_int64(s.handle, 3, Int64(parent)) } else { sqlite3_bind_null(s.handle, 3) }
        sqlite3_bind_int64(s.handle, 4, Int64(c.node))
        sqlite3_bind_int64(s.handle, 5, Int64(c.role))
        s.bind(6, c.proposalWidth)
        s.bind(7, c.proposalHeight)
        sqlite3_bind_double(s.handle, 8, c.width)
        sqlite3_bind_double(s.handle, 9, c.height)
        s.bind(10, c.x)
        s.bind(11, c.y)
        sqlite3_bind_int64(s.handle, 12, c.cacheHit ? 1 : 0)
        s.bind(13, c.anchorX)
        s.bind(14, c.anchorY)
        s.bind(15, c.firstDecision)
        sqlite3_bind_int64(s.handle, 16, Int64(c.decisionCount))
        sqlite3_bind_int64(s.handle, 17, Int64(c.depth))
        try s.run()
    }

    private func insert(_ d: RowBatch.DecisionRecord, json: UnsafeBufferPointer<UInt8>) throws {
        let s = insertDecision
        sqlite3_bind_int64(s.handle, 1, Int64(d.id))
        s.bind(2, d.call)
        sqlite3_bind_int64(s.handle, 3, Int64(d.node))
        s.bind(4, d.child)
        sqlite3_bind_int64(s.handle, 5, Int64(d.kind))
        json.baseAddress!.advanced(by: d.json.lowerBound).withMemoryRebound(to: CChar.self, capacity: d.json.count) {
            s.bindStatic(6, $0, length: Int32(d.json.count))
        }
        try s.run()
    }
}
