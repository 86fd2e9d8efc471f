import Foundation
import LayoutEngine
import Testing
import TraceAnalysis
import TraceStore

/// `why` on every SPEC.md example: the key numbers and rules of each chain.
@Suite struct WhyTests {
    static func relativeSize(on target: String, priority: Bool = false) -> String {
        var lines = ["HStack(spacing: 10) {"]
        for color in ["blue", "green", "yellow"] {
            lines.append("    Color.\(color)")
            if color == target { lines.append("        .relativeProposed(width: 0.5)" + (priority ? ".layoutPriority(1)" : "")) }
        }
        lines.append("}")
        lines.append(".frame(height: 80)")
        return lines.joined(separator: "\n")
    }

    @Test func theSecondRelativeSizeExampleExplainsYellow() throws {
        let r = try Recorded(Self.relativeSize(on: "green"), proposals: [ProposedViewSize(width: 620, height: 80)])
        let lines = try r.why("Color.yellow").trimmed
        #expect(lines[0] == "why node-5 Color.yellow (scene.swift:5:5) in pass 1: 300 × 80 at (320, 0)")
        let expected = [
            "the root is proposed 620 × 80",
            "node-0 frame(height: 80) @7:2: proposed 620 × 80 → 620 × 80",
            "width not set: passes the proposal 620 on and takes the child's 620",
            "node-1 HStack(spacing: 10) @1:1: proposed 620 × 80 → 620 × 80",
            "2 gaps of 10 = 20",
            "priority 0: all equally flexible, so in source order",
            "available 620 − 20 gaps = 600",
            "600 / 3 = 200 proposed to Color.blue, which took 200; 400 left",
            "400 / 2 = 200 proposed to relativeProposed(width: 0.5), which took 100; 300 left",
            "node-3 relativeProposed(width: 0.5) @4:10: proposed 200 × 80, proposes 100 × 80 to its child (width 200 × 0.5 = 100)",
            "so node-3 took 100 × 80, not the 200 it was proposed",
            "300 / 1 = 300 proposed to Color.yellow, which took 300; 0 left",
            "node-5 Color.yellow @5:5: proposed 300 × 80 → 300 × 80",
            "takes the proposal: 300 × 80",
            "x = 320: after 2 views and their gaps (offset 320); aligned on .center across",
        ]
        expectInOrder(expected, in: lines)
    }

    @Test func theFirstAndLastExamples() throws {
        let first = try Recorded(Self.relativeSize(on: "blue"), proposals: [ProposedViewSize(width: 620, height: 80)])
        let yellow = try first.why("Color.yellow").trimmed
        #expect(yellow.contains("600 / 3 = 200 proposed to relativeProposed(width: 0.5), which took 100; 500 left"))
        #expect(yellow.contains("500 / 2 = 250 proposed to Color.green, which took 250; 250 left"))
        #expect(yellow.contains("250 / 1 = 250 proposed to Color.yellow, which took 250; 0 left"))

        let last = try Recorded(Self.relativeSize(on: "yellow"), proposals: [ProposedViewSize(width: 620, height: 80)])
        let stack = try last.why("HStack(spacing: 10)").trimmed
        #expect(stack.contains("width = children + gaps = 520; height = union of children aligned on .center = 80"))
        #expect(stack.contains("node-0 frame(height: 80) at (50, 0): the root is centred in the proposal: x = (620 − 520) / 2 = 50, y = (80 − 80) / 2 = 0"))
    }

    @Test func priorityGroupsAndReservations() throws {
        let r = try Recorded(Self.relativeSize(on: "yellow", priority: true), proposals: [ProposedViewSize(width: 620, height: 80)])
        let blue = try r.why("Color.blue").trimmed
        #expect(blue.contains("2 priority groups, highest first: 1, 0, of 1, 2 children"))
        #expect(blue.contains("600 / 1 = 600 proposed to layoutPriority(1), which took 300; 300 left"))
        #expect(blue.contains("node-5 relativeProposed(width: 0.5) @5:10: proposed 600 × 80, proposes 300 × 80 to its child (width 600 × 0.5 = 300)"))
        #expect(blue.contains("priority 0 group takes back its minimums 0: available 300"))
        #expect(blue.contains("300 / 2 = 150 proposed to Color.blue, which took 150; 150 left"))
    }

