import Foundation
import Testing
import TestSupport

/// Help output is documentation: snapshot-tested. Set LTRACE_UPDATE_SNAPSHOTS=1 to rewrite the snapshots.
@Suite struct HelpTests {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static let subcommands = ["record", "check", "why", "replay", "diff", "render", "plot", "export", "tree", "log", "query", "schema", "devices", "serve"]

    @Test(arguments: [""] + subcommands)
    func help(subcommand: String) throws {
        let arguments = subcommand.isEmpty ? ["--help"] : [subcommand, "--help"]
        let r = CLI().run(arguments)
        #expect(r.status == 0)
        let file = Self.snapshots.appendingPathComponent("help-\(subcommand.isEmpty ? "ltrace" : subcommand).txt")
        if ProcessInfo.processInfo.environment["LTRACE_UPDATE_SNAPSHOTS"] != nil {
            try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
            try r.stdout.write(to: file, atomically: true, encoding: .utf8)
        }
        #expect(r.stdout == (try? String(contentsOf: file, encoding: .utf8)), "help for '\(subcommand)' changed; LTRACE_UPDATE_SNAPSHOTS=1 rewrites the snapshot")
    }

    @Test func everySubcommandHasAHelpSnapshot() {
        let help = CLI().run("--help").stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:\n").last?.components(separatedBy: "\n\n").first ?? ""
        let listed = section.split(separator: "\n").compactMap { !$0.hasPrefix("   ") ? $0.split(separator: " ").first.map(String.init) : nil }
        #expect(Set(listed) == Set(Self.subcommands))
    }

    @Test func version() {
        #expect(CLI().run("--version").stdout.hasPrefix("ltrace 0.1.0 (layout engine 7, trace schema 9)"))
    }
}
