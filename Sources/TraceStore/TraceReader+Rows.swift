import Foundation
import LayoutEngine

/// Typed rows of the trace tables, for the analyses and the CLI.
public struct PassRow: Sendable, Equatable {
    public let id: Int
    public let proposal: ProposedViewSize
    public let size: CGSize?
    /// The device screen of a pass recorded with `--device`.
    public var screen: DeviceScreen? = nil
    /// Pixels per point the pass was laid out at (the device's, else `--scale`).
    public var scale: CGFloat = LayoutEngine.defaultDisplayScale
    /// The Dynamic Type size the pass was laid out at.
    public var dynamicTypeSize: DynamicTypeSize = .large
}

public struct NodeRow: Sendable, Equatable {
    public let id: NodeID
    public let parent: NodeID?
    public let childIndex: Int
    public let depth: Int
    public let kind: String
    public let label: String
    public let args: String
    public let source: SourcePosition?
    public let layoutPriority: Double
    public let role: String
    public let trait: NodeTrait
    /// How pictures draw it; nil for nothing of its own (or an appearance this ltrace does not know).
    public let appearance: Appearance?

    public var isList: Bool { role == "list" }
}

public struct CallRow: Sendable, Equatable {
    public let id: Int
    public let pass: Int
    public let parent: Int?
    public let node: NodeID
    public let role: CallRole
    public let proposal: ProposedViewSize
    public let size: CGSize
    public let origin: CGPoint?
    public let cacheHit: Bool
    public let anchor: UnitPoint?
    public let depth: Int
    /// The decisions made during the call are ids `firstDecision ..< firstDecision + decisionCount`.
    public let firstDecision: Int?
    public let decisionCount: Int

    public var method: CallMethod { role.method }
    public var isPlace: Bool { role == .place }
    public var isProbe: Bool { role.isProbe }
}

/// A decision as read: its payload decoded once, and its sentence made from it.
public struct DecisionRow: Sendable, Equatable {
    public let id: Int
    public let pass: Int
    public let call: Int?
    public let node: NodeID
    public let child: NodeID?
    public let kind: DecisionKind
    /// The values by name, as stored.
    public let fields: DecisionFields
    /// The typed payload: a built-in kind's own type, or a `CustomDecision`.
    public let payload: any DecisionPayload
    /// The sentence: the payload's template filled with its values and the nodes' labels.
    public let message: String

    /// The payload as `type`, when the decision is of that kind.
    public func `as`<P: DecisionPayload>(_ type: P.Type) -> P? { payload as? P }

    public static func == (a: DecisionRow, b: DecisionRow) -> Bool {
        a.id == b.id && a.pass == b.pass && a.call == b.call && a.node == b.node && a.child == b.child && a.kind == b.kind && a.fields == b.fields
    }
}

public struct FrameRow: Sendable, Equatable {
    public let pass: Int
    public let node: NodeID
    public let frame: CGRect
}

extension TraceReader {
    /// Pass `id`, or `TraceError.noSuchPass`.
    public func pass(_ id: Int) throws -> PassRow {
        let all = try passes()
        guard let pass = all.first(where: { $0.id == id }) else { throw TraceError.noSuchPass(path: path, pass: id, passes: all.count) }
        return pass
    }

    public func passes() throws -> [PassRow] {
        var rows: [PassRow] = []
        try each(
            "SELECT id, proposal_width, proposal_height, width, height, device, screen_width, screen_height, safe_top, safe_leading, safe_bottom, safe_trailing, scale, dynamic_type FROM passes ORDER BY id"
        ) { s in
            let id = try Self.require(s.int(0), path, "passes", nil, "an id")
            let proposal = ProposedViewSize(width: s.double(1).map { CGFloat($0) }, height: s.double(2).map { CGFloat($0) })
            let size = s.double(3).flatMap { w in s.double(4).map { CGSize(width: w, height: $0) } }
            var screen: DeviceScreen?
            let scale = s.double(12).flatMap { $0 > 0 && $0.isFinite ? CGFloat($0) : nil } ?? LayoutEngine.defaultDisplayScale
            if let device = s.text(5), let w = s.double(6), let h = s.double(7) {
                screen = DeviceScreen(
                    description: device, size: CGSize(width: w, height: h),
                    insets: EdgeInsets(top: s.double(8) ?? 0, leading: s.double(9) ?? 0, bottom: s.double(10) ?? 0, trailing: s.double(11) ?? 0), scale: scale,
                    proposal: proposal)
            }
            rows.append(
                PassRow(
                    id: Int(id), proposal: proposal, size: size,
                    screen: screen, scale: scale, dynamicTypeSize: s.text(13).flatMap(DynamicTypeSize.init(rawValue:)) ?? .large))
        }
        return rows
    }

