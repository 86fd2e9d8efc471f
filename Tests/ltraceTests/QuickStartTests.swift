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

    /// `swift run ltrace record …` builds only `ltrace`: run from ltrace's own package's build
    /// folder, it builds `ltrace-scenes` once (`swift build --product ltrace-scenes`, the
    /// toolchain found on PATH: here a stand-in that writes a stand-in helper) and goes on.
    @Test func swiftRunBuildsTheSceneCommandsOnce() throws {
        let cli = CLI()
        let package = cli.directory.appendingPathComponent("checkout")
        let build = package.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
        try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CLI.binary, to: build.appendingPathComponent("ltrace"))
        cli.write("checkout/Package.swift", #".executable(name: "ltrace-scenes", targets: ["ltrace-scenes"])"#)
        cli.write("toolchain/swift", """
            #!/bin/sh
            # swift build --package-path P --product ltrace-scenes -c debug
            echo "building $*"
            printf '#!/bin/sh\\necho "scenes $*"\\n' > "$3/.build/x86_64-unknown-linux-gnu/$7/ltrace-scenes"
            chmod +x "$3/.build/x86_64-unknown-linux-gnu/$7/ltrace-scenes"
            """)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.path("toolchain/swift"))
        let path = cli.path("toolchain") + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let ltrace = build.appendingPathComponent("ltrace")
        let first = cli.finish(cli.start(["record", "scene.swift"], environment: ["PATH": path], executable: ltrace))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "scenes record scene.swift\n")
        #expect(first.stderr == """
            ltrace: ltrace-scenes is not built yet; building it: swift build --package-path \(package.path) --product ltrace-scenes -c debug
            building build --package-path \(package.path) --product ltrace-scenes -c debug

            """, "\(first.stderr)")
        let second = cli.finish(cli.start(["record", "scene.swift"], environment: ["PATH": path], executable: ltrace))
        #expect(second.stderr.isEmpty && second.stdout == "scenes record scene.swift\n", "\(second.stderr)")
    }

}
