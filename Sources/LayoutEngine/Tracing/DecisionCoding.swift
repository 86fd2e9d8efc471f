import Foundation

// A payload's fields are written once, as its stored properties: Swift synthesizes its
// `Codable` conformance, and these coders flatten it into `DecisionFields` and back. A
// property's field name is its name in snake case (`alignmentValue` → `alignment_value`);
// a size or proposal `x` becomes `x_width` and `x_height`, a point `x_x` and `x_y`, a rect
// `x_origin_…` and `x_size_…`; an axis is its code; nil is null, also for an optional size
// (both halves). A value the engine derives but SQL should see (a stack's `left`) is a
// stored property set by the payload's initializer, so it is read back like the others.

extension DecisionPayload where Self: Codable {
    public func encode(to fields: inout DecisionFields) {
        // The encoder writes into the caller's fields (the trace writer reuses one for every decision).
        let encoder = FieldsEncoder()
        swap(&encoder.fields, &fields)
        defer { swap(&encoder.fields, &fields) }
        do {
            try encode(to: encoder)
        } catch {
            // The coders throw only for a property type they cannot flatten: a programming error
            // in a payload, caught by the round-trip test over every golden trace.
            preconditionFailure("\(Self.self) cannot be written as decision fields: \(error)")
        }
    }

    public init(from fields: DecisionFields) throws {
        try self.init(from: FieldsDecoder(fields: fields))
    }
}