    /// What reading the scene reported, in order (`diagnostics`).
    public func diagnostics() throws -> [SourceDiagnostic] {
        try diagnostics(where: "", bind: { _ in })
    }

    /// What reading the scene reported about a node: the substitutions its size may depend on,
    /// why it is a placeholder (`diagnostic_nodes`).
    public func diagnostics(of node: NodeID) throws -> [SourceDiagnostic] {
        try diagnostics(where: "WHERE id IN (SELECT diagnostic_id FROM diagnostic_nodes WHERE node_id = ?)", bind: { $0.bind(1, node.rawValue) })
    }

    private func diagnostics(where condition: String, bind: (SQLiteStatement) -> Void) throws -> [SourceDiagnostic] {
        var rows: [SourceDiagnostic] = []
        try each("SELECT file, line, \"column\", severity, message, kind FROM diagnostics \(condition) ORDER BY id", bind: bind) { s in
            let line = try Self.require(s.int(1), path, "diagnostics", nil, "a line")
            let column = try Self.require(s.int(2), path, "diagnostics", nil, "a column")
            guard let kind = SourceDiagnostic.Kind(rawValue: s.text(5) ?? "") else {
                throw TraceError.corrupt(path: path, detail: "a diagnostics row has no kind ltrace knows (\(s.text(5) ?? "NULL"))")
            }
            rows.append(
                SourceDiagnostic(
                    file: s.text(0) ?? "", position: SourcePosition(line: Int(line), column: Int(column)),
                    severity: SourceDiagnostic.Severity(rawValue: s.text(3) ?? "") ?? .warning, kind: kind, message: s.text(4) ?? ""))
        }
        return rows
    }

    public func nodes() throws -> [NodeRow] {
        var rows: [NodeRow] = []
        try each(
            "SELECT \(Self.nodeColumns) FROM nodes ORDER BY id"
        ) { s in
            rows.append(try Self.node(s, path))
        }
        for (i, row) in rows.enumerated() where row.id.rawValue != i {
            throw Self.damaged(path, "nodes", Int64(row.id.rawValue), "breaks the numbering 0 … \(rows.count - 1): node-\(i) is missing")
        }
        return rows
    }

    public func node(_ id: NodeID) throws -> NodeRow? {
        var row: NodeRow?
        try each(
            "SELECT \(Self.nodeColumns) FROM nodes WHERE id = ?",
            bind: { $0.bind(1, id.rawValue) }
        ) { row = try Self.node($0, path) }
        return row
    }

    /// The node ids written at a source position: `line` alone matches every column; `file`
    /// (a path or its last component) picks one file of a scene read from several.
    public func nodes(atLine line: Int, column: Int?, file: String? = nil) throws -> [NodeID] {
        var ids: [NodeID] = []
        let sql =
            column == nil
            ? "SELECT id, source_file FROM nodes WHERE source_line = ? ORDER BY id" : "SELECT id, source_file FROM nodes WHERE source_line = ? AND source_column = ? ORDER BY id"
        try each(sql, bind: { s in s.bind(1, line); if let column { s.bind(2, column) } }) { s in
            if let file, let stored = s.text(1), stored != file, !stored.hasSuffix("/" + file), !file.hasSuffix("/" + stored) { return }
            ids.append(NodeID(Int(try Self.require(s.int(0), path, "nodes", nil, "an id"))))
        }
        return ids
    }

    /// The files of a scene read from several (`scene_files`), in path order; empty for one file.
    public func sceneFiles() throws -> [SceneFile] {
        var rows: [SceneFile] = []
        try each("SELECT path, source FROM scene_files ORDER BY path") { s in rows.append(SceneFile(path: s.text(0) ?? "", source: s.text(1) ?? "")) }
        return rows
    }

