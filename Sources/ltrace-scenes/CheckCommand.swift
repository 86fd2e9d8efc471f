import ArgumentParser
import CommandLineSupport
import Foundation
import LayoutEngine
import SceneParser
import TraceStore

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: SceneCommands.check,
        discussion: """
            Reads every .swift file of the scene (an app's folder, files, or a scene of ./Traces) \
            as `record` does, then tries each #Preview and PreviewProvider in turn and says \
            whether it records, or the error that stops it. `record` reads only what its preview \
            reaches; `check` then reads everything else too (every view, global and static, both \
            branches of every `if`) and lists the errors no preview met, for someone who wants \
            to know what ltrace cannot read.

            The previews are numbered as `ltrace record <scene> --preview N` takes them. Exit \
            status 0 when every preview records, 1 when one does not, 64 for a usage error.

            Examples:
              ltrace check Sources/App
              ltrace check MyApp --define DEBUG --json
            """)

    @Argument(help: ArgumentHelp("Scene files or an app's folders, or the name of a scene in ./Traces.", valueName: "scene"))
    var scenes: [String]

    @Option(name: .customLong("define"), help: ArgumentHelp("A compilation condition that holds in #if (DEBUG). Repeat for several.", valueName: "NAME"))
    var defines: [String] = []

    @Option(name: .long, help: ArgumentHelp("A folder holding asset catalogs or images, searched for Image(\"name\"). Repeat for several.", valueName: "folder"))
    var assets: [String] = []

    @Flag(name: .long, help: "Print the previews and problems as JSON.")
    var json = false

    func run() throws {
        var allRecord = true
        try reportingErrors {
            let files = try SceneSources.collect(scenes)
            let catalog = AssetCatalog.load(searching: assets + SceneSources.assetFolders(for: scenes))
            let check = try SceneCheck.run(files: files, defines: Set(defines), assets: catalog)
            allRecord = check.previews.allSatisfy { $0.error == nil }
            var out = Output()
            if json {
                out.line(TraceJSON.encode(Self.json(check)))
            } else {
                out.line(check.previews.isEmpty ? "no previews" : "previews:")
                for p in check.previews {
                    let at = "\(p.file.split(separator: "/").last.map(String.init) ?? p.file):\(p.line)"
                    let warnings = p.diagnostics.filter { $0.kind != .ignored }.count
                    let status = p.error.map { "does not record: \($0)" } ?? "records" + (warnings == 0 ? "" : " (\(warnings) substitution\(warnings == 1 ? "" : "s") or placeholder\(warnings == 1 ? "" : "s"))")
                    out.line("  \(p.number) \(p.label) (\(at)): \(status)")
                }
                if !check.unread.isEmpty {
                    out.line("")
                    out.line("not reached by any preview, and not readable by ltrace:")
                    for e in check.unread { out.line("  \(e)") }
                }
                out.line("")
                out.line("\(check.previews.filter { $0.error == nil }.count)/\(check.previews.count) previews record")
            }
            out.flush()
        }
        if !allRecord { throw ExitCode(1) }
    }

    static func json(_ check: SceneCheck) -> TraceValue {
        func error(_ e: SceneError) -> TraceValue {
            .object([
                "file": .string(e.path), "line": .number(Double(e.line)), "column": .number(Double(e.column)), "message": .string(e.message),
                "trail": .array(e.trail.map { .string($0) }), "description": .string(e.description),
            ])
        }
        return .object([
            "previews": .array(check.previews.map { p in
                .object([
                    "number": .number(Double(p.number)), "label": .string(p.label), "file": .string(p.file), "line": .number(Double(p.line)),
                    "records": .bool(p.error == nil), "error": p.error.map(error) ?? .null,
                    "warnings": .array(p.diagnostics.map { d in .object(["kind": .string(d.kind.rawValue), "description": .string(d.description)]) }),
                ])
            }),
            "unread": .array(check.unread.map(error)),
        ])
    }
}
