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
    /// Whether evaluation can recover from it (docs/scenes.md, "When code cannot be read").
    public var kind: Kind = .evaluation

    /// What the error is, which decides whether the interpreter recovers from it.
    public enum Kind: Sendable, Equatable {
        /// Code the interpreter cannot evaluate: recovered from where it happens (an opaque value,
        /// a placeholder, a modifier left out), unless the recording is `--strict`.
        case evaluation
        /// A value whose evaluation ran past its share of the preview's budget: recovered from
        /// at the outermost value being computed, which becomes opaque.
        case budget
        /// A file that does not parse, reached by the preview: always fatal.
        case syntax
        /// A limit of the scene (views, nesting, a view containing itself, the preview's budget):
        /// always fatal, so that a runaway scene stops with a message.
        case limit
    }

    public init(path: String, line: Int, column: Int, message: String, kind: Kind = .evaluation) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.kind = kind
    }

    /// `path:line:column`, as the compiler writes a position.
    public var position: String { "\(path):\(line):\(column)" }

    public var description: String {
        "\(path):\(line):\(column): error: \(message)" + (trail.count > 1 ? " (reached through \(Self.way(trail)))" : "")
    }

    /// The trail with a step repeated in a row written once with its count (a function calling
    /// itself 200 times: `Header.init (× 200)`).
    static func way(_ trail: [String]) -> String {
        var steps: [(String, Int)] = []
        for step in trail {
            if let last = steps.last, last.0 == step { steps[steps.count - 1].1 += 1 } else { steps.append((step, 1)) }
        }
        return steps.map { $0.1 > 1 ? "\($0.0) (× \($0.1))" : $0.0 }.joined(separator: " → ")
    }
}