    /// The asset images the scene used (`scene_images`).
    public func sceneImages() throws -> [SceneImage] {
        var rows: [SceneImage] = []
        try each("SELECT name, width, height, pixel_width, pixel_height, scale, file FROM scene_images ORDER BY name") { s in
            let size = CGSize(width: s.double(1) ?? 0, height: s.double(2) ?? 0)
            let pixels = CGSize(width: s.double(3) ?? 0, height: s.double(4) ?? 0)
            guard [size.width, size.height, pixels.width, pixels.height].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw Self.damaged(path, "scene_images", nil, "has an invalid size for '\(s.text(0) ?? "")'")
            }
            rows.append(SceneImage(name: s.text(0) ?? "", size: size, pixelSize: pixels, scale: Int(s.int(5) ?? 1), file: s.text(6) ?? ""))
        }
        return rows
    }

    /// The asset colours the scene used (`scene_colors`).
    public func sceneColors() throws -> [SceneColor] {
        var rows: [SceneColor] = []
        try each("SELECT name, red, green, blue, opacity FROM scene_colors ORDER BY name") { s in
            let values = [s.double(1), s.double(2), s.double(3), s.double(4)]
            let components = values.allSatisfy { $0 != nil } ? (values[0]!, values[1]!, values[2]!, values[3]!) : nil
            if let c = components, ![c.0, c.1, c.2, c.3].allSatisfy({ $0.isFinite }) {
                throw Self.damaged(path, "scene_colors", nil, "has an invalid colour for '\(s.text(0) ?? "")'")
            }
            rows.append(SceneColor(name: s.text(0) ?? "", components: components.map { (red: $0.0, green: $0.1, blue: $0.2, opacity: $0.3) }))
        }
        return rows
    }

    /// A trace is untrusted input: every row is checked as it is read, and a row that breaks
    /// the contract is reported as damage ("calls row 12 has no node"), never trusted.
    static func require<T>(_ value: T?, _ path: String, _ table: String, _ row: Int64?, _ what: String) throws -> T {
        guard let value else { throw damaged(path, table, row, "has no \(what)") }
        return value
    }

    static func damaged(_ path: String, _ table: String, _ row: Int64?, _ problem: String) -> TraceError {
        TraceError.corrupt(path: path, detail: "\(table) row \(row.map(String.init) ?? "?") \(problem)")
    }

    /// Depths, indexes and source positions beyond these are not from ltrace.
    static let maximumDepth: Int64 = 100_000
    static let maximumIndex: Int64 = 1 << 40

    static let nodeColumns = nodeColumns(of: nil)

    /// The columns `node(_:_:)` reads, in its order (`n.id, …` for a table named `n`).
    static func nodeColumns(of table: String?) -> String {
        ["id", "parent_id", "child_index", "depth", "kind", "label", "args", "source_line", "source_column", "layout_priority", "role", "trait", "source_file", "appearance"]
            .map { column in table.map { "\($0).\(column)" } ?? column }
            .map { $0.hasSuffix("label") ? "substr(\($0), 1, \(maximumLabel + 1))" : $0 }.joined(separator: ", ")
    }

    static func node(_ s: SQLiteStatement, _ path: String) throws -> NodeRow {
        let id = try require(s.int(0), path, "nodes", nil, "id")
        func check(_ value: Int64?, _ range: ClosedRange<Int64>, _ what: String) throws -> Int? {
            guard let value else { return nil }
            guard range.contains(value) else { throw damaged(path, "nodes", id, "has \(what) \(value)") }
            return Int(value)
        }
        guard (0...maximumIndex).contains(id) else { throw damaged(path, "nodes", id, "has an invalid id") }
        // Pre-order: a parent is numbered before its children, so parent chains cannot loop.
        let parent: Int? = try s.int(1).map { p in
            guard p >= 0 && p < id else { throw damaged(path, "nodes", id, "has parent node-\(p), not numbered before it") }
            return Int(p)
        }
        if parent == nil && id != 0 { throw damaged(path, "nodes", id, "has no parent (only node-0 is the root)") }
        let line = try check(s.int(7), 0...maximumIndex, "source line"), column = try check(s.int(8), 0...maximumIndex, "source column")
        return NodeRow(
            id: NodeID(Int(id)), parent: parent.map(NodeID.init), childIndex: try check(s.int(2), 0...maximumIndex, "child index") ?? 0,
            depth: try check(s.int(3), 0...maximumDepth, "depth") ?? 0, kind: s.text(4) ?? "", label: capped(label: s.text(5) ?? ""), args: s.text(6) ?? "{}",
            source: line.flatMap { l in column.map { SourcePosition(line: l, column: $0, file: s.text(12)) } }, layoutPriority: s.double(9) ?? 0,
            role: s.text(10) ?? "", trait: NodeTrait(rawValue: s.text(11) ?? "") ?? .plain,
            // An appearance is a few fields; a damaged one of megabytes is not read.
            appearance: s.text(13).flatMap { $0.utf8.count <= 4096 ? TraceJSON.decode($0)?.objectValue : nil }.flatMap(Appearance.init(traceObject:)))
    }

    static let callColumns =
        "id, pass_id, parent_call_id, node_id, role, proposal_width, proposal_height, result_width, result_height, x, y, cache_hit, anchor_x, anchor_y, depth, first_decision_id, decision_count"

    static func call(_ s: SQLiteStatement, _ path: String) throws -> CallRow {
        let id = try require(s.int(0), path, "calls", nil, "id")
        guard (1...maximumIndex).contains(id) else { throw damaged(path, "calls", id, "has an invalid id") }
        // Calls are numbered in the order they start, so a call's parent started before it.
        if let parent = s.int(2), !(1..<id).contains(parent) { throw damaged(path, "calls", id, "has parent call \(parent), which did not start before it") }
        if !s.isNull(2) && s.int(2) == nil { throw damaged(path, "calls", id, "has an invalid parent call") }
        guard let pass = s.int(1), (0...maximumIndex).contains(pass) else { throw damaged(path, "calls", id, "has no valid pass") }
        let node = try require(s.int(3), path, "calls", id, "node")
        guard (0...maximumIndex).contains(node) else { throw damaged(path, "calls", id, "names node \(node), which cannot exist") }
        guard let role = s.int(4).flatMap({ CallRole(code: Int(clamping: $0)) }) else { throw damaged(path, "calls", id, "has an unknown role") }
        let first = s.int(15)
        guard let count = s.int(16), (0...maximumIndex).contains(count), first.map({ (0...maximumIndex).contains($0) }) ?? (s.isNull(15) || count == 0) else {
            throw damaged(path, "calls", id, "has an invalid decision range")
        }
        guard s.double(7) != nil, s.double(8) != nil else { throw damaged(path, "calls", id, "has no result size") }
        return CallRow(
            id: Int(id), pass: Int(pass), parent: s.int(2).map(Int.init), node: NodeID(Int(node)),
            role: role,
            proposal: ProposedViewSize(width: s.double(5).map { CGFloat($0) }, height: s.double(6).map { CGFloat($0) }),
            size: CGSize(width: s.double(7) ?? 0, height: s.double(8) ?? 0),
            origin: s.double(9).flatMap { x in s.double(10).map { CGPoint(x: x, y: $0) } }, cacheHit: s.int(11) == 1,
            anchor: s.double(12).flatMap { x in s.double(13).map { UnitPoint(x: x, y: $0) } }, depth: Int(min(max(s.int(14) ?? 0, 0), maximumDepth)),
            firstDecision: first.map(Int.init), decisionCount: Int(count))
    }

    /// Calls in execution order, optionally of one pass or on one node.
    public func calls(pass: Int? = nil, node: NodeID? = nil) throws -> [CallRow] {
        var rows: [CallRow] = []
        try each(Self.callColumns, from: "calls", pass: pass, node: node) { rows.append(try Self.call($0, path)) }
        return rows
    }

    /// `SELECT columns FROM table [WHERE pass_id = ? AND node_id = ?] ORDER BY id`, row by row.
    private func each(_ columns: String, from table: String, pass: Int?, node: NodeID?, _ body: (SQLiteStatement) throws -> Void) throws {
        var conditions: [String] = []
        if pass != nil { conditions.append("pass_id = ?") }
        if node != nil { conditions.append("node_id = ?") }
        let sql = "SELECT \(columns) FROM \(table)" + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")) + " ORDER BY id"
        try each(sql, bind: { s in
            var i: Int32 = 1
            if let pass { s.bind(i, pass); i += 1 }
            if let node { s.bind(i, node.rawValue) }
        }, body)
    }

    /// The call that computed the answer `call` gave: the call itself, or for a cache
    /// hit the latest call before it that computed an answer for the same node and proposal.
    public func computingCall(of call: CallRow) throws -> CallRow? {
        guard !call.isPlace else { return try sizingCall(ofPlace: call) }
        guard call.cacheHit else { return call }
        return try latestComputingCall(before: call)
    }

    /// The last call before `call` that computed (not a placement, not a cache hit) an
    /// answer for the same node and proposal.
    private func latestComputingCall(before call: CallRow) throws -> CallRow? {
        try calls(pass: call.pass, node: call.node).last {
            $0.id < call.id && !$0.isPlace && !$0.cacheHit && $0.proposal == call.proposal
        }
    }

    /// The call that computed the size a placement used. A `place` asks its node for its
    /// size first (its `final` call, the next call id); an answer served from the cache is
    /// followed back to the call that computed it.
    public func sizingCall(ofPlace place: CallRow) throws -> CallRow? {
        guard place.isPlace, let final = try call(place.id + 1), final.parent == place.id, final.node == place.node, !final.isPlace else {
            return try latestComputingCall(before: place)
        }
        return try computingCall(of: final)
    }

    public func call(_ id: Int) throws -> CallRow? {
        var row: CallRow?
        try each("SELECT \(Self.callColumns) FROM calls WHERE id = ?", bind: { $0.bind(1, id) }) { row = try Self.call($0, path) }
        return row
    }

    /// The calls made during a call, in order.
    public func children(ofCall id: Int) throws -> [CallRow] {
        var rows: [CallRow] = []
        try each("SELECT \(Self.callColumns) FROM calls WHERE parent_call_id = ? ORDER BY id", bind: { $0.bind(1, id) }) {
            rows.append(try Self.call($0, path))
        }
        return rows
    }

    /// Decisions with their pass, which is their call's: `… WHERE d.… ORDER BY d.id` follows.
    static let decisionSelect =
        "SELECT d.id, c.pass_id, d.call_id, d.node_id, d.child_node_id, d.kind_id, d.data FROM decisions AS d LEFT JOIN calls AS c ON c.id = d.call_id"

    func decision(_ s: SQLiteStatement) throws -> DecisionRow {
        let id = try Self.require(s.int(0), path, "decisions", nil, "id")
        let node = try Self.require(s.int(3), path, "decisions", id, "node")
        guard (0...Self.maximumIndex).contains(node) else { throw Self.damaged(path, "decisions", id, "names node \(node), which cannot exist") }
        if let child = s.int(4), !(0...Self.maximumIndex).contains(child) { throw Self.damaged(path, "decisions", id, "names child node \(child), which cannot exist") }
        guard let form = s.int(5).flatMap({ decisionForms[Int(clamping: $0)] }) else { throw Self.damaged(path, "decisions", id, "has an unknown kind") }
        guard case .array(let values)? = TraceJSON.decode(s.text(6) ?? "", numbers: true), values.count == form.names.count else {
            throw Self.damaged(path, "decisions", id, "has data that does not match its kind's fields")
        }
        let fields = DecisionFields(names: form.names, values: values)
        let payload: any DecisionPayload
        // A custom layout may record a kind a built-in also uses: what the built-in type cannot
        // read is the custom layout's, worded by its own stored sentence.
        if let type = form.type, let typed = try? type.init(from: fields) {
            payload = typed
        } else {
            payload = CustomDecision(kind: form.kind, data: TraceObject(fields.entries.map { ($0.name, $0.value) }), message: form.sentence)
        }
        let nodeID = NodeID(Int(node)), child = s.int(4).map { NodeID(Int($0)) }
        let message = DecisionSentence.fill(
            expanded: payload is CustomDecision ? DecisionSentence.expand(payload.template, names: form.names) : expanded(payload.template, names: form.names), fields, node: try label(of: nodeID), child: try child.map(label(of:)),
            name: { (try? self.label(of: $0)) ?? $0.description })
        return DecisionRow(
            id: Int(id), pass: Int(s.int(1) ?? 0), call: s.int(2).map(Int.init), node: nodeID, child: child, kind: form.kind, fields: fields,
            payload: payload, message: message)
    }

    /// Decisions in id order, optionally of one pass or by one node.
    public func decisions(pass: Int? = nil, node: NodeID? = nil) throws -> [DecisionRow] {
        var rows: [DecisionRow] = []
        var conditions: [String] = []
        if pass != nil { conditions.append("c.pass_id = ?") }
        if node != nil { conditions.append("d.node_id = ?") }
        let sql = Self.decisionSelect + (conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")) + " ORDER BY d.id"
        try each(sql, bind: { s in
            var i: Int32 = 1
            if let pass { s.bind(i, pass); i += 1 }
            if let node { s.bind(i, node.rawValue) }
        }) { rows.append(try self.decision($0)) }
        return rows
    }

    /// A pass's decisions of some kinds, in id order (pictures read `text.lines`, `list.cards`…).
    public func decisions(pass: Int, kinds: [DecisionKind]) throws -> [DecisionRow] {
        let ids = decisionForms.filter { kinds.contains($0.value.kind) }.map(\.key).sorted()
        guard !ids.isEmpty else { return [] }
        var rows: [DecisionRow] = []
        let sql = Self.decisionSelect + " WHERE c.pass_id = ? AND d.kind_id IN (\(ids.map(String.init).joined(separator: ", "))) ORDER BY d.id"
        try each(sql, bind: { $0.bind(1, pass) }) { rows.append(try self.decision($0)) }
        return rows
    }

    public func decision(_ id: Int) throws -> DecisionRow? {
        var row: DecisionRow?
        try each(Self.decisionSelect + " WHERE d.id = ?", bind: { $0.bind(1, id) }) { row = try self.decision($0) }
        return row
    }

    /// The decisions made during a call, in the order made: a range of ids, found without an index.
    public func decisions(call id: Int) throws -> [DecisionRow] {
        var rows: [DecisionRow] = []
        try each(
            "SELECT d.id, c.pass_id, d.call_id, d.node_id, d.child_node_id, d.kind_id, d.data FROM calls AS c JOIN decisions AS d ON d.id >= c.first_decision_id AND d.id < c.first_decision_id + c.decision_count WHERE c.id = ? ORDER BY d.id",
            bind: { $0.bind(1, id) }
        ) { rows.append(try self.decision($0)) }
        return rows
    }

    /// Every placed node's frame in a pass.
    public func frames(pass: Int) throws -> [NodeID: CGRect] {
        var frames: [NodeID: CGRect] = [:]
        guard let range = try callRange(pass: pass) else { return frames }
        // The `frames` view's rows for one pass, read from the pass's range of calls.
        try each(
            "SELECT node_id, x, y, result_width, result_height, max(id) FROM calls WHERE id BETWEEN ? AND ? AND pass_id = ? AND role = \(CallRole.place.code) GROUP BY node_id",
            bind: { $0.bind(1, range.lowerBound); $0.bind(2, range.upperBound); $0.bind(3, pass) }
        ) { s in
            frames[NodeID(Int(try Self.require(s.int(0), path, "calls", nil, "node")))] = CGRect(x: s.double(1) ?? 0, y: s.double(2) ?? 0, width: s.double(3) ?? 0, height: s.double(4) ?? 0)
        }
        return frames
    }

    public func frame(pass: Int, node: NodeID) throws -> CGRect? {
        var frame: CGRect?
        try each(
            "SELECT x, y, result_width, result_height FROM calls WHERE node_id = ? AND pass_id = ? AND role = \(CallRole.place.code) ORDER BY id DESC LIMIT 1",
            bind: { $0.bind(1, node.rawValue); $0.bind(2, pass) }
        ) { s in
            frame = CGRect(x: s.double(0) ?? 0, y: s.double(1) ?? 0, width: s.double(2) ?? 0, height: s.double(3) ?? 0)
        }
        return frame
    }

    /// Every placement of a pass in execution order: call id, node id, proposal, frame.
    public func placements(pass: Int, _ body: (Int, Int, ProposedViewSize, CGRect) throws -> Void) throws {
        guard let range = try callRange(pass: pass) else { return }
        try each(
            "SELECT id, node_id, proposal_width, proposal_height, x, y, result_width, result_height FROM calls WHERE id BETWEEN ? AND ? AND pass_id = ? AND role = \(CallRole.place.code) ORDER BY id",
            bind: { $0.bind(1, range.lowerBound); $0.bind(2, range.upperBound); $0.bind(3, pass) }
        ) { s in
            let proposal = ProposedViewSize(width: s.double(2).map { CGFloat($0) }, height: s.double(3).map { CGFloat($0) })
            let frame = CGRect(x: s.double(4) ?? 0, y: s.double(5) ?? 0, width: s.double(6) ?? 0, height: s.double(7) ?? 0)
            try body(Int(s.int(0) ?? 0), Int(s.int(1) ?? 0), proposal, frame)
        }
    }

    /// The calls of a pass in execution order, read one at a time.
    public func callCursor(pass: Int) throws -> Cursor<CallRow> {
        let range = try callRange(pass: pass)
        let s = try db.prepare("SELECT \(Self.callColumns) FROM calls WHERE id BETWEEN ? AND ? AND pass_id = ? ORDER BY id")
        // A pass without calls reads the empty range 1 to 0.
        s.bind(1, range?.lowerBound ?? 1)
        s.bind(2, range?.upperBound ?? 0)
        s.bind(3, pass)
        let path = self.path
        return Cursor(s) { try Self.call($0, path) }
    }

    public var passCount: Int { get throws { Int(try db.scalarInt("SELECT count(*) FROM passes") ?? 0) } }

    /// How many calls a pass made.
    public func callCount(pass: Int) throws -> Int {
        guard let range = try callRange(pass: pass) else { return 0 }
        return Int(try db.scalarInt("SELECT count(*) FROM calls WHERE id BETWEEN \(range.lowerBound) AND \(range.upperBound) AND pass_id = \(pass)") ?? 0)
    }
    public var callCount: Int { get throws { Int(try db.scalarInt("SELECT count(*) FROM calls") ?? 0) } }
    public var nodeCount: Int { get throws { Int(try db.scalarInt("SELECT count(*) FROM nodes") ?? 0) } }
    public var decisionCount: Int { get throws { Int(try db.scalarInt("SELECT count(*) FROM decisions") ?? 0) } }
}

