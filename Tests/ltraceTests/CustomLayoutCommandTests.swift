import Foundation
import Testing
import TestSupport
import TraceStore

/// A scene's own Layout through the real CLI: `record` runs it, `why` on a subview names the
/// line of the layout's code that proposed its size and the one that placed it.
@Suite struct CustomLayoutCommandTests {
    static let app = Repository.corpus.appendingPathComponent("apps/Layouts").path

    @Test func whyNamesTheLineOfTheLayoutThatProposedTheSize() throws {
        let cli = CLI()
        let recorded = cli.run("record", Self.app, "--preview", "Relative middle", "--proposal", "620x80")
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(!recorded.stderr.contains("warning: Layouts.swift"), "\(recorded.stderr)")
        // Color.green is Previews.swift:15:9; the layout's `sizeThatFits` asks at Layouts.swift:14
        // and places at Layouts.swift:21.
        let why = cli.run("why", "Previews.swift:15:9")
        #expect(why.status == 0, "\(why.stderr)")
        #expect(why.stdout.contains("RelativeSizeLayout.sizeThatFits, Layouts.swift:14: proposed 100 × 80 to VStack, which answered 100 × 80"), "\(why.stdout)")
        #expect(why.stdout.contains("RelativeSizeLayout.placeSubviews, Layouts.swift:21: placed VStack's center anchor at"), "\(why.stdout)")
        #expect(why.stdout.contains("100 × 80 at (210, 0)"), "\(why.stdout)")
        // README's example is these commands' output, line by line.
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "<!-- custom-layout-example -->\n```\n").dropFirst().first?.components(separatedBy: "\n```").first)
        let lines = why.stdout.split(separator: "\n").map(String.init)
        for line in block.split(separator: "\n") { #expect(lines.contains(String(line)), "README line not in why's output: \(line)") }
        // The decisions are rows SQL reads, sentence and all.
        let sql = cli.run("query", "SELECT message FROM explained_decisions WHERE kind = 'layout.propose' LIMIT 1")
        #expect(sql.status == 0 && sql.stdout.contains("Layouts.swift:14: proposed"), "\(sql.stdout)\(sql.stderr)")
    }

    @Test func aFaultOfTheLayoutsCodeIsAWarningAndTheRestRecords() throws {
        let cli = CLI()
        cli.write("scene.swift", """
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    subviews[3].sizeThatFits(proposal)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            VStack {
                Broken { Color.red }
                Text("still here")
            }
            """)
        let recorded = cli.run("record", cli.path("scene.swift"))
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("scene.swift:3:18: warning: index 3 is out of range (0..<1); Broken.sizeThatFits falls back to taking the space it is offered"), "\(recorded.stderr)")
        let trace = try TraceReader(path: cli.path("ltrace.sqlite"))
        #expect(try trace.nodes().map(\.kind) == ["VStack", "Broken", "Color", "Text"])
    }
}
