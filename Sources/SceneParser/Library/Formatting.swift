import CFormatting
import Foundation
import LayoutEngine
import SwiftSyntax

/// Numbers as text: `String(format:)` and `Text("\(x, specifier: "%.1f")")` (printf's
/// conversions, as Foundation formats them), and `formatted()` (en_US, the locale ltrace assumes).
/// Text width depends on these strings, so they are formatted as the device would.
extension Interpreter {
    /// `"%.1f%%"` with `[0.5]` → `"0.5%"`. Each conversion takes the next value.
    func formatted(_ format: String, _ values: [Value], at node: some SyntaxProtocol) throws -> String {
        let pieces = facts.pieces(of: format, Self.formatPieces)
        var out = ""
        var remaining = values[...]
        for piece in pieces {
            switch piece {
            case .text(let text): out += text
            case .endsInsideConversion: throw error(node, "the format '\(format)' ends inside a conversion")
            case .conversion(let conversion, let spec, let kind):
                guard let value = remaining.popFirst() else { throw error(node, "the format '\(format)' has more conversions than values") }
                switch kind {
                case .integer, .character:
                    guard let n = value.number, n.isFinite, n == n.rounded() else { throw error(node, "'%\(conversion)' needs an Int, found \(value.typeName)") }
                    out += kind == .character ? String(format: spec, Int(n)) : Self.printf(spec, Int(n))
                case .floating:
                    guard let n = value.number else { throw error(node, "'%\(conversion)' needs a number, found \(value.typeName)") }
                    out += Self.printf(spec, n)
                case .object:
                    out += describe(value, at: node)
                case .unsupported:
                    throw error(node, "unsupported conversion '%\(conversion)' in '\(format)'")
                }
            }
        }
        if !remaining.isEmpty { throw error(node, "the format '\(format)' has fewer conversions than values") }
        return out
    }

    /// A format's text and conversions, in order, read once per format (`SyntaxFacts.pieces(of:)`).
    enum FormatPiece {
        case text(String)
        /// `%.2f`: its conversion, and what is handed to the C library for it: its flags, width
        /// and precision, with `l` for an integer's (the written length modifiers left out:
        /// Swift's Int is 64-bit, as `l` says); and what it takes.
        case conversion(Character, spec: String, kind: ConversionKind)
        /// A `%` with no conversion after it, an error where formatting reaches it.
        case endsInsideConversion
    }

    /// What a conversion takes, read once with the format (comparing its `Character` with each
    /// conversion's at every call was a tenth of a formatting loop).
    enum ConversionKind {
        /// `%d`, `%x`…: an Int, written by the C library.
        case integer
        /// `%c`: an Int, written by Foundation.
        case character
        /// `%f`, `%e`, `%g`, `%a`: a number.
        case floating
        /// `%@`, `%s`: the value's description.
        case object
        case unsupported

        init(_ conversion: Character) {
            switch conversion {
            case "d", "i", "u", "x", "X", "o": self = .integer
            case "c": self = .character
            case "f", "F", "e", "E", "g", "G", "a", "A": self = .floating
            case "@", "s": self = .object
            default: self = .unsupported
            }
        }

        var takesInt: Bool { self == .integer || self == .character }
    }

