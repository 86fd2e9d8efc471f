import Foundation
import TraceStore

/// The repository's files that tests read: Traces/ (example scenes and their goldens),
/// Tests/Corpus/ (app-style view files) and Tests/Fixtures/ (numbers from real SwiftUI).
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let traces = root.appendingPathComponent("Traces")
    public static let corpus = root.appendingPathComponent("Tests/Corpus")
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")

    /// What a suite iterating over a directory gets when it finds nothing there: a name no
    /// file has, so the suite fails loudly instead of running no case and passing.
    public static let missing = "(no scenes found: is the working directory a checkout of ltrace?)"

    /// The `.swift` files of a directory, sorted, without the extension.
    public static func scenes(in directory: URL) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        return names.isEmpty ? [missing] : names
    }

    /// The example scenes of Traces/, each with a golden trace.
    public static var traceScenes: [String] { scenes(in: traces) }

    public static func traceSource(_ scene: String) throws -> String {
        try String(contentsOf: traces.appendingPathComponent("\(scene).swift"), encoding: .utf8)
    }

    public static func goldenPath(_ scene: String) -> String {
        traces.appendingPathComponent("\(scene).sqlite").path
    }

    /// A scene's committed golden trace, opened.
    public static func golden(_ scene: String) throws -> TraceReader { try TraceReader(path: goldenPath(scene)) }
}
