import Foundation

/// A decision's named values, in the order its payload writes them.
///
/// Sizes and proposals are written flat, as `name_width` and `name_height`, so each
/// value is a number (or nil) a SQL query can read with `data ->> '$[i]'`.
public struct DecisionFields: Sendable, Equatable {
    public private(set) var entries: [(name: String, value: TraceValue)] = []

    /// False when only the values are wanted: the trace writer names a kind's fields once, in
    /// `decision_kinds`, and encoding a decision then skips making its names (with the dynamic
    /// casts it also saves, a frame-heavy recording went 1.02 → 0.85 s). Coders leave names empty then.
    public var namesWanted = true

    public init() { entries.reserveCapacity(8) }

    /// Empties the fields, keeping their storage (the trace writer encodes every decision into one).
    public mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    public init(names: [String], values: [TraceValue]) {
        entries = zip(names, values).map { (name: $0, value: $1) }
    }

    public var names: [String] { entries.map(\.name) }
    public var values: [TraceValue] { entries.map(\.value) }

    public static func == (a: DecisionFields, b: DecisionFields) -> Bool {
        // `namesWanted` says how the fields were made, not what they hold.
        a.entries.count == b.entries.count && zip(a.entries, b.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    public subscript(name: String) -> TraceValue? { entries.first { $0.name == name }?.value }

    // MARK: Writing

    public mutating func add(_ name: String, _ value: TraceValue) { entries.append((name, value)) }
    public mutating func add(_ name: String, _ x: CGFloat) { entries.append((name, .number(Double(x)))) }
    public mutating func add(_ name: String, _ x: CGFloat?) { entries.append((name, .dimension(x))) }
    public mutating func add(_ name: String, _ n: Int) { entries.append((name, .number(Double(n)))) }
    /// Written 1 or 0, as SQLite's JSON functions read `true` and `false` anyway.
    public mutating func add(_ name: String, _ b: Bool) { entries.append((name, .number(b ? 1 : 0))) }
    public mutating func add(_ name: String, _ s: String) { entries.append((name, .string(s))) }
    public mutating func add(_ name: String, _ s: CGSize) {
        entries.append((name + "_width", .number(Double(s.width))))
        entries.append((name + "_height", .number(Double(s.height))))
    }
    public mutating func add(_ name: String, _ s: CGSize?) {
        entries.append((name + "_width", .dimension(s?.width)))
        entries.append((name + "_height", .dimension(s?.height)))
    }
    public mutating func add(_ name: String, _ p: ProposedViewSize) {
        entries.append((name + "_width", .dimension(p.width)))
        entries.append((name + "_height", .dimension(p.height)))
    }
    public mutating func add(_ name: String, _ p: CGPoint) {
        entries.append((name + "_x", .number(Double(p.x))))
        entries.append((name + "_y", .number(Double(p.y))))
    }
    /// An axis, written 0 (horizontal: width) or 1 (vertical: height); sentences name it (`DecisionSentence.perAxis`).
    public mutating func add(_ name: String, _ axis: Axis) { entries.append((name, .number(Double(axis.code)))) }
    public mutating func add(_ name: String, _ axis: Axis?) { entries.append((name, axis.map { .number(Double($0.code)) } ?? .null)) }
    /// Node ids, written as their numbers; a name ending in `nodes` says so to the sentence.
    public mutating func add(_ name: String, _ nodes: [NodeID]) { entries.append((name, .array(nodes.map { .number(Double($0.rawValue)) }))) }
    public mutating func add(_ name: String, _ numbers: [CGFloat]) { entries.append((name, .array(numbers.map { .number(Double($0)) }))) }

    // MARK: Reading

    /// A field that is missing or of the wrong type.
    public struct Missing: Error, CustomStringConvertible {
        public let name: String
        public var description: String { "no valid '\(name)'" }
    }

    func value(_ name: String) throws -> TraceValue {
        guard let v = self[name] else { throw Missing(name: name) }
        return v
    }

    public func number(_ name: String) throws -> CGFloat {
        guard let d = try value(name).doubleValue else { throw Missing(name: name) }
        return CGFloat(d)
    }

    public func dimension(_ name: String) throws -> CGFloat? {
        let v = try value(name)
        if v.isNull { return nil }
        guard let d = v.doubleValue else { throw Missing(name: name) }
        return CGFloat(d)
    }

    public func int(_ name: String) throws -> Int {
        let d = try number(name)
        guard d.isFinite, abs(d) < 1e15 else { throw Missing(name: name) }
        return Int(d)
    }

    public func bool(_ name: String) throws -> Bool {
        switch try value(name) {
        case .bool(let b): return b
        case .number(let d): return d != 0
        default: throw Missing(name: name)
        }
    }

    public func string(_ name: String) throws -> String {
        guard let s = try value(name).stringValue else { throw Missing(name: name) }
        return s
    }

    public func axis(_ name: String) throws -> Axis {
        guard let axis = try optionalAxis(name) else { throw Missing(name: name) }
        return axis
    }

    public func optionalAxis(_ name: String) throws -> Axis? {
        let v = try value(name)
        if v.isNull { return nil }
        guard let code = v.doubleValue, let axis = Axis.allCases.first(where: { Double($0.code) == code }) else { throw Missing(name: name) }
        return axis
    }

    public func size(_ name: String) throws -> CGSize {
        CGSize(width: try number(name + "_width"), height: try number(name + "_height"))
    }

    public func optionalSize(_ name: String) throws -> CGSize? {
        guard let w = try dimension(name + "_width"), let h = try dimension(name + "_height") else { return nil }
        return CGSize(width: w, height: h)
    }

    public func proposal(_ name: String) throws -> ProposedViewSize {
        ProposedViewSize(width: try dimension(name + "_width"), height: try dimension(name + "_height"))
    }

    public func point(_ name: String) throws -> CGPoint {
        CGPoint(x: try number(name + "_x"), y: try number(name + "_y"))
    }

    public func nodes(_ name: String) throws -> [NodeID] {
        guard let items = try value(name).arrayValue else { throw Missing(name: name) }
        return try items.map { item in
            guard let d = item.doubleValue, d >= 0, d < 1e15, d == d.rounded() else { throw Missing(name: name) }
            return NodeID(Int(d))
        }
    }

    public func numbers(_ name: String) throws -> [CGFloat] {
        guard let items = try value(name).arrayValue else { throw Missing(name: name) }
        return try items.map { item in
            guard let d = item.doubleValue else { throw Missing(name: name) }
            return CGFloat(d)
        }
    }
}
