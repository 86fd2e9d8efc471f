/// A problem in a scene file, reported the way the Swift compiler does:
/// `scene.swift:5:9: error: unsupported modifier 'fram'; did you mean 'frame'?`
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
