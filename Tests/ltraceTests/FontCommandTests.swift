import Foundation
import LayoutEngine
import Testing
import TestSupport
import TraceStore

/// Text measured through the real command on real font files: an app's own font, and SF Pro found
/// through `--fonts`, `LTRACE_FONTS` and the user's font folder, in that order.
@Suite struct FontCommandTests {
    static let boarding = Repository.root.appendingPathComponent("Tests/Corpus/apps/Boarding")

    func text(_ trace: TraceReader, _ label: String) throws -> (frame: CGRect, layout: TextSize) {
        let node = try #require(try trace.nodes().first { $0.label.hasPrefix(label) }, "no \(label)")
        let frame = try #require(try trace.frame(pass: 1, node: node.id))
        let layout = try #require(try trace.decisions(node: node.id).compactMap { $0.as(TextSize.self) }.last)
        return (frame, layout)
    }

    @Test func anAppWithItsOwnFontRecordsWithThatFontsWidths() throws {
        let cli = CLI()
        let app = cli.directory.appendingPathComponent("Boarding")
        try FileManager.default.copyItem(at: Self.boarding, to: app)
        try TestFonts.build(into: app.appendingPathComponent("Fonts"))
        try TestFonts.build(TestFonts.Spec(style: "Bold", weight: 700, advanceOfA: 640), into: app.appendingPathComponent("Fonts"))
        let r = cli.run("record", app.path, "--preview", "Pass")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("font 'LtraceTestSans"), "\(r.stderr)")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))

        let gate = try text(trace, "Text(flight.gate)")
        #expect(gate.frame.width == TextMetrics.pixelCeil(TestFonts.width("AVa b", size: 17), scale: 3))
        #expect(gate.frame.height == TextMetrics.pixelCeil((TestFonts.ascender + TestFonts.descender + TestFonts.lineGap) / 1000 * 17, scale: 3))
        #expect(gate.layout.measuredWith == "Ltrace Test Sans Regular (LtraceTestSans-Regular.ttf)" && !gate.layout.approximate)

        // `.custom("Ltrace Test Sans", size: 24, relativeTo: .title).bold()`: the family's bold face.
        let seat = try text(trace, "Text(flight.seat)")
        #expect(seat.frame.width == TextMetrics.pixelCeil(TestFonts.width("1A", size: 24), scale: 3))
        #expect(seat.layout.measuredWith == "Ltrace Test Sans Bold (LtraceTestSans-Bold.ttf)")

        // One line in 60 points: "aaaa" and the ellipsis (the space before it is not shown).
        let boarding = try text(trace, "Text(flight.boarding)")
        let cut = TestFonts.width("aaaa", size: 17) + TestFonts.width("…", size: 17)
        #expect(boarding.frame.width == TextMetrics.pixelCeil(cut, scale: 3))
        #expect(boarding.layout.truncated && boarding.layout.firstLine == "aaaa…")

        // Runs: each side of `+`, and markdown's strong text, in its own face of the app's font.
        let joined = try text(trace, "(Text(\"aa \") + Text(\"ab\").bold()).font(.gate)")
        #expect(abs(joined.layout.unroundedWidth - (TestFonts.width("aa ", size: 17) + TestFonts.width("ab", size: 17, advanceOfA: 640))) < 1e-6)
        #expect(joined.layout.measuredWith == "Ltrace Test Sans Regular (LtraceTestSans-Regular.ttf) + Ltrace Test Sans Bold (LtraceTestSans-Bold.ttf)")
        let markdown = try text(trace, "Text(\"**ab** c\").font(.gate)")
        #expect(abs(markdown.layout.unroundedWidth - (TestFonts.width("ab", size: 17, advanceOfA: 640) + TestFonts.width(" c", size: 17))) < 1e-6)

        // The system font beside it is the open stand-in, marked ≈ by why.
        let plain = try text(trace, "Text(\"Boarding\")")
        #expect(plain.layout.approximate)
        let why = cli.run("why", "--trace", cli.path("ltrace.sqlite"), try #require(try trace.nodes().first { $0.label == "Text(\"Boarding\")" }).id.description)
        #expect(why.stdout.contains("widths from Inter Regular (Inter-Regular.otf) for SF Pro), width ≈ "), "\(why.stdout)")
    }

    @Test func sfProIsFoundWithFontsThenLtraceFontsThenTheUsersFolder() throws {
        let cli = CLI()
        cli.write("scene.swift", "Text(\"aaa\")\n")
        let home = cli.directory.appendingPathComponent("home")
        func sfPro(_ folder: URL, advanceOfA: CGFloat) throws {
            try TestFonts.build(TestFonts.Spec(family: "SF Pro Text", advanceOfA: advanceOfA), into: folder, file: "SF-Pro-Text-Regular.otf")
        }
        try sfPro(cli.directory.appendingPathComponent("given"), advanceOfA: 510)
        try sfPro(cli.directory.appendingPathComponent("env"), advanceOfA: 520)
        try sfPro(home.appendingPathComponent(".local/share/fonts"), advanceOfA: 530)
        let auto = ["LTRACE_SYSTEM_FONT": "auto", "HOME": home.path]
        func widthOfAAA(_ arguments: [String], _ environment: [String: String]) throws -> (CGFloat, TraceMeta, String) {
            let r = cli.run(["record", "scene.swift"] + arguments, environment: environment)
            #expect(r.status == 0, "\(r.stderr)")
            let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
            return (try text(trace, "Text(\"aaa\")").layout.unroundedWidth, trace.meta, r.stderr)
        }
        let given = try widthOfAAA(["--fonts", "given"], auto.merging(["LTRACE_FONTS": cli.path("env")]) { $1 })
        #expect(abs(given.0 - TestFonts.width("aaa", size: 17, advanceOfA: 510)) < 1e-9)
        #expect(given.1.textWidths == "exact: SF Pro Text Regular (SF-Pro-Text-Regular.otf)")
        #expect(!given.2.contains("approximate"), "\(given.2)")
        let env = try widthOfAAA([], auto.merging(["LTRACE_FONTS": cli.path("env")]) { $1 })
        #expect(abs(env.0 - TestFonts.width("aaa", size: 17, advanceOfA: 520)) < 1e-9)
        let user = try widthOfAAA([], auto)
        #expect(abs(user.0 - TestFonts.width("aaa", size: 17, advanceOfA: 530)) < 1e-9)
        // None of them: the stand-in, one warning saying how to get exact widths.
        let none = try widthOfAAA([], ["LTRACE_SYSTEM_FONT": "auto", "HOME": cli.path("nowhere")])
        #expect(none.1.textWidths.hasPrefix("approximate text widths: Inter Regular"))
        #expect(none.2.components(separatedBy: "warning: text widths are approximate").count == 2, "\(none.2)")
        #expect(none.2.contains("pass --fonts DIR with SF Pro's files"))
        // A folder that is not there is an error, before anything is written.
        let missing = cli.run("record", "scene.swift", "--fonts", "no-such-folder", "-o", "other.sqlite")
        #expect(missing.status != 0 && missing.stderr.contains("--fonts no-such-folder: no such folder"), "\(missing.stderr)")
        #expect(!cli.files.contains("other.sqlite"))
    }
}
