import Foundation
import Testing
import TestSupport
import TraceStore

@Suite struct RecordCommandTests {
    @Test func recordsANamedSceneFromTracesIntoLtraceSqlite() throws {
        let cli = CLI()
        cli.copyTraces()
        let r = cli.run("record", "relative-size-middle")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded Traces/relative-size-middle.swift at 620×80: 7 nodes, 31 calls, 1 pass → ltrace.sqlite\n")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(trace.meta["scene_path"] == "Traces/relative-size-middle.swift")
        #expect(trace.meta["scene_source"]?.contains(".relativeProposed(width: 0.5)") == true)
        #expect(trace.meta["command"]?.hasSuffix("record relative-size-middle") == true)
        #expect(trace.meta["ltrace_version"]?.isEmpty == false)
        #expect(try trace.frames(pass: 1).values.contains { $0 == CGRect(x: 320, y: 0, width: 300, height: 80) })
    }

    @Test func layoutNeutralCodeIsAWarningOnStandardErrorAndARowOfTheTrace() throws {
        let cli = CLI()
        cli.write("Inbox.swift", "VStack {\n    Color.blue.frame(height: 40)\n}\n.navigationTitle(\"Mail\")\n")
        let r = cli.run("record", "Inbox.swift")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "Inbox.swift:4:2: warning: 'navigationTitle' cannot change layout; ignored\n")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.diagnostics().map(\.description) == ["Inbox.swift:4:2: warning: 'navigationTitle' cannot change layout; ignored"])
        let query = cli.run("query", "SELECT line, \"column\", severity FROM diagnostics")
        #expect(query.status == 0 && query.stdout.contains("4") && query.stdout.contains("warning"), "\(query.stdout)")
    }

    @Test func previewsAndDefines() throws {
        let cli = CLI()
        cli.write(
            "Card.swift",
            """
            struct Card: View {
                var body: some View {
                    #if DEBUG
                    Color.yellow.frame(width: 10, height: 10)
                    #else
                    Color.blue.frame(width: 20, height: 20)
                    #endif
                }
            }
            #Preview { Card() }
            #Preview("Framed") { Card().padding(5) }

            """)
        let first = cli.run("record", "Card.swift", "--proposal", "nilxnil")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "recorded Card.swift (#Preview) at nil×nil: 2 nodes, 5 calls, 1 pass → ltrace.sqlite\n")
        let framed = cli.run("record", "Card.swift", "--preview", "Framed", "--define", "DEBUG", "--proposal", "nilxnil")
        #expect(framed.status == 0, "\(framed.stderr)")
        #expect(framed.stdout.hasPrefix("recorded Card.swift (#Preview(\"Framed\")) at nil×nil"))
        #expect(try TraceReader(path: cli.path("ltrace.sqlite")).passes().first?.size == CGSize(width: 20, height: 20))
        let both = cli.run("record", "Card.swift", "--preview", "Framed", "--view", "Card")
        #expect(both.status != 0 && both.stderr.contains("give either --view or --preview, not both"))
    }

    @Test func proposalsOutputAndView() throws {
        let cli = CLI()
        cli.write("scene.swift", "struct A: View { var body: some View { Color.red } }\nstruct B: View { var body: some View { Color.blue.frame(width: 10) } }\n")
        let r = cli.run("record", "scene.swift", "--proposal", "620x80", "--proposal", "nilxinf", "--view", "A", "-o", "out.sqlite")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "recorded scene.swift (A) at 620×80, nil×inf: 1 nodes, 4 calls, 2 passes → out.sqlite\n")
        let trace = try TraceReader(path: cli.path("out.sqlite"))
        #expect(try trace.passes().map(\.proposal.width) == [620, nil])
        #expect(trace.meta["scene_view"] == "A")
        #expect(cli.files == ["out.sqlite", "scene.swift"])
    }

    @Test func theDefaultProposalIsAPhoneScreen() {
        let cli = CLI()
        cli.write("s.swift", "Color.red")
        #expect(cli.run("record", "s.swift").stdout == "recorded s.swift at 390×844: 1 nodes, 2 calls, 1 pass → ltrace.sqlite\n")
    }

    @Test func sceneErrorsUseTheCompilersFormat() {
        let cli = CLI()
        cli.write("bad.swift", "HStack {\n    Color.red.fram(width: 3)\n}\n")
        let r = cli.run("record", "bad.swift")
        #expect(r.status == 1)
        #expect(r.stderr == "bad.swift:2:15: error: unsupported modifier 'fram'; did you mean 'frame'?\n")
        #expect(r.stdout.isEmpty)
        #expect(cli.files == ["bad.swift"])
    }

    @Test func unknownScenesAndBadArguments() {
        let cli = CLI()
        cli.copyTraces()
        let r = cli.run("record", "chat-bubble")
        #expect(r.status == 1)
        #expect(r.stderr == "error: no scene 'chat-bubble': not a file, and ./Traces has no chat-bubble.swift; did you mean 'chat-bubbles'?\n")
        #expect(cli.run("record", "missing.swift").stderr == "error: missing.swift: no such scene file\n")
        // A folder is one program: the examples in ./Traces each declare their own HeartView.
        #expect(cli.run("record", "Traces").stderr.hasPrefix("Traces/icon-overlay.swift:5:8: error: 'HeartView' is declared twice"))
        cli.write("empty/readme.txt", "")
        #expect(cli.run("record", cli.path("empty")).stderr == "error: \(cli.path("empty")): the folder holds no .swift files\n")
        let bad = cli.run("record", "offset", "--proposal=-3x4")
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: invalid proposal '-3x4': write WxH, each side a number, nil or inf (620x80, nilx80)"))
        let noDirectory = cli.run("record", "offset", "-o", "nowhere/t.sqlite")
        #expect(noDirectory.status == 1)
        #expect(noDirectory.stderr == "error: nowhere/t.sqlite: no such directory: nowhere\n")
    }

    @Test func aFailedRecordKeepsThePreviousTrace() throws {
        let cli = CLI()
        cli.write("good.swift", "Color.red")
        cli.write("bad.swift", "Color.red.frame(width: \"x\")")
        cli.run("record", "good.swift")
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite")))
        #expect(cli.run("record", "bad.swift").status == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite"))) == before)
        #expect(cli.files == ["bad.swift", "good.swift", "ltrace.sqlite"])
    }

    @Test func anInterruptedRecordLeavesNothingBehind() throws {
        let cli = CLI()
        cli.write("small.swift", "Color.red")
        cli.run("record", "small.swift")
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite")))
        cli.write("big.swift", "VStack { ForEach(0..<8000) { i in HStack { Text(\"Row \\(i)\"); Spacer(); Color.red.frame(width: 10) } } }")
        let started = cli.start(["record", "big.swift", "--proposal", "390x844", "--proposal", "300x844"])
        // Wait until the trace is being written, then interrupt.
        let deadline = Date().addingTimeInterval(120)
        while !cli.files.contains(where: { $0.contains(".ltrace-tmp-") }) && started.0.isRunning && Date() < deadline { usleep(2000) }
        #expect(started.0.isRunning, "the recording finished before it could be interrupted")
        started.0.interrupt()
        let result = cli.finish(started)
        #expect(started.0.terminationReason == .uncaughtSignal)
        #expect(result.stdout.isEmpty)
        #expect(cli.files == ["big.swift", "ltrace.sqlite", "small.swift"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.path("ltrace.sqlite"))) == before)
    }
}
