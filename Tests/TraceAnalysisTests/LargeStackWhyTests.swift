import Foundation
import LayoutEngine
import Testing
import TraceAnalysis
import TraceStore

/// `why` through stacks with many children reads a handful of their decisions by
/// position and summarises the shares it skips; the numbers must be the same as
/// reading them all.
@Suite struct LargeStackWhyTests {
    static func rows(_ count: Int, _ row: String = "Color.red.frame(height: 10)") -> String {
        "VStack {\n    ForEach(0..<\(count)) { i in\n        \(row)\n    }\n}\n"
    }

    @Test func aChildInTheMiddleShowsTheEndsAndSummarisesTheRest() throws {
        let r = try Recorded(Self.rows(40), proposals: [ProposedViewSize(width: 100, height: 1000)])
        let chain = try WhyAnalysis(trace: r.trace).explain(NodeID(43), pass: 1)
        let lines = WhyReport.text(chain, scenePath: "scene.swift").trimmed
        expectInOrder(
            [
                "default spacing, what neighbours prefer (8 between views, 0 next to a Spacer, a text's own distances next to a text): gaps total 312",
                "one priority group (0) with all 40 children",
                "priority 0: all equally flexible, so in source order",
                "available 1000 − 312 gaps = 688",
                "688 / 40 = 17.2 proposed to frame(height: 10), which took 10; 678 left",
                "678 / 39 = 17.38 proposed to frame(height: 10), which took 10; 668 left",
                "… 16 more shares (node-6 … node-36), which took 160 together; 508 left …",
                "508 / 22 = 23.09 proposed to frame(height: 10), which took 10; 498 left",
                "498 / 21 = 23.71 proposed to frame(height: 10), which took 10; 488 left",
                "488 / 20 = 24.4 proposed to frame(height: 10), which took 10; 478 left",
                "node-42 frame(height: 10) @3:19: proposed 100 × 24.4 → 100 × 10",
                "y = 504: after 20 views and their gaps (offset 360); aligned on .center across",
            ], in: lines)
        // Ten times the rows, the same length of chain.
        let more = try Recorded(Self.rows(400), proposals: [ProposedViewSize(width: 100, height: 10000)])
        let longer = WhyReport.text(try WhyAnalysis(trace: more.trace).explain(NodeID(403), pass: 1), scenePath: "scene.swift")
        #expect(longer.count == lines.count)
        #expect(longer.contains { $0.contains("… 196 more shares (node-6 … node-396)") })
    }

    @Test func theStackItselfShowsItsSize() throws {
        let r = try Recorded(Self.rows(40), proposals: [ProposedViewSize(width: 100, height: 1000)])
        let lines = try r.why("VStack").trimmed
        expectInOrder(
            [
                "678 / 39 = 17.38 proposed to frame(height: 10), which took 10; 668 left",
                "… 36 more shares (node-6 … node-76), which took 360 together; 308 left …",
                "298 / 1 = 298 proposed to frame(height: 10), which took 10; 288 left",
                "height = children + gaps = 712; width = union of children aligned on .center = 100",
            ], in: lines)
    }

    @Test func priorityGroupsAreFollowedAcrossTheirRuns() throws {
        // Row 30 has priority 1: it is served first, and the rest share what it left.
        let rows = (0..<40).map { $0 == 30 ? "    Color.blue.frame(height: 10).layoutPriority(1)" : "    Color.red.frame(height: 10)" }
        let scene = "VStack(spacing: 0) {\n" + rows.joined(separator: "\n") + "\n}\n"
        let r = try Recorded(scene, proposals: [ProposedViewSize(width: 100, height: 1000)])
        let target = try #require(try r.trace.nodes().filter { $0.label == "Color.red" }.dropFirst(20).first)
        let lines = WhyReport.text(try WhyAnalysis(trace: r.trace).explain(target.id, pass: 1), scenePath: "scene.swift").trimmed
        #expect(lines.contains("2 priority groups, highest first: 1, 0, of 1, 39 children"))
        expectInOrder(
            [
                "available 1000 − 0 gaps − 390 reserved for lower-priority minimums = 610",
                "610 / 1 = 610 proposed to layoutPriority(1), which took 10; 600 left",
                "priority 0 group takes back its minimums 390: available 990",
                "990 / 39 = 25.38 proposed to frame(height: 10), which took 10; 980 left",
                "… 17 more shares (node-3 … node-35), which took 170 together; 810 left …",
                "810 / 21 = 38.57 proposed to frame(height: 10), which took 10; 800 left",
                "800 / 20 = 40 proposed to frame(height: 10), which took 10; 790 left",
                "790 / 19 = 41.58 proposed to frame(height: 10), which took 10; 780 left",
            ], in: lines)
    }

    @Test func aChildServedOutOfSourceOrderShowsItsProbe() throws {
        // Fixed frames are less flexible than colours, so they are served first.
        let rows = (0..<40).map { $0 % 2 == 0 ? "    Color.red" : "    Color.blue.frame(height: 10)" }
        let scene = "VStack(spacing: 0) {\n" + rows.joined(separator: "\n") + "\n}\n"
        let r = try Recorded(scene, proposals: [ProposedViewSize(width: 100, height: 1000)])
        let reds = try r.trace.nodes().filter { $0.label == "Color.red" }
        let lines = WhyReport.text(try WhyAnalysis(trace: r.trace).explain(reds[1].id, pass: 1), scenePath: "scene.swift").trimmed
        // The 20 frames go first and take 200; the second red is served 22nd.
        expectInOrder(
            [
                "Color.red: height between 0 (proposed 0) and inf (proposed inf), flexibility inf",
                "priority 0: least flexible first: frame(height: 10), frame(height: 10), frame(height: 10), frame(height: 10), frame(height: 10), frame(height: 10), frame(height: 10), frame(height: 10), … (32 more)",
                "1000 / 40 = 25 proposed to frame(height: 10), which took 10; 990 left",
                "… 17 more shares (node-8 … node-56), which took 170 together; 810 left …",
                "800 / 20 = 40 proposed to Color.red, which took 40; 760 left",
                "760 / 19 = 40 proposed to Color.red, which took 40; 720 left",
                "y = 50: after 2 views and their gaps (offset 50); aligned on .center across",
            ], in: lines)
    }
}
