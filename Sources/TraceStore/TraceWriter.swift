import CSQLite
import Foundation
import LayoutEngine

/// Writes a layout trace into a SQLite file as the engine runs: a `LayoutTracer`.
///
/// Everything goes in one transaction through prepared statements; call rows
/// bind only numbers and static strings, so the per-call path allocates
/// nothing. Indexes are built once at the end.
public final class TraceWriter: LayoutTracer {
    private let db: SQLiteConnection
    private let insertCall: SQLiteStatement
    private let insertDecision: SQLiteStatement
    private let insertPass: SQLiteStatement
    private let updatePass: SQLiteStatement
    private let insertNode: SQLiteStatement
    private var open: [CallStart] = []
    private var json: [UInt8] = []
    private let roleNames: [UnsafeMutablePointer<CChar>]
    private let methodNames: [UnsafeMutablePointer<CChar>]
    private var rootFrames: [CGRect] = []
    /// The first error met while tracing; tracer callbacks cannot throw, so `finish()` does.
    private(set) var failure: Error?
    public private(set) var callCount = 0
    public private(set) var decisionCount = 0
    public private(set) var passCount = 0
    public private(set) var nodeCount = 0

    /// Creates the schema in a new, empty database file and writes `meta` and the tree's nodes.
    init(creating path: String, tree: ViewTree, meta: [String: String]) throws {
        db = try SQLiteConnection(path: path, mode: .create)
        try db.execute(
            "PRAGMA page_size = 8192; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;")
        let (tables, _) = TraceSchema.statements()
        try db.execute("BEGIN")
        for statement in tables { try db.execute(statement) }
        insertCall = try db.prepare(
            "INSERT INTO calls (id, pass_id, parent_call_id, node_id, method, role, proposal_width, proposal_height, result_width, result_height, x, y, cache_hit, anchor_x, anchor_y) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
        insertDecision = try db.prepare(
            "INSERT INTO decisions (pass_id, call_id, node_id, child_node_id, kind, data, message) VALUES (?,?,?,?,?,?,?)")
        insertPass = try db.prepare("INSERT INTO passes (id, proposal_width, proposal_height) VALUES (?,?,?)")
        updatePass = try db.prepare("UPDATE passes SET width = ?, height = ? WHERE id = ?")
        insertNode = try db.prepare(
            "INSERT INTO nodes (id, parent_id, child_index, depth, kind, label, args, source_line, source_column, layout_priority, role) VALUES (?,?,?,?,?,?,?,?,?,?,?)")
        roleNames = CallRole.allCases.map { strdup($0.rawValue) }
        methodNames = [strdup(CallMethod.sizeThatFits.rawValue), strdup(CallMethod.place.rawValue)]

        var metadata = meta
        metadata["schema_version"] = String(TraceSchema.version)
        metadata["engine_version"] = LayoutEngine.version
        let insertMeta = try db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)")
        for (key, value) in metadata.sorted(by: { $0.key < $1.key }) {
            insertMeta.bind(1, key)
            insertMeta.bind(2, value)
            try insertMeta.run()
        }
        try write(nodes: tree.nodes)
    }

    deinit {
        for p in roleNames { free(p) }
        for p in methodNames { free(p) }
    }

    private func write(nodes: [ViewNode]) throws {
        for node in nodes {
            let s = insertNode
            s.bind(1, node.id.rawValue)
            s.bind(2, node.parent?.rawValue)
            s.bind(3, node.childIndex)
            s.bind(4, node.depth)
            s.bind(5, node.kind)
            s.bind(6, node.label)
            s.bind(7, TraceJSON.encode(.object(node.args)))
            s.bind(8, node.sourcePosition?.line)
            s.bind(9, node.sourcePosition?.column)
            s.bind(10, Double(node.layoutPriority))
            s.bind(11, node.isTransparent ? "list" : node.role.rawValue)
            try s.run()
            nodeCount += 1
        }
    }

