import Foundation
import Testing
import TestSupport

/// README's quick start, run as written there (the binaries from this build in place of
/// `.build/debug/`), in a folder holding the example scenes: it prints what README shows, so
/// `ltrace record` reaches `ltrace-scenes` next to `ltrace` as it does for a newcomer.
@Suite struct QuickStartTests {
    @Test func readmesQuickStartPrintsWhatReadmeShows() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Quick start"))
        let blocks = readme[start.upperBound...].components(separatedBy: "```")
        // blocks[1] is "sh\n<command>\n", blocks[3] is "\n<output>\n".
        let command = try #require(blocks[1].split(separator: "\n").dropFirst().first.map(String.init))
        let shown = String(blocks[3].dropFirst())
        #expect(command.hasPrefix("swift build && "), "\(command)")
        let asRun = command.dropFirst("swift build && ".count)
            .replacingOccurrences(of: ".build/debug/", with: CLI.binary.deletingLastPathComponent().path + "/")
        let cli = CLI()
        cli.copyTraces()
        let r = cli.run(command: "/bin/sh", ["-c", asRun])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == shown)
    }

    /// `ltrace` installed without `ltrace-scenes` beside it says so when a scene command is run,
    /// and still reads traces.
    @Test func ltraceWithoutItsSceneCommandsSaysWhereTheyGo() throws {
        let cli = CLI()
        cli.copyTraces()
        let alone = cli.directory.appendingPathComponent("bin/ltrace")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.binary, to: alone)
        let record = cli.run(command: alone.path, ["record", "relative-size-middle"])
        #expect(record.status == 1)
        #expect(record.stderr == "error: ltrace-scenes, which runs `record`, is not next to ltrace in \(alone.deletingLastPathComponent().path)/; `swift build` builds both, and both are installed together\n")
        #expect(cli.run(command: alone.path, ["replay", "--trace", "x.sqlite"]).status == 2)
        #expect(cli.run(command: alone.path, ["schema"]).status == 0)
    }
}
