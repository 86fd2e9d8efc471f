import ArgumentParser
import Foundation
import LayoutEngine
import SceneParser
import TraceStore

struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scene's layout into a trace.",
        discussion: """
            Parses the scene (SwiftUI code, interpreted, never compiled), lays it out once \
            per proposal, and writes every call and decision to a SQLite trace. The trace \
            is written under a temporary name and renamed into place, so a failed or \
            interrupted recording leaves no half trace and keeps the previous one.

            Proposals: --proposal options, else the scene's `// ltrace:proposal WxH` lines, \
            else \(ProposalSyntax.format(Self.defaultProposal)) (an iPhone screen in points).

            Examples:
              ltrace record chat-bubbles
              ltrace record MyScene.swift --proposal 620x80 --proposal nilx80 -o scene.sqlite
              ltrace record Icons.swift --view IconDemo2
            """)

    static let defaultProposal = ProposedViewSize(width: 390, height: 844)

    @Argument(help: ArgumentHelp("A scene file, or the name of a scene in ./Traces (`chat-bubbles`).", valueName: "scene"))
    var scene: String

    @Option(
        name: .customLong("proposal"),
        help: ArgumentHelp("A root proposal: WxH, each side a number, nil or inf (620x80, nilx80). Repeat for several passes.", valueName: "WxH"))
    var proposals: [String] = []

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the trace.", valueName: "path"))
    var output: String = "ltrace.sqlite"

    @Option(name: .long, help: ArgumentHelp("The view to record when the scene declares several (default: the last).", valueName: "name"))
    var view: String?

    func validate() throws {
        for p in proposals where ProposalSyntax.parse(p) == nil {
            throw ValidationError("invalid proposal '\(p)': write WxH, each side a number, nil or inf (620x80, nilx80)")
        }
    }

    func run() throws {
        try reportingErrors {
            let path = try SceneFiles.resolve(scene)
            let source = try SceneFiles.read(path)
            let parsed = try SceneParser.parse(source: source, path: path, view: view)
            let passes = proposals.isEmpty ? (parsed.proposals.isEmpty ? [Self.defaultProposal] : parsed.proposals) : proposals.compactMap(ProposalSyntax.parse)
            let summary = try Trace.record(
                tree: parsed.makeTree(), proposals: passes, to: output,
                meta: [
                    "scene_path": path, "scene_source": source, "scene_view": parsed.viewName ?? "",
                    "command": (["ltrace"] + CommandLine.arguments.dropFirst()).map(SceneFiles.shellQuoted).joined(separator: " "), "ltrace_version": LTrace.version,
                ])
            let name = parsed.viewName.map { " (\($0))" } ?? ""
            print("recorded \(path)\(name) at \(passes.map(\.compact).joined(separator: ", ")): \(summary)")
        }
    }
}

/// Finding and reading scene files.
enum SceneFiles {
    static let directory = "Traces"

    /// A path to a file, or the name of a scene in ./Traces.
    static func resolve(_ scene: String) throws -> String {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: scene, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else { throw CLIError("\(scene): is a directory, not a scene file") }
            return scene
        }
        for candidate in ["\(directory)/\(scene)", "\(directory)/\(scene).swift"] where fm.fileExists(atPath: candidate) {
            return candidate
        }
        let known = ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        if scene.contains("/") || scene.hasSuffix(".swift") || known.isEmpty {
            throw CLIError("\(scene): no such scene file")
        }
        let hint = NameSuggestions.closest(to: scene, among: known).map { "; did you mean '\($0)'?" } ?? "; scenes in ./\(directory): \(known.joined(separator: ", "))"
        throw CLIError("no scene '\(scene)': not a file, and ./\(directory) has no \(scene).swift\(hint)")
    }

    static func read(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else { throw CLIError("\(path): cannot be read") }
        return String(decoding: data, as: UTF8.self)
    }

    static func shellQuoted(_ s: String) -> String {
        s.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:".contains($0) } ? s : "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
