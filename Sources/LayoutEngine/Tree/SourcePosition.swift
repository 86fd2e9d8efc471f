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

/// Something the scene reader accepted but reports, printed as `file:line:column: warning:
/// message` and stored in a trace's `diagnostics` table: code that cannot change layout and
/// is ignored, a value from outside the app given a concrete one so that layout can use it, a
/// view laid out as a placeholder, or something measured approximately.
public struct SourceDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case warning }
    /// What kind of report it is; the trace stores it, and `why` says "depends on an opaque value"
    /// or "is a placeholder" from it.
    public enum Kind: String, Sendable, CaseIterable {
        /// Code that cannot change layout, accepted and ignored (`navigationTitle`).
        case ignored
        /// An opaque value (from outside the app) given a concrete value by a documented rule.
        case substituted
        /// A view ltrace cannot lay out (a representable, a framework's view), laid out as a placeholder.
        case placeholder
        /// Something laid out approximately: a missing image, a custom font, a random value.
        case approximated
        /// Code of the scene that ltrace could not run, recovered from where it failed: an opaque
        /// value stands in for the expression, a placeholder for the view, or the modifier is left out.
        case recovered
    }
    public let file: String
    public let position: SourcePosition
    public let severity: Severity
    public let kind: Kind
    public let message: String

    public init(file: String, position: SourcePosition, severity: Severity = .warning, kind: Kind = .approximated, message: String) {
        self.file = file
        self.position = position
        self.severity = severity
        self.kind = kind
        self.message = message
    }

    /// The compiler's form.
    public var description: String { "\(file):\(position.line):\(position.column): \(severity.rawValue): \(message)" }
}