    private static func formatPieces(_ format: String) -> [FormatPiece] {
        var pieces: [FormatPiece] = []
        var text = ""
        var chars = format[...]
        while let c = chars.first {
            chars.removeFirst()
            guard c == "%" else { text.append(c); continue }
            var spec = "%"
            while let next = chars.first, "-+ #0123456789.$lhqjzt".contains(next) {
                spec.append(next)
                chars.removeFirst()
            }
            if !text.isEmpty, chars.first != "%" { pieces.append(.text(text)); text = "" }
            guard let conversion = chars.first else {
                pieces.append(.endsInsideConversion)
                return pieces
            }
            chars.removeFirst()
            if conversion == "%" { text.append("%"); continue }
            let flags = spec.filter { !"lhqjzt".contains($0) }, kind = ConversionKind(conversion)
            pieces.append(.conversion(conversion, spec: flags + (kind.takesInt ? "l" : "") + String(conversion), kind: kind))
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// One numeric conversion (`%.2f`, `%05ld`) as the C library writes it, which is what
    /// Foundation's `String(format:)` hands its numeric conversions to (CoreFoundation's
    /// `__CFStringAppendFormatCore` calls `snprintf_l` with the C locale), without Foundation
    /// parsing the format again at each call: a formatted number in a loop took 5 µs.
    static func printf(_ conversion: String, _ argument: Double) -> String {
        formattedByC(conversion) { ltrace_format_double($0, $1, $2, argument) } ?? String(format: conversion, argument)
    }

    static func printf(_ conversion: String, _ argument: Int) -> String {
        formattedByC(conversion) { ltrace_format_long($0, $1, $2, argument) } ?? String(format: conversion, argument)
    }

    /// What `write(buffer, size, conversion)` writes; nil when the C library fails.
    private static func formattedByC(_ conversion: String, _ write: (UnsafeMutablePointer<CChar>, Int, UnsafePointer<CChar>) -> Int32) -> String? {
        conversion.withCString { conversion in
            // Nearly every number fits the 64 bytes on the stack; a longer one (`%0200d`) is
            // written again at its length.
            let (text, length) = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer -> (String?, Int) in
                let length = Int(write(buffer.baseAddress!, buffer.count, conversion))
                return ((0..<buffer.count).contains(length) ? String(cString: buffer.baseAddress!) : nil, length)
            }
            if let text { return text }
            guard length >= 0 else { return nil }
            var longer = [CChar](repeating: 0, count: length + 1)
            _ = write(&longer, longer.count, conversion)
            return longer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
    }

    /// `String(format: "%d items", n)`.
    /// `String(format: "%d items", n)`, and `String.localizedStringWithFormat("%d items", n)`
    /// (the development language's format, en_US), whose format is unlabelled.
    func stringFormat(_ args: Arguments, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        guard let first = args.take("format") ?? args.takeUnlabeled(), case .string(let format) = try evaluate(first.expression, cx, expecting: .string)
        else { throw error(e, "String(format:) needs a format string") }
        _ = args.take("locale")
        let values = try args.takeAllUnlabeled().map { try evaluate($0.expression, cx, expecting: .any) }
        if let o = values.compactMap(\.opaque).first { return .opaque(o.derived(e)) }
        return .string(try formatted(format, values, at: first.expression))
    }

    /// The abbreviations Foundation's measurement formatting writes for the common units (en_US).
    static let unitSymbols: [String: String] = [
        "kilometers": "km", "meters": "m", "centimeters": "cm", "millimeters": "mm", "miles": "mi", "feet": "ft", "inches": "in", "yards": "yd",
        "kilograms": "kg", "grams": "g", "pounds": "lb", "ounces": "oz", "kilocalories": "kcal", "calories": "cal", "kilojoules": "kJ",
        "seconds": "sec", "minutes": "min", "hours": "hr", "celsius": "°C", "fahrenheit": "°F", "kilometersPerHour": "km/h", "milesPerHour": "mph",
        "metersPerSecond": "m/s", "liters": "L", "milliliters": "mL", "percent": "%",
    ]

    /// `Measurement(value: 12.4, unit: UnitLength.kilometers)`: its number and unit's symbol.
    func measurement(_ args: Arguments, _ e: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        guard let value = try numberArgument(args, "value", e, cx), let unit = args.take("unit") else { throw error(e, "Measurement needs 'value:' and 'unit:'") }
        let name = unit.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? unit.expression.trimmedText
        return .tuple([TupleElement(label: "value", value: .double(value)), TupleElement(label: "unit", value: .string(Self.unitSymbols[name] ?? name))])
    }

    /// `measurement.formatted()`: the number (en_US, at most two fraction digits) and the unit's
    /// symbol as given. iOS may convert to the locale's preferred unit (`usage: .general`); that
    /// is not modelled, and the warning says so.
    func formattedMeasurement(_ parts: [TupleElement], at node: some SyntaxProtocol) -> String? {
        guard case .double(let value)? = parts.first(where: { $0.label == "value" })?.value, case .string(let unit)? = parts.first(where: { $0.label == "unit" })?.value else { return nil }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        let text = (formatter.string(from: NSNumber(value: value)) ?? "\(value)") + (unit == "%" || unit.hasPrefix("°") ? "" : " ") + unit
        warn(node, .approximated, "a measurement is shown in the unit it was given (\"\(text)\"); iOS may convert it to the region's preferred unit")
        return text
    }

    /// `x.formatted()`: grouped thousands, and at most six fraction digits for a Double.
    static func formattedNumber(_ v: Value) -> String {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        switch v {
        case .int(let i): return formatter.string(from: NSNumber(value: i)) ?? String(i)
        case .double(let d): return formatter.string(from: NSNumber(value: d)) ?? "\(d)"
        default: return "\(v.typeName)"
        }
    }

    /// `x.formatted(.percent)`, `.number.precision(.fractionLength(1))`, `.currency(code: "USD")`
    /// and `Text(x, format: …)`: the common number styles, en_US.
    func formatStyle(_ v: Value, _ style: ExprSyntax, _ cx: Context) throws -> String {
        if let o = v.opaque, o.type == "Date" || style.trimmedText.contains("dateTime") {
            warn(style, .substituted, "dates are not interpreted; the text is measured as \"\(Text.unformattedDate)\"")
            return Text.unformattedDate
        }
        if let o = v.opaque { return substituteString(o, at: style) }
        if case .array(let items) = v {
            // `.list(type: .and)`: "A, B, and C" (en_US); `.or` joins with "or".
            let parts = items.map { describe($0, at: style) }
            let word = style.trimmedText.contains(".or") ? "or" : "and"
            switch parts.count {
            case 0: return ""
            case 1: return parts[0]
            case 2: return "\(parts[0]) \(word) \(parts[1])"
            default: return parts.dropLast().joined(separator: ", ") + ", \(word) " + parts.last!
            }
        }
        guard let n = v.number else { throw error(style, "a format style needs a number, found \(v.typeName)") }
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 6
        let text = style.trimmedText.replacingOccurrences(of: " ", with: "")
        if text.hasPrefix(".percent") {
            formatter.numberStyle = .percent
            formatter.maximumFractionDigits = 6
        } else if text.hasPrefix(".currency(code:") {
            formatter.numberStyle = .currency
            let code = text.dropFirst(".currency(code:".count).prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            formatter.currencyCode = code
        } else if !text.hasPrefix(".number") {
            warn(style, .approximated, "the format style '\(style.trimmedText)' is not interpreted; the number is shown with the default style")
        }
        if let range = text.range(of: ".fractionLength(") {
            let digits = text[range.upperBound...].prefix { $0.isNumber }
            if let d = Int(digits) {
                formatter.minimumFractionDigits = d
                formatter.maximumFractionDigits = d
            }
        }
        return formatter.string(from: NSNumber(value: n)) ?? "\(n)"
    }
}
