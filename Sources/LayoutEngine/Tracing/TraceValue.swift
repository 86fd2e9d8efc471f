import Foundation

/// A JSON-like value in node arguments and decision data.
///
/// Proposal dimensions keep their three states: `nil` is JSON `null`,
/// infinity is the string `"inf"`, a number is a JSON number.
public enum TraceValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TraceValue])
    case object(TraceObject)
    /// `{"width": …, "height": …}` without allocating an object: sizes and proposals,
    /// which most decisions carry. Equal to the same object spelt out.
    case widthHeight(Double?, Double?)

    /// A proposal dimension: `nil`, a number or infinity.
    public static func dimension(_ x: CGFloat?) -> TraceValue {
        guard let x else { return .null }
        return .number(Double(x))
    }

    public static func size(_ s: CGSize) -> TraceValue {
        .widthHeight(Double(s.width), Double(s.height))
    }

    public static func proposal(_ p: ProposedViewSize) -> TraceValue {
        .widthHeight(p.width.map(Double.init), p.height.map(Double.init))
    }

    /// The value with `widthHeight` spelt out as an object.
    var normalized: TraceValue {
        switch self {
        case .widthHeight(let w, let h): return .object(["width": w.map { .number($0) } ?? .null, "height": h.map { .number($0) } ?? .null])
        case .array(let items): return .array(items.map(\.normalized))
        case .object(let o): return .object(TraceObject(o.entries.map { ($0.key, $0.value.normalized) }))
        default: return self
        }
    }

    public static func == (a: TraceValue, b: TraceValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x == y
        case (.widthHeight(let w1, let h1), .widthHeight(let w2, let h2)): return w1 == w2 && h1 == h2
        case (.widthHeight, .object), (.object, .widthHeight): return a.normalized == b.normalized
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch normalized {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let d): hasher.combine(d)
        case .string(let s): hasher.combine(s)
        case .array(let items): hasher.combine(items)
        case .object(let o): hasher.combine(o)
        case .widthHeight: break
        }
    }

    public static func node(_ id: NodeID) -> TraceValue { .string(id.description) }

    public var doubleValue: Double? {
        switch self {
        case .number(let d): return d
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        case .string("nan"): return .nan
        default: return nil
        }
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var arrayValue: [TraceValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var objectValue: TraceObject? {
        if case .object(let o) = normalized { return o }
        return nil
    }

    public var isNull: Bool { self == .null }
}

extension TraceValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TraceValue...) { self = .array(elements) }
}

/// An ordered JSON object: keys keep the order they were written in.
public struct TraceObject: Hashable, Sendable, ExpressibleByDictionaryLiteral, Sequence {
    public private(set) var entries: [(key: String, value: TraceValue)]

    public init() { entries = [] }

    public init(_ entries: [(String, TraceValue)]) {
        self.entries = entries.map { (key: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, TraceValue)...) {
        self.init(elements)
    }

    public subscript(key: String) -> TraceValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let i = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                entries.append((key: key, value: newValue))
            }
        }
    }

    public var isEmpty: Bool { entries.isEmpty }
    public var keys: [String] { entries.map(\.key) }

    public func makeIterator() -> IndexingIterator<[(key: String, value: TraceValue)]> {
        entries.makeIterator()
    }

    public static func == (a: TraceObject, b: TraceObject) -> Bool {
        a.entries.count == b.entries.count
            && zip(a.entries, b.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for (k, v) in entries {
            hasher.combine(k)
            hasher.combine(v)
        }
    }
}
