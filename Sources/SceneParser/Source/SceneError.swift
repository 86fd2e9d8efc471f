/// A problem in a scene file, reported the way the Swift compiler does:
/// `scene.swift:5:9: error: unsupported modifier 'fram'; did you mean 'frame'?`
///
/// An error in a declaration the recorded preview reached through others names the way it
/// came (`… (reached through #Preview("Card") → CardView.body → Theme.formatter)`), because
/// in an app of many files the line alone does not say why that declaration mattered.
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String
    /// What evaluation went through to reach the error, outermost first; empty when it is not known.
    public var trail: [String] = []

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        "\(path):\(line):\(column): error: \(message)" + (trail.count > 1 ? " (reached through \(trail.joined(separator: " → ")))" : "")
    }
}
