import Foundation

/// Compact JSON for `TraceValue`, written by hand so that it is fast, keeps key
/// order, and encodes infinity and NaN as the strings `"inf"`, `"-inf"`, `"nan"`.
public enum TraceJSON {
    public static func encode(_ value: TraceValue) -> String {
        var bytes: [UInt8] = []
        write(value, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func encode(_ object: TraceObject) -> String {
        encode(.object(object))
    }

    /// Appends the JSON of `value` to a byte buffer (reused by the trace writer).
    public static func write(_ value: TraceValue, into out: inout [UInt8]) {
        switch value {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let d):
            if d.isFinite {
                writeNumber(d, into: &out)
            } else {
                out.append(UInt8(ascii: "\""))
                out += TraceFormat.number(CGFloat(d)).utf8
                out.append(UInt8(ascii: "\""))
            }
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                write(item, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .widthHeight(let w, let h):
            out += #"{"width":"#.utf8
            write(w.map { .number($0) } ?? .null, into: &out)
            out += #","height":"#.utf8
            write(h.map { .number($0) } ?? .null, into: &out)
            out.append(UInt8(ascii: "}"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (i, entry) in object.entries.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                writeString(entry.key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(entry.value, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a decision's values as a JSON array, without building a `TraceValue.array`.
    public static func writeValues(of fields: DecisionFields, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for i in fields.entries.indices {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            write(fields.entries[i].value, into: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Integers without a decimal point, written digit by digit, and hundredths (20.5, 17.25,
    /// most of a layout's numbers) the same way when they read back exactly; others in
    /// Swift's shortest form.
    static func writeNumber(_ d: Double, into out: inout [UInt8]) {
        if d != d.rounded(), abs(d) < 1e13 {
            let hundredths = (d * 100).rounded()
            // Correctly rounded division: the decimal n/100 reads back as exactly d.
            if hundredths / 100 == d {
                let n = Int64(hundredths)
                writeNumber(Double(n / 100), into: &out)
                if n < 0 && n / 100 == 0 { out.insert(UInt8(ascii: "-"), at: out.count - 1) }
                let fraction = abs(n % 100)
                out.append(UInt8(ascii: "."))
                out.append(UInt8(ascii: "0") + UInt8(fraction / 10))
                if fraction % 10 != 0 { out.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
                return
            }
        }
        if d == d.rounded(), abs(d) < 1e15 {
            var n = Int64(d)
            if n == 0 {
                out.append(UInt8(ascii: "0"))
                return
            }
            if n < 0 {
                out.append(UInt8(ascii: "-"))
                n = -n
            }
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var count = 0
            withUnsafeMutableBytes(of: &digits) { buffer in
                while n > 0 {
                    buffer[count] = UInt8(ascii: "0") + UInt8(n % 10)
                    n /= 10
                    count += 1
                }
                for i in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[i]) }
            }
            return
        }
        out += "\(d)".utf8
    }

    static func writeString(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (keys, node ids, kinds) need no escaping: copy them whole.
        if !s.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x0D: out += "\\r".utf8
            case 0x09: out += "\\t".utf8
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += "\\u00".utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Parses the JSON this type writes (and any ordinary JSON), keeping key order.
    /// `numbers`: read the strings `"inf"`, `"-inf"` and `"nan"` back as the numbers this type
    /// wrote them for (a decision's values, where no string is spelt so).
    public static func decode(_ text: String, numbers: Bool = false) -> TraceValue? {
        var text = text
        return text.withUTF8 { bytes in
            var parser = Parser(bytes, numbers: numbers)
            guard let v = parser.value() else { return nil }
            parser.skipSpace()
            return parser.atEnd ? v : nil
        }
    }

    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let numbers: Bool
        var i = 0
        init(_ bytes: UnsafeBufferPointer<UInt8>, numbers: Bool = false) {
            self.bytes = bytes
            self.numbers = numbers
        }
        var atEnd: Bool { i >= bytes.count }
        /// Arrays and objects open around the value being read: a damaged trace's `[[[[…` is refused
        /// beyond `maximumDepth` instead of overflowing the stack.
        var depth = 0
        static let maximumDepth = 64

        mutating func skipSpace() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }

        mutating func value() -> TraceValue? {
            skipSpace()
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "{") || bytes[i] == UInt8(ascii: "[") {
                guard depth < Self.maximumDepth else { return nil }
                depth += 1
            }
            switch bytes[i] {
            case UInt8(ascii: "{"):
                defer { depth -= 1 }
                i += 1
                var obj = TraceObject()
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(obj) }
                while true {
                    skipSpace()
                    guard case .string(let key)? = value() else { return nil }
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                    i += 1
                    guard let v = value() else { return nil }
                    obj[key] = v
                    skipSpace()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(obj) }
                    return nil
                }
            case UInt8(ascii: "["):
                defer { depth -= 1 }
                i += 1
                var items: [TraceValue] = []
                skipSpace()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    guard let v = value() else { return nil }
                    items.append(v)
                    skipSpace()
                    guard i < bytes.count else { return nil }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    return nil
                }
            case UInt8(ascii: "\""):
                return string()
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        mutating func literal(_ word: String, _ v: TraceValue) -> TraceValue? {
            let w = Array(word.utf8)
            guard i + w.count <= bytes.count, Array(bytes[i..<i + w.count]) == w else { return nil }
            i += w.count
            return v
        }

        mutating func number() -> TraceValue? {
            let start = i
            // Integers (node ids, counts, most lengths) are read digit by digit.
            var negative = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
            var n: Int64 = 0
            var digits = 0
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9"), digits < 15 {
                n = n * 10 + Int64(bytes[i] - UInt8(ascii: "0"))
                digits += 1
                i += 1
            }
            let integerEnds = i >= bytes.count || !Self.isNumberByte(bytes[i])
            if digits > 0, integerEnds { return .number(Double(negative ? -n : n)) }
            while i < bytes.count, Self.isNumberByte(bytes[i]) { i += 1 }
            guard i > start, let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { return nil }
            return .number(d)
        }

        /// `inf`, `-inf` or `nan`, as the writer spells them.
        static func infinity(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
            if text.elementsEqual("inf".utf8) { return .infinity }
            if text.elementsEqual("-inf".utf8) { return -.infinity }
            if text.elementsEqual("nan".utf8) { return .nan }
            return nil
        }

        static func isNumberByte(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
                || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
        }

        mutating func string() -> TraceValue? {
            i += 1
            // Most strings ("inf", names, labels) have no escapes: take their bytes whole.
            var end = i
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
                let text = bytes[i..<end]
                i = end + 1
                if numbers, text.count <= 4, let d = Self.infinity(text) { return .number(d) }
                return .string(String(decoding: text, as: UTF8.self))
            }
            var scalars = String.UnicodeScalarView()
            var raw: [UInt8] = []
            func flush() {
                if !raw.isEmpty { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw = [] }
            }
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") {
                    i += 1
                    flush()
                    return .string(String(scalars))
                }
                if b == UInt8(ascii: "\\") {
                    flush()
                    i += 1
                    guard i < bytes.count else { return nil }
                    let e = bytes[i]
                    i += 1
                    switch e {
                    case UInt8(ascii: "n"): scalars.append("\n")
                    case UInt8(ascii: "r"): scalars.append("\r")
                    case UInt8(ascii: "t"): scalars.append("\t")
                    case UInt8(ascii: "b"): scalars.append("\u{8}")
                    case UInt8(ascii: "f"): scalars.append("\u{c}")
                    case UInt8(ascii: "u"):
                        guard i + 4 <= bytes.count,
                            let code = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16)
                        else { return nil }
                        i += 4
                        scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                    default: scalars.append(Unicode.Scalar(e))
                    }
                    continue
                }
                raw.append(b)
                i += 1
            }
            return nil
        }
    }
}
