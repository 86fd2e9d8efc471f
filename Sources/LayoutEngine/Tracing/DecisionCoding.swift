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
        let encoder = FieldsEncoder()
        do {
            try encode(to: encoder)
        } catch {
            // The coders throw only for a property type they cannot flatten: a programming error
            // in a payload, caught by the round-trip test over every golden trace.
            preconditionFailure("\(Self.self) cannot be written as decision fields: \(error)")
        }
        for (name, value) in encoder.entries { fields.add(name, value) }
    }

    public init(from fields: DecisionFields) throws {
        try self.init(from: FieldsDecoder(fields: fields))
    }
}

/// A field name from a property name: `alignmentValue` → `alignment_value`, `memberNodes` →
/// `member_nodes` (as `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` writes it).
func fieldName(_ propertyName: String) -> String {
    guard propertyName.contains(where: \.isUppercase) else { return propertyName }
    var name = ""
    for character in propertyName {
        if character.isUppercase {
            if !name.isEmpty { name.append("_") }
            name += character.lowercased()
        } else {
            name.append(character)
        }
    }
    return name
}

/// A property type a payload may not hold: only flat values and the geometry types above.
struct UnsupportedFieldType: Error, CustomStringConvertible {
    let field: String
    let type: Any.Type
    var description: String { "'\(field)' is a \(type), which has no flat form" }
}

// MARK: Encoding

final class FieldsEncoder: Encoder {
    var entries: [(String, TraceValue)] = []
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init() { entries.reserveCapacity(8) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Container<Key>(encoder: self))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { preconditionFailure("a decision payload is a keyed record") }
    func singleValueContainer() -> any SingleValueEncodingContainer { preconditionFailure("a decision payload is a keyed record") }

    func add(_ name: String, _ value: TraceValue) { entries.append((name, value)) }

    /// Writes one property, flattening the geometry types; nil for an absent optional.
    func add<T: Encodable>(_ name: String, _ value: T?, type: T.Type) throws {
        switch type {
        case is CGFloat.Type, is Double.Type, is Int.Type:
            add(name, value.map(Self.number) ?? .null)
        case is CGSize.Type:
            let size = value as? CGSize
            add(name + "_width", .dimension(size?.width))
            add(name + "_height", .dimension(size?.height))
        case is ProposedViewSize.Type:
            let proposal = value as? ProposedViewSize
            add(name + "_width", .dimension(proposal?.width))
            add(name + "_height", .dimension(proposal?.height))
        case is CGPoint.Type:
            let point = value as? CGPoint
            add(name + "_x", .dimension(point?.x))
            add(name + "_y", .dimension(point?.y))
        case is CGRect.Type:
            let rect = value as? CGRect
            try add(name + "_origin", rect?.origin, type: CGPoint.self)
            try add(name + "_size", rect?.size, type: CGSize.self)
        case is Axis.Type:
            add(name, (value as? Axis).map { .number(Double($0.code)) } ?? .null)
        case is Bool.Type:
            add(name, (value as? Bool).map { .number($0 ? 1 : 0) } ?? .null)
        case is String.Type:
            add(name, (value as? String).map(TraceValue.string) ?? .null)
        case is NodeID.Type:
            add(name, (value as? NodeID).map { .number(Double($0.rawValue)) } ?? .null)
        case is [NodeID].Type:
            add(name, (value as? [NodeID]).map { .array($0.map { .number(Double($0.rawValue)) }) } ?? .null)
        case is [CGFloat].Type, is [Double].Type, is [Int].Type:
            add(name, (value as? [any Encodable]).map { .array($0.map(Self.number)) } ?? .null)
        case is TraceValue.Type:
            add(name, (value as? TraceValue) ?? .null)
        default:
            // An enum with a raw value: its raw value.
            guard let value else { return add(name, .null) }
            let single = SingleValue(field: name)
            try value.encode(to: single)
            guard let written = single.written else { throw UnsupportedFieldType(field: name, type: T.self) }
            add(name, written)
        }
    }

    static func number(_ value: any Encodable) -> TraceValue {
        switch value {
        case let x as CGFloat: return .number(Double(x))
        case let x as Double: return .number(x)
        case let x as Int: return .number(Double(x))
        default: return .null
        }
    }

    struct Container<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FieldsEncoder
        var codingPath: [any CodingKey] { [] }

        func encodeNil(forKey key: Key) throws { encoder.add(fieldName(key.stringValue), .null) }
        func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder.add(fieldName(key.stringValue), value, type: T.self) }
        func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encoder.add(fieldName(key.stringValue), value, type: T.self) }
        func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encoder.add(fieldName(key.stringValue), value, type: Bool.self) }
        func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encoder.add(fieldName(key.stringValue), value, type: String.self) }
        func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encoder.add(fieldName(key.stringValue), value, type: Double.self) }
        func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encoder.add(fieldName(key.stringValue), value, type: Int.self) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("decision fields are flat")
        }
        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { preconditionFailure("decision fields are flat") }
        func superEncoder() -> any Encoder { preconditionFailure("decision fields are flat") }
        func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("decision fields are flat") }
    }

    /// Catches the one value an enum's raw value writes.
    final class SingleValue: Encoder, SingleValueEncodingContainer {
        let field: String
        var written: TraceValue?
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }
        init(field: String) { self.field = field }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> { preconditionFailure("'\(field)' is not flat") }
        func unkeyedContainer() -> any UnkeyedEncodingContainer { preconditionFailure("'\(field)' is not flat") }
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
        func encode<T: Encodable>(_ value: T) throws { throw UnsupportedFieldType(field: field, type: T.self) }
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