    private func roleIndex(_ role: CallRole) -> Int {
        switch role {
        case .probeMin: return 0
        case .probeMax: return 1
        case .probeIdeal: return 2
        case .measure: return 3
        case .final: return 4
        case .place: return 5
        }
    }

    // MARK: LayoutTracer

    public func beginPass(_ pass: PassInfo) {
        guard failure == nil else { return }
        insertPass.bind(1, pass.id)
        insertPass.bind(2, pass.proposal.width.map(Double.init))
        insertPass.bind(3, pass.proposal.height.map(Double.init))
        attempt { try insertPass.run() }
        passCount += 1
        rootFrames = []
    }

    public func endPass(_ pass: PassInfo) {
        guard failure == nil else { return }
        let frame = rootFrames.reduce(CGRect.null) { $0.union($1) }
        updatePass.bind(1, frame.isNull ? nil : Double(frame.width))
        updatePass.bind(2, frame.isNull ? nil : Double(frame.height))
        updatePass.bind(3, pass.id)
        attempt { try updatePass.run() }
    }

    public func beginCall(_ call: CallStart) {
        open.append(call)
    }

    public func endCall(_ end: CallEnd) {
        guard let start = open.popLast(), failure == nil else { return }
        let s = insertCall
        sqlite3_bind_int64(s.handle, 1, Int64(start.id))
        sqlite3_bind_int64(s.handle, 2, Int64(start.pass))
        if let parent = start.parent { sqlite3_bind_int64(s.handle, 3, Int64(parent)) } else { sqlite3_bind_null(s.handle, 3) }
        sqlite3_bind_int64(s.handle, 4, Int64(start.node.rawValue))
        s.bindStatic(5, methodNames[start.method == .sizeThatFits ? 0 : 1])
        s.bindStatic(6, roleNames[roleIndex(start.role)])
        s.bind(7, start.proposal.width.map(Double.init))
        s.bind(8, start.proposal.height.map(Double.init))
        sqlite3_bind_double(s.handle, 9, Double(end.size.width))
        sqlite3_bind_double(s.handle, 10, Double(end.size.height))
        s.bind(11, end.origin.map { Double($0.x) })
        s.bind(12, end.origin.map { Double($0.y) })
        sqlite3_bind_int64(s.handle, 13, end.cacheHit ? 1 : 0)
        s.bind(14, start.anchor.map { Double($0.x) })
        s.bind(15, start.anchor.map { Double($0.y) })
        attempt { try s.run() }
        callCount += 1
        if start.parent == nil, let origin = end.origin { rootFrames.append(CGRect(origin: origin, size: end.size)) }
    }

    public func decide(_ decision: Decision) {
        guard failure == nil else { return }
        let s = insertDecision
        sqlite3_bind_int64(s.handle, 1, Int64(decision.pass))
        s.bind(2, decision.call)
        sqlite3_bind_int64(s.handle, 3, Int64(decision.node.rawValue))
        s.bind(4, decision.child?.rawValue)
        json.removeAll(keepingCapacity: true)
        TraceJSON.write(.object(decision.data), into: &json)
        decision.kind.rawValue.withCString { kind in
            decision.message.withCString { message in
                json.withUnsafeBufferPointer { data in
                    s.bindStatic(5, kind)
                    data.withMemoryRebound(to: CChar.self) { s.bindStatic(6, $0.baseAddress!, length: Int32(data.count)) }
                    s.bindStatic(7, message)
                    attempt { try s.run() }
                }
            }
        }
        decisionCount += 1
    }

    public func addNodes(_ nodes: [ViewNode]) {
        guard failure == nil else { return }
        attempt { try write(nodes: nodes) }
    }

    private func attempt(_ body: () throws -> Void) {
        do { try body() } catch { if failure == nil { failure = error } }
    }

    /// Builds the indexes and commits. Throws the first error met while tracing.
    func finish() throws {
        if let failure { throw failure }
        for statement in TraceSchema.statements().indexes { try db.execute(statement) }
        try db.execute("COMMIT")
    }
}
