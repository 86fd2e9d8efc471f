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
