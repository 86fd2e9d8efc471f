import Foundation
import LayoutEngine

/// Rows on their way from the engine's thread to the SQLite thread, in order.
struct RowBatch {
    enum Row {
        case pass(id: Int, width: Double?, height: Double?, screen: DeviceScreen?, scale: Double, dynamicType: String)
        case passSize(id: Int, width: Double?, height: Double?)
        case call(CallRecord)
        case decision(DecisionRecord)
        case decisionKind(id: Int, kind: String, fields: String, sentence: String)
        case nodes([NodeRecord])
        /// Rows of nodes already written, given a new label, arguments and appearance.
        case nodeUpdates([NodeRecord])
        /// `CREATE INDEX` statements, run once the rows they index are in.
        case indexes([String])
    }

    /// A `calls` row: plain values only.
    struct CallRecord {
        var id: Int
        var pass: Int
        var parent: Int?
        var depth: Int
        var node: Int
        var role: Int
        var proposalWidth: Double?
        var proposalHeight: Double?
        var width: Double
        var height: Double
        var x: Double?
        var y: Double?
        var cacheHit: Bool
        var anchorX: Double?
        var anchorY: Double?
        var firstDecision: Int?
        var decisionCount: Int
    }

    /// A `nodes` row, copied on the engine's thread: the engine may rebind a node (a
    /// GeometryReader's content) while the inserting thread writes it.
    struct NodeRecord {
        var id: Int
        var parent: Int?
        var childIndex: Int
        var depth: Int
        var kind: String
        var label: String
        var args: String
        var line: Int?
        var column: Int?
        var file: String?
        var priority: Double
        var role: String
        var trait: String
        var appearance: String?

        init(_ node: ViewNode) {
            id = node.id.rawValue
            parent = node.parent?.rawValue
            childIndex = node.childIndex
            depth = node.depth
            kind = node.kind
            // Cut as it is read back, so that the SQL views' sentences and `why`'s agree.
            label = TraceReader.capped(label: node.label)
            args = TraceJSON.encode(.object(node.args))
            line = node.sourcePosition?.line
            column = node.sourcePosition?.column
            file = node.sourcePosition?.file
            priority = Double(node.layoutPriority)
            role = node.isTransparent ? "list" : node.role.rawValue
            trait = node.trait.rawValue
            appearance = node.appearance.map { TraceJSON.encode(.object($0.traceObject)) }
        }
    }

    /// A `decisions` row; its JSON is a range of the batch's byte arena.
    struct DecisionRecord {
        var id: Int
        var call: Int?
        var node: Int
        var child: Int?
        var kind: Int
        var json: Range<Int>
    }

    var rows: [Row] = []
    var json: [UInt8] = []

    static let capacity = 4096

    init() {
        rows.reserveCapacity(Self.capacity)
        json.reserveCapacity(Self.capacity * 32)
    }

    var isFull: Bool { rows.count >= Self.capacity }
}

/// A bounded first-in, first-out queue between two threads.
final class BatchQueue {
    private var items: [RowBatch] = []
    private let condition = NSCondition()
    private let capacity: Int
    private var closed = false

    init(capacity: Int) { self.capacity = capacity }

    /// Waits while the queue is full.
    func push(_ batch: RowBatch) {
        condition.lock()
        while items.count >= capacity && !closed { condition.wait() }
        if !closed { items.append(batch) }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for a batch; nil once the queue is closed and empty.
    func pop() -> RowBatch? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        guard !items.isEmpty else { return nil }
        let batch = items.removeFirst()
        condition.broadcast()
        return batch
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Drops what is queued and closes (after a failure).
    func abandon() {
        condition.lock()
        items.removeAll()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