    @Test func aspectRatiosSayWhatTheyProposeAndWhichProbeMattered() throws {
        let fit = try Recorded("Rectangle().aspectRatio(16/9, contentMode: .fit)", proposals: [ProposedViewSize(width: 100, height: 100)])
        #expect(try fit.why("Rectangle()").trimmed.contains { $0.hasPrefix("fits ratio 1.78 into 100 × 100") && $0.hasSuffix("proposes 100 × 56.25") })
        let fill = try Recorded("Rectangle().aspectRatio(16/9, contentMode: .fill)", proposals: [ProposedViewSize(width: 100, height: 100)])
        #expect(try fill.why("Rectangle()").trimmed.contains { $0.hasPrefix("fills ratio 1.78 into 100 × 100") && $0.hasSuffix("proposes 177.78 × 100") })
        let image = try Recorded(
            #"Image("test", width: 100, height: 50).resizable().aspectRatio(contentMode: .fit)"#, proposals: [ProposedViewSize(width: 320, height: 480)])
        let lines = try image.why(#"Image("test", width: 100, height: 50).resizable()"#).trimmed
        #expect(lines.contains("fits ratio 2 (from the child's ideal size 100 × 50) into 320 × 480: scale 3.2, proposes 320 × 160"))
        #expect(lines.contains("'test' is resizable: takes the proposal 320 × 160 (nil → intrinsic) → 320 × 160"))
    }

    @Test func chatBubblesInBothWindows() throws {
        let source = """
            RoundedRectangle(cornerRadius: 16)
                .frame(maxWidth: 400)
                .relativeProposed(width: 0.8)
                .frame(maxWidth: .infinity, alignment: .trailing)
            """
        let r = try Recorded(source, proposals: [ProposedViewSize(width: 600, height: 44), ProposedViewSize(width: 300, height: 44)])
        let wide = try r.why("RoundedRectangle(cornerRadius: 16)", pass: 1).trimmed
        #expect(wide.contains("proposed 600 × 44, proposes 480 × 44 to its child (width 600 × 0.8 = 480)"))
        #expect(wide.contains("width (max 400): proposed 480, passes 400 to its child, which took 400; takes the child's 400"))
        #expect(wide.contains("aligned .trailing: x = 0 + 600 − 400 = 200, y = 0 + 22 − 22 = 0"))
        let narrow = try r.why("RoundedRectangle(cornerRadius: 16)", pass: 2).trimmed
        #expect(narrow[0].hasSuffix("in pass 2: 240 × 44 at (60, 0)"))
        #expect(narrow.contains("proposed 300 × 44, proposes 240 × 44 to its child (width 300 × 0.8 = 240)"))
        #expect(narrow.contains("aligned .trailing: x = 0 + 300 − 240 = 60, y = 0 + 22 − 22 = 0"))
    }

    @Test func offsetPaddingFramePosition() throws {
        let base = "Rectangle().fill(.green).frame(width: 100, height: 50)"
        let padding = try Recorded(base + ".padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0))", proposals: [.unspecified])
        #expect(try padding.why("frame(width: 100, height: 50)").trimmed.contains("child placed inside the insets at (30, 30)"))
        let frame = try Recorded(base + ".frame(width: 130, height: 80, alignment: .bottomTrailing)", proposals: [.unspecified])
        #expect(try frame.why("frame(width: 100, height: 50)").trimmed.contains("aligned .bottomTrailing: x = 0 + 130 − 100 = 30, y = 0 + 80 − 50 = 30"))
        let position = try Recorded(base + ".position(x: 80, y: 55).frame(width: 130, height: 80)", proposals: [.unspecified])
        #expect(try position.why("frame(width: 100, height: 50)").trimmed.contains("child centred at (80, 55) of the position's frame"))
        let offset = try Recorded(base + ".offset(x: 30, y: 30)", proposals: [.unspecified])
        #expect(try offset.why("frame(width: 100, height: 50)").trimmed.contains("drawn shifted by (30, 30) to (30, 30); layout size unchanged"))
    }

    @Test func alignmentGuidesInAZStack() throws {
        let source = """
            ZStack(alignment: .topTrailing) {
                RoundedRectangle(cornerRadius: 12).frame(width: 150, height: 50)
                Circle().frame(width: 30, height: 30)
                    .alignmentGuide(.top) { $0.height / 2 }
                    .alignmentGuide(.trailing) { $0.width / 2 }
            }
            """
        let r = try Recorded(source, proposals: [.unspecified])
        let lines = try r.why("frame(width: 30, height: 30)").trimmed
        #expect(lines[0].hasSuffix("30 × 30 at (135, 0)"))
        #expect(lines.contains { $0.hasPrefix("aligned on .topTrailing: its guides (15, 15) meet the stack's, so it sits at (135, 0)") })
    }

    @Test func aNodeThatIgnoresItsProposalEndsTheChain() throws {
        let r = try Recorded("HStack(spacing: 10) { Color.red; Color.blue.frame(width: 100, height: 50) }", proposals: [ProposedViewSize(width: 300, height: 300)])
        let lines = try r.why("Color.blue").trimmed
        #expect(lines.contains("node-2 frame(width: 100, height: 50) ignores its proposal, so nothing above it changes the size:"))
        #expect(!lines.contains { $0.hasPrefix("node-0 HStack") && $0.contains("proposed 300 × 300") })
        let width = try r.why("Color.blue", aspects: [.width]).trimmed
        #expect(width.contains("node-2 frame(width: 100, height: 50) ignores its proposal, so nothing above it changes the width:"))
        // An image ignores its proposal on both axes.
        let image = try Recorded(#"VStack { Image("p", width: 40, height: 20) }.padding()"#, proposals: [ProposedViewSize(width: 300, height: 300)])
        #expect(try image.why(#"Image("p", width: 40, height: 20)"#).trimmed.contains { $0.hasSuffix("ignores its proposal, so nothing above it changes the size:") })
    }

    @Test func probesThatOrderedAStackAreShown() throws {
        let r = try Recorded(
            "HStack(spacing: 0) { Color.red; Color.blue.frame(width: 50); Color.green.frame(maxWidth: 100) }",
            proposals: [ProposedViewSize(width: 300, height: 40)])
        let lines = try r.why("Color.red").trimmed
        #expect(lines.contains("Color.red: width between 0 (proposed 0) and inf (proposed inf), flexibility inf"))
        #expect(lines.contains("frame(width: 50): width between 50 (proposed 0) and 50 (proposed inf), flexibility 0"))
        #expect(lines.contains { $0.hasPrefix("priority 0: least flexible first: frame(width: 50), frame(maxWidth: 100), Color.red") })
    }

    @Test func unchosenViewThatFitsCandidatesAndLists() throws {
        let r = try Recorded(#"ViewThatFits { Text("A long label that does not fit"); Text("Short") }"#, proposals: [ProposedViewSize(width: 100, height: 50)])
        do {
            _ = try r.why(#"Text("A long label that does not fit")"#)
            Issue.record("an unplaced candidate has no chain")
        } catch let e as WhyNotPlaced {
            #expect(e.description.hasPrefix(#"node-1 Text("A long label that does not fit") was not placed in pass 1"#))
            #expect(e.rules.contains { $0.message.contains("does not fit") })
        }
        let list = try Recorded("VStack { ForEach(0..<2) { _ in Color.red } }", proposals: [.unspecified])
        #expect(throws: WhyNotPlaced.self) { try list.why("ForEach(0..<2)") }
    }

    @Test func jsonCarriesTheSameChain() throws {
        let r = try Recorded(Self.relativeSize(on: "green"), proposals: [ProposedViewSize(width: 620, height: 80)])
        let chain = try WhyAnalysis(trace: r.trace).explain(try r.node("Color.yellow"), pass: 1)
        let json = TraceJSON.encode(WhyReport.json(chain))
        guard let object = TraceJSON.decode(json)?.objectValue else { Issue.record("not JSON"); return }
        #expect(object["frame"] == .object(["x": 320, "y": 0, "width": 300, "height": 80]))
        let steps = object["steps"]?.arrayValue ?? []
        #expect(steps.map { $0.objectValue?["node"]?.objectValue?["id"] } == ["node-0", "node-1", "node-5"])
        let stackRules = steps[1].objectValue?["rules"]?.arrayValue ?? []
        #expect(stackRules.compactMap { $0.objectValue?["kind"]?.stringValue }.filter { $0 == "stack.distribute" }.count == 3)
        let distribute = stackRules.last { $0.objectValue?["kind"] == "stack.distribute" }?.objectValue?["data"]?.objectValue
        #expect(distribute?["proposal"] == 300)
        #expect(object["placements"]?.arrayValue?.count == 3)
    }

    @Test func locatingNodesBySourcePosition() throws {
        let source = "VStack {\n    ForEach(0..<3) { i in\n        Color.red.frame(height: 10)\n    }\n}"
        let r = try Recorded(source, proposals: [.unspecified])
        let line = try NodeLocator.locate("scene.swift:3", in: r.trace)
        #expect(try r.trace.node(line.node)?.label == "Color.red")
        #expect(line.others.count == 2)
        let column = try NodeLocator.locate("scene.swift:3:19", in: r.trace)
        #expect(try r.trace.node(column.node)?.label == "frame(height: 10)")
        let between = try NodeLocator.locate("scene.swift:3:25", in: r.trace)
        #expect(between.node == column.node)
        #expect(try NodeLocator.locate("node-2", in: r.trace).node == NodeID(2))
        #expect(throws: TraceError.unresolvedNode(path: r.trace.path, written: "scene.swift:4", problem: .nothingWrittenThere)) { try NodeLocator.locate("scene.swift:4", in: r.trace) }
        #expect(throws: TraceError.unresolvedNode(path: r.trace.path, written: "other.swift", problem: .otherScene(recorded: "scene.swift"))) { try NodeLocator.locate("other.swift:3", in: r.trace) }
        #expect(throws: TraceError.noSuchNode(path: r.trace.path, node: NodeID(99), nodes: 8)) { try NodeLocator.locate("node-99", in: r.trace) }
        #expect("\(TraceError.noSuchNode(path: "t.sqlite", node: NodeID(99), nodes: 8))" == "t.sqlite: node-99 does not exist: the trace has node-0 … node-7")
        #expect("\(TraceError.unresolvedNode(path: "t.sqlite", written: "other.swift", problem: .otherScene(recorded: "scene.swift")))" == "t.sqlite: the trace was recorded from scene.swift, not other.swift")
        #expect(throws: TraceError.self) { try NodeLocator.locate("three", in: r.trace) }
    }
}