/// A field name from a property name: `alignmentValue` → `alignment_value`, `memberNodes` →
/// `member_nodes` (as `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` writes it).
func fieldName(_ propertyName: String) -> String {
    // Bytes, not Characters: the writer names every field of every decision (ASCII names).
    let utf8 = propertyName.utf8
    guard utf8.contains(where: { $0 &- 65 < 26 }) else { return propertyName }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 4)
    for byte in utf8 {
        if byte &- 65 < 26 {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: "_")) }
            bytes.append(byte + 32)
        } else {
            bytes.append(byte)
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// A property type a payload may not hold: only flat values and the geometry types above.
struct UnsupportedFieldType: Error, CustomStringConvertible {
    let field: String
    let type: Any.Type
    var description: String { "'\(field)' is a \(type), which has no flat form" }
}

// MARK: Encoding

final class FieldsEncoder: Encoder {
    @exclusivity(unchecked) var fields = DecisionFields()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container<Key>(encoder: self))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { preconditionFailure("a decision payload is a keyed record") }
    func singleValueContainer() -> any SingleValueEncodingContainer { preconditionFailure("a decision payload is a keyed record") }

    /// The name is made only when the fields want names (see `DecisionFields.namesWanted`).
    func add(_ name: @autoclosure () -> String, _ value: TraceValue) { fields.add(fields.namesWanted ? name() : "", value) }

    /// Writes one property, flattening the geometry types. Each type is known by its metadata and
    /// read without a dynamic cast, the commonest first (the writer encodes every decision of a
    /// recording).
    func add<T: Encodable>(_ name: @autoclosure () -> String, _ value: T) throws {
        if T.self == CGFloat.self { return add(name(), .number(Double(unsafeBitCast(value, to: CGFloat.self)))) }
        if T.self == CGSize.self {
            let size = unsafeBitCast(value, to: CGSize.self)
            add(name() + "_width", .number(Double(size.width)))
            return add(name() + "_height", .number(Double(size.height)))
        }
        if T.self == Int.self { return add(name(), .number(Double(unsafeBitCast(value, to: Int.self)))) }
        if T.self == Axis.self { return add(name(), .number(Double(unsafeBitCast(value, to: Axis.self).code))) }
        if T.self == Double.self { return add(name(), .number(unsafeBitCast(value, to: Double.self))) }
        if T.self == Bool.self { return add(name(), .number(unsafeBitCast(value, to: Bool.self) ? 1 : 0)) }
        if T.self == String.self { return add(name(), .string(unsafeBitCast(value, to: String.self))) }
        if T.self == ProposedViewSize.self {
            let proposal = unsafeBitCast(value, to: ProposedViewSize.self)
            add(name() + "_width", .dimension(proposal.width))
            return add(name() + "_height", .dimension(proposal.height))
        }
        if T.self == CGPoint.self {
            let point = unsafeBitCast(value, to: CGPoint.self)
            add(name() + "_x", .number(Double(point.x)))
            return add(name() + "_y", .number(Double(point.y)))
        }
        if T.self == CGRect.self {
            let rect = unsafeBitCast(value, to: CGRect.self)
            try add(name() + "_origin", rect.origin)
            return try add(name() + "_size", rect.size)
        }
        if T.self == NodeID.self { return add(name(), .number(Double(unsafeBitCast(value, to: NodeID.self).rawValue))) }
        if T.self == [NodeID].self { return add(name(), .array(unsafeBitCast(value, to: [NodeID].self).map { .number(Double($0.rawValue)) })) }
        if T.self == [CGFloat].self { return add(name(), .array(unsafeBitCast(value, to: [CGFloat].self).map { .number(Double($0)) })) }
        if T.self == [Double].self { return add(name(), .array(unsafeBitCast(value, to: [Double].self).map { .number($0) })) }
        if T.self == [Int].self { return add(name(), .array(unsafeBitCast(value, to: [Int].self).map { .number(Double($0)) })) }
        if T.self == [String].self { return add(name(), .array(unsafeBitCast(value, to: [String].self).map { .string($0) })) }
        if T.self == TraceValue.self { return add(name(), unsafeBitCast(value, to: TraceValue.self)) }
        // An enum with a raw value (a decision's rule): its raw value, as its own `encode(to:)`
        // writes it. Not by a cast to `RawRepresentable`: a type's first cast to a protocol
        // scans the binary's conformance records.
        let single = SingleValue()
        try value.encode(to: single)
        guard let written = single.written else { throw UnsupportedFieldType(field: name(), type: T.self) }
        add(name(), written)
    }

    /// Writes an absent optional: null, in each of the fields its type flattens to.
    func addAbsent<T>(_ name: @autoclosure () -> String, of type: T.Type) {
        switch type {
        case is CGSize.Type, is ProposedViewSize.Type:
            add(name() + "_width", .null)
            add(name() + "_height", .null)
        case is CGPoint.Type:
            add(name() + "_x", .null)
            add(name() + "_y", .null)
        case is CGRect.Type:
            addAbsent(name() + "_origin", of: CGPoint.self)
            addAbsent(name() + "_size", of: CGSize.self)
        default:
            add(name(), .null)
        }
    }

    struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FieldsEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) throws { encoder.add(fieldName(key.stringValue), .null) }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.add(fieldName(key.stringValue), value) }
        func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try present(value, key) }
        func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try present(value, key) }
        func encodeIfPresent(_ value: String?, forKey key: Key) throws { try present(value, key) }
        func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try present(value, key) }
        func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try present(value, key) }

        /// An optional is written as null when absent, in every field its type has.
        private func present<T: Encodable>(_ value: T?, _ key: Key) throws {
            if let value { try encoder.add(fieldName(key.stringValue), value) } else { encoder.addAbsent(fieldName(key.stringValue), of: T.self) }
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("decision fields are flat")
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { preconditionFailure("decision fields are flat") }
        func superEncoder() -> any Encoder { preconditionFailure("decision fields are flat") }
        func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("decision fields are flat") }
    }

    /// Where a field's value writes itself (an enum its raw value); `written` stays nil for a
    /// value that is not one flat value.
    final class SingleValue: Encoder, SingleValueEncodingContainer {
        var written: TraceValue?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { preconditionFailure("a decision field holds a record: it is not flat") }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { preconditionFailure("a decision field holds a list that is not of numbers or strings") }
        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() throws { written = .null }
        func encode(_ value: Bool) throws { written = .number(value ? 1 : 0) }
        func encode(_ value: String) throws { written = .string(value) }
        func encode(_ value: Double) throws { written = .number(value) }
        func encode(_ value: Float) throws { written = .number(Double(value)) }
        func encode(_ value: Int) throws { written = .number(Double(value)) }
        func encode(_ value: Int8) throws { written = .number(Double(value)) }
        func encode(_ value: Int16) throws { written = .number(Double(value)) }
        func encode(_ value: Int32) throws { written = .number(Double(value)) }
        func encode(_ value: Int64) throws { written = .number(Double(value)) }
        func encode(_ value: UInt) throws { written = .number(Double(value)) }
        func encode(_ value: UInt8) throws { written = .number(Double(value)) }
        func encode(_ value: UInt16) throws { written = .number(Double(value)) }
        func encode(_ value: UInt32) throws { written = .number(Double(value)) }
        func encode(_ value: UInt64) throws { written = .number(Double(value)) }
        func encode<T: Encodable>(_ value: T) throws {}
    }
}

// MARK: Decoding

