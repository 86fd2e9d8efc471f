/// Where a view or modifier is written: line and column of its name token, 1-based.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
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
