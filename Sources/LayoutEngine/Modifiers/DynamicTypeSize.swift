import Foundation

extension NodeSpec {
    /// `dynamicTypeSize(_:)`: the texts inside are laid out at this size, or at the pass's size
    /// clamped to this range, rather than at the pass's (`--dynamic-type`). A modifier nearer the
    /// text narrows the outer one's range (Apple, "dynamicTypeSize(_:)": the range "limits" the
    /// sizes of the views inside).
    public static func dynamicTypeSize(_ range: DynamicTypeRange, label: String) -> NodeSpec {
        let written: TraceValue = range.lower == range.upper ? .string(range.lower.rawValue) : .array([.string(range.lower.rawValue), .string(range.upper.rawValue)])
        return environment("dynamicTypeSize", label: label, args: ["size": written]) { environment in
            environment.dynamicTypeRange = range.inside(environment.dynamicTypeRange)
        }
    }
}

extension View {
    /// Lays the texts inside out at this Dynamic Type size.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modified(by: .dynamicTypeSize(DynamicTypeRange(size, size), label: "dynamicTypeSize(.\(size.rawValue))"))
    }

    /// Limits the Dynamic Type sizes of the texts inside to `range`.
    public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
        modified(by: .dynamicTypeSize(DynamicTypeRange(range.lowerBound, range.upperBound), label: "dynamicTypeSize(.\(range.lowerBound.rawValue) ... .\(range.upperBound.rawValue))"))
    }
}

extension SceneModifier {
    /// `dynamicTypeSize(.xxLarge)`, `dynamicTypeSize(...DynamicTypeSize.xxxLarge)`,
    /// `dynamicTypeSize(.large ... .accessibility2)`, `dynamicTypeSize(.xSmall...)`.
    public static let dynamicTypeSize = SceneModifier("dynamicTypeSize") { a in
        guard let written = a.source(nil) else { throw a.error("dynamicTypeSize needs a size, such as .xxLarge, or a range, such as ...DynamicTypeSize.xxxLarge") }
        try a.ignore(nil)
        let range = try DynamicTypeRange(parsing: written) { a.error($0, at: nil) }
        return .dynamicTypeSize(range, label: a.written)
    }
}

extension DynamicTypeRange {
    /// A size or a range as written in a scene: `.xxLarge`, `DynamicTypeSize.large`,
    /// `...DynamicTypeSize.xxxLarge`, `.large ... .xxLarge`, `.xSmall...`, `..<` for an open end.
    init(parsing written: String, error: (String) -> Error) throws {
        func size(_ text: Substring) throws -> DynamicTypeSize? {
            var name = text.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { return nil }
            if name.hasPrefix("DynamicTypeSize.") { name.removeFirst("DynamicTypeSize".count) }
            guard name.hasPrefix("."), let size = DynamicTypeSize(rawValue: String(name.dropFirst())) else {
                throw error("'\(name)' is not a DynamicTypeSize: write one of .\(DynamicTypeSize.allCases.map(\.rawValue).joined(separator: ", ."))")
            }
            return size
        }
        let text = written.filter { !" ()".contains($0) }
        if let open = text.range(of: "..<") {
            let lower = try size(text[..<open.lowerBound]) ?? .xSmall
            guard let end = try size(text[open.upperBound...]), end > .xSmall else { throw error("'\(written)' allows no Dynamic Type size") }
            self.init(lower, DynamicTypeSize.allCases[end.index - 1])
        } else if let closed = text.range(of: "...") {
            self.init(try size(text[..<closed.lowerBound]) ?? .xSmall, try size(text[closed.upperBound...]) ?? .accessibility5)
        } else {
            guard let only = try size(Substring(text)) else { throw error("dynamicTypeSize needs a size") }
            self.init(only, only)
        }
        guard lower <= upper else { throw error("'\(written)' allows no Dynamic Type size") }
    }
}