struct FieldsDecoder: Decoder {
    let fields: DecisionFields
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Container<Key>(fields: fields))
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw DecisionFields.Missing(name: "(a keyed record)") }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw DecisionFields.Missing(name: "(a keyed record)") }

    /// Reads one property; nil when `optional` and the stored value is null.
    static func read<T: Decodable>(_ type: T.Type, _ name: String, in f: DecisionFields, optional: Bool) throws -> T? {
        switch type {
        case is CGFloat.Type: return try (optional ? f.dimension(name) : f.number(name)) as? T
        case is Double.Type: return try (optional ? f.dimension(name) : f.number(name)).map(Double.init) as? T
        case is Int.Type: return try (optional && f.value(name).isNull) ? nil : f.int(name) as? T
        case is CGSize.Type: return try (optional ? f.optionalSize(name) : f.size(name)) as? T
        case is ProposedViewSize.Type: return try f.proposal(name) as? T
        case is CGPoint.Type:
            if optional, try f.dimension(name + "_x") == nil { return nil }
            return try f.point(name) as? T
        case is CGRect.Type:
            guard let origin = try read(CGPoint.self, name + "_origin", in: f, optional: optional),
                let size = try read(CGSize.self, name + "_size", in: f, optional: optional)
            else { return nil }
            return CGRect(origin: origin, size: size) as? T
        case is Axis.Type: return try (optional ? f.optionalAxis(name) : f.axis(name)) as? T
        case is Bool.Type: return try (optional && f.value(name).isNull) ? nil : f.bool(name) as? T
        case is String.Type: return try (optional && f.value(name).isNull) ? nil : f.string(name) as? T
        case is NodeID.Type: return try (optional && f.value(name).isNull) ? nil : NodeID(f.int(name)) as? T
        case is [NodeID].Type: return try f.nodes(name) as? T
        case is [CGFloat].Type: return try f.numbers(name) as? T
        case is [Double].Type: return try f.numbers(name).map(Double.init) as? T
        case is [Int].Type:
            return try f.numbers(name).map { x -> Int in
                guard x == x.rounded(), abs(x) < 1e15 else { throw DecisionFields.Missing(name: name) }
                return Int(x)
            } as? T
        case is [String].Type:
            guard let items = try f.value(name).arrayValue else { throw DecisionFields.Missing(name: name) }
            return try items.map { v -> String in
                guard let s = v.stringValue else { throw DecisionFields.Missing(name: name) }
                return s
            } as? T
        case is TraceValue.Type: return try f.value(name) as? T
        default:
            let value = try f.value(name)
            if optional, value.isNull { return nil }
            return try T(from: SingleValue(field: name, value: value))
        }
    }

    struct Container<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let fields: DecisionFields
        var codingPath: [any CodingKey] { [] }
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { try fields.value(fieldName(key.stringValue)).isNull }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let value = try FieldsDecoder.read(type, fieldName(key.stringValue), in: fields, optional: false) else {
                throw DecisionFields.Missing(name: fieldName(key.stringValue))
            }
            return value
        }
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            try FieldsDecoder.read(type, fieldName(key.stringValue), in: fields, optional: true)
        }
        func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try FieldsDecoder.read(type, fieldName(key.stringValue), in: fields, optional: true) }
        func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try FieldsDecoder.read(type, fieldName(key.stringValue), in: fields, optional: true) }
        func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try FieldsDecoder.read(type, fieldName(key.stringValue), in: fields, optional: true) }
        func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try FieldsDecoder.read(type, fieldName(key.stringValue), in: fields, optional: true) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            throw DecisionFields.Missing(name: fieldName(key.stringValue))
        }
        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw DecisionFields.Missing(name: fieldName(key.stringValue)) }
        func superDecoder() throws -> any Decoder { throw DecisionFields.Missing(name: "super") }
        func superDecoder(forKey key: Key) throws -> any Decoder { throw DecisionFields.Missing(name: fieldName(key.stringValue)) }
    }

    /// The one stored value an enum's raw value reads.
    struct SingleValue: Decoder, SingleValueDecodingContainer {
        let field: String
        let value: TraceValue
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw DecisionFields.Missing(name: field) }
        func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw DecisionFields.Missing(name: field) }
        func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

        func decodeNil() -> Bool { value.isNull }
        func decode(_ type: Bool.Type) throws -> Bool { try DecisionFields(names: [field], values: [value]).bool(field) }
        func decode(_ type: String.Type) throws -> String { try DecisionFields(names: [field], values: [value]).string(field) }
        func decode(_ type: Double.Type) throws -> Double { Double(try DecisionFields(names: [field], values: [value]).number(field)) }
        func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
        func decode(_ type: Int.Type) throws -> Int { try DecisionFields(names: [field], values: [value]).int(field) }
        func decode(_ type: Int8.Type) throws -> Int8 { try exact(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try exact(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try exact(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try exact(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try exact(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try exact(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try exact(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try exact(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try exact(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { throw DecisionFields.Missing(name: field) }

        private func exact<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
            guard let n = I(exactly: try decode(Int.self)) else { throw DecisionFields.Missing(name: field) }
            return n
        }
    }
}
