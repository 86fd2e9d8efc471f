import Foundation

/// Writes node labels the way Swift source writes the call: `frame(width: 100, height: 50)`.
enum CallLabel {
    /// `bare`: a container written without arguments keeps no parentheses (`VStack { … }` is `VStack`).
    static func make(_ name: String, _ arguments: [(String?, String?)], bare: Bool = false) -> String {
        let parts = arguments.compactMap { label, value -> String? in
            guard let value else { return nil }
            return label.map { "\($0): \(value)" } ?? value
        }
        if parts.isEmpty && bare { return name }
        return "\(name)(\(parts.joined(separator: ", ")))"
    }

    static func number(_ x: CGFloat?) -> String? { x.map(TraceFormat.swiftLiteral) }
    static func alignment(_ a: Alignment) -> String { "." + a.name }
    static func quoted(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
