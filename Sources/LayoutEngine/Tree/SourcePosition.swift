/// Where a view or modifier is written: line and column of its name token, 1-based, and the
/// file when the scene was read from several (nil: the scene's only file).
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let file: String?
    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }
    /// `12:5`, or `RecipeRow.swift:12:5` in a scene of several files.
    public var description: String {
        guard let file else { return "\(line):\(column)" }
        return "\(file.split(separator: "/").last.map(String.init) ?? file):\(line):\(column)"
    }
}

/// Something the scene reader accepted but reports: code that cannot change layout and is
/// ignored. Printed as `file:line:column: warning: message` and stored in a trace's
/// `diagnostics` table.
public struct SourceDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning }
    public let file: String
    public let position: SourcePosition
    public let severity: Severity
    public let message: String

    public init(file: String, position: SourcePosition, severity: Severity = .warning, message: String) {
        self.file = file
        self.position = position
        self.severity = severity
        self.message = message
    }

    /// The compiler's form.
    public var description: String { "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)" }
}