extension TraceReader {
    /// The chain from the root to a node, root first, found through parent links (no full scan).
    public func ancestry(of id: NodeID) throws -> [NodeRow] {
        var rows: [NodeRow] = []
        try each(
            """
            WITH RECURSIVE chain (id, level) AS (
                SELECT ?, 0
                UNION ALL
                SELECT nodes.parent_id, chain.level + 1 FROM nodes JOIN chain ON nodes.id = chain.id
                WHERE nodes.parent_id IS NOT NULL AND nodes.parent_id < chain.id AND chain.level < \(Self.maximumDepth)
            )
            SELECT \(Self.nodeColumns(of: "n"))
            FROM chain JOIN nodes AS n ON n.id = chain.id ORDER BY chain.level DESC
            """,
            bind: { $0.bind(1, id.rawValue) }
        ) { rows.append(try Self.node($0, path)) }
        // Parents are numbered before their children (checked per row), so the chain cannot
        // loop; it must still end at the root.
        if let top = rows.first, top.parent != nil || top.id.rawValue != 0 {
            throw Self.damaged(path, "nodes", Int64(top.id.rawValue), "has a parent chain that does not reach the root")
        }
        return rows
    }

    /// The direct children of a node, in order.
    public func children(of id: NodeID) throws -> [NodeRow] {
        var rows: [NodeRow] = []
        try each(
            "SELECT \(Self.nodeColumns) FROM nodes WHERE parent_id = ? ORDER BY child_index",
            bind: { $0.bind(1, id.rawValue) }
        ) { rows.append(try Self.node($0, path)) }
        return rows
    }
}
