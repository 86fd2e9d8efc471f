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
            whether it records, and how much of it ltrace guessed: the opaque values layout \
            used, the errors it recovered from (code it could not run, standing in as an opaque \
            value, a placeholder or a modifier left out) and the placeholders; a preview whose \
            screen is nothing but placeholders is flagged. A preview does not record only when \
            nothing of its root could be built (or, with --strict, at its first error).

            `record` reads only what its preview reaches; `check` then reads everything else too \
            (every view, global and static, both branches of every `if`) and lists the first \
            error of each that no preview met, for someone who wants to know what ltrace cannot \
            read.

            The previews are numbered as `ltrace record <scene> --preview N` takes them. Exit \
            status 0 when every preview records, 1 when one does not, 64 for a usage error.

            Examples:
              ltrace check Sources/App
              ltrace check MyApp --define DEBUG --json
            """)

    @OptionGroup(title: "Scene") var input: SceneInputOptions

    @Flag(name: .long, help: "Print the previews and problems as JSON.")
    var json = false

    func run() throws {
        var allRecord = true
        try reportingErrors {
            let (files, search) = try SceneSources.collect(input.scenes, packages: input.packages)
            let catalog = AssetCatalog.load(searching: input.assets + SceneSources.assetFolders(for: input.scenes, packages: search))
            let check = try SceneCheck.run(files: files, defines: Set(input.defines), assets: catalog, strict: input.strict)
            allRecord = check.previews.allSatisfy { $0.error == nil }
            var out = Output()
            if json {
                out.line(TraceJSON.encode(Self.json(check, packages: search)))
            } else {
                out.line(check.previews.isEmpty ? "no previews" : "previews:")
                for p in check.previews {
                    let at = "\(p.file.split(separator: "/").last.map(String.init) ?? p.file):\(p.line)"
                    out.line("  \(p.number) \(p.label) (\(at)): \(Self.status(p))")
                }
                let used = search.found.filter { !$0.used.isEmpty }
                if !used.isEmpty || !search.missing.isEmpty {
                    out.line("")
                    out.line("packages:")
                    for p in used { out.line("  \(p.name) (\(p.origin.rawValue), \(p.root)): \(p.used.joined(separator: ", "))") }
                    if !search.missing.isEmpty {
                        out.line("  not found: \(search.missing.joined(separator: ", ")) (names from them are opaque and their views placeholders; give their checkouts with --packages)")
                    }
                }
                if !check.unread.isEmpty {
                    out.line("")
                    out.line("not reached by any preview, and not readable by ltrace:")
                    for e in check.unread { out.line("  \(e)") }
                }
                out.line("")
                let recorded = check.previews.filter { $0.error == nil }
                let onlyPlaceholders = recorded.filter { $0.guessed?.isOnlyPlaceholders == true }.count
                out.line("\(recorded.count)/\(check.previews.count) previews record" + (onlyPlaceholders == 0 ? "" : "; \(onlyPlaceholders) of them show only placeholders"))
            }
            out.flush()
        }
        if !allRecord { throw ExitCode(1) }
    }

    /// `records`, `records (2 opaque values, 1 placeholder)`, `records, but its screen is one
    /// placeholder (…)`, or why it does not.
    static func status(_ p: SceneCheck.PreviewResult) -> String {
        if let e = p.error { return "does not record: \(e)" }
        guard let guessed = p.guessed else { return "records" }
        if guessed.isOnlyPlaceholders {
            let what = guessed.placeholders == 1 ? "its screen is one placeholder" : "its screen is only placeholders (\(guessed.placeholders))"
            return "records, but \(what)" + (guessed.summary.isEmpty ? "" : " (\(guessed.summary))")
        }
        return "records" + (guessed.summary.isEmpty ? "" : " (\(guessed.summary))")
    }

    static func json(_ check: SceneCheck, packages: PackageSearch) -> TraceValue {
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
                    "guessed": p.guessed.map { g in
                        .object([
                            "opaque_values": .number(Double(g.opaqueValues)), "errors_recovered": .number(Double(g.recovered)),
                            "placeholders": .number(Double(g.placeholders)), "only_placeholders": .bool(g.isOnlyPlaceholders),
                        ])
                    } ?? .null,
                    "warnings": .array(p.diagnostics.map { d in .object(["kind": .string(d.kind.rawValue), "description": .string(d.description)]) }),
                ])
            }),
            "unread": .array(check.unread.map(error)),
            "packages": .object([
                "found": .array(packages.found.filter { !$0.used.isEmpty }.map { p in
                    .object(["name": .string(p.name), "root": .string(p.root), "origin": .string(p.origin.rawValue), "modules": .array(p.used.map { .string($0) })])
                }),
                "missing": .array(packages.missing.map { .string($0) }),
            ]),
        ])
    }
}
