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

    /// README's `swift run` and install lines, run as written in a fresh checkout (this working
    /// tree's files as a commit would hold them, no `.build`) with a home folder of its own:
    /// `swift run ltrace record` builds `ltrace`, which builds `ltrace-scenes` and records; `make
    /// install` builds the release binaries and puts both in `~/.local/bin`, where they record and
    /// explain as the quick start shows. The slowest test (a debug and a release build from
    /// nothing: about 7 minutes on two cores), and the only one that checks what a newcomer types.
    @Test func readmesSwiftRunAndInstallLinesWorkInAFreshCheckout() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        func block(_ marker: String) throws -> [String] {
            let start = try #require(readme.range(of: "<!-- \(marker) -->\n```sh\n"), "README has no \(marker) block")
            return readme[start.upperBound...].components(separatedBy: "```")[0].split(separator: "\n").map(String.init)
        }
        let quickStart = try #require(readme.range(of: "## Quick start"))
        let shown = String(readme[quickStart.upperBound...].components(separatedBy: "```")[3].dropFirst())
        let (recordLine, whyOutput) = (String(shown.prefix { $0 != "\n" }), String(shown.drop { $0 != "\n" }.dropFirst()))

        let cli = CLI()
        let checkout = cli.directory.appendingPathComponent("ltrace"), home = cli.directory.appendingPathComponent("home")
        let files = cli.run(command: "/usr/bin/env", ["git", "-C", Repository.root.path, "ls-files", "-z", "--cached", "--others", "--exclude-standard"])
        try #require(files.status == 0, "a fresh checkout needs the repository's git: \(files.stderr)")
        for path in files.stdout.split(separator: "\0").map(String.init) {
            let source = Repository.root.appendingPathComponent(path), target = checkout.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        // SwiftPM's lock files go to TMPDIR: a folder of the test's own, removed with it.
        let temporary = cli.directory.appendingPathComponent("tmp")
        for folder in [home, temporary] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        func run(_ line: String, in folder: URL) -> CLI.Result {
            cli.finish(
                cli.start(
                    ["-c", "cd '\(folder.path)' && \(line)"], environment: ["HOME": home.path, "TMPDIR": temporary.path + "/"],
                    executable: URL(fileURLWithPath: "/bin/sh")))
        }

        let swiftRun = try block("swift-run")
        #expect(swiftRun == ["swift run ltrace record relative-size-middle && swift run ltrace why node-6"])
        for line in swiftRun {
            let r = run(line, in: checkout)
            #expect(r.status == 0, "\(line): \(r.stderr.suffix(2000))")
            #expect(r.stdout.contains(recordLine + "\n") && r.stdout.hasSuffix(whyOutput), "\(line):\n\(r.stdout)")
            #expect(r.stderr.contains("ltrace: ltrace-scenes is not built yet; building it"), "\(r.stderr.suffix(2000))")
        }

        let install = try block("install")
        #expect(install == [#"make install PREFIX="$HOME/.local""#])
        for line in install {
            let r = run(line, in: checkout)
            #expect(r.status == 0, "\(line): \(r.stderr.suffix(2000))")
        }
        let bin = home.appendingPathComponent(".local/bin")
        #expect(try FileManager.default.contentsOfDirectory(atPath: bin.path).sorted() == ["ltrace", "ltrace-scenes"])
        // Installed, away from the checkout: they record and explain what the quick start shows.
        let elsewhere = cli.directory.appendingPathComponent("elsewhere/Traces")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("Traces/relative-size-middle.swift"), to: elsewhere.appendingPathComponent("relative-size-middle.swift"))
        let installed = run("'\(bin.path)/ltrace' record relative-size-middle && '\(bin.path)/ltrace' why node-6", in: elsewhere.deletingLastPathComponent())
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stdout == shown, "\(installed.stdout)")
        #expect(run("'\(bin.path)/ltrace' --version", in: home).stdout.hasPrefix("ltrace "))
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
