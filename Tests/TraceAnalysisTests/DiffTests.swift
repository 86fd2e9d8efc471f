import Foundation
import LayoutEngine
import Testing
import TraceAnalysis
import TraceStore

/// `diff` on real trace files: identical, resized and edited scenes.
@Suite struct DiffTests {
    static let middle = WhyTests.relativeSize(on: "green")
    static let wide = ProposedViewSize(width: 620, height: 80)

    func diff(_ a: Recorded, _ b: Recorded, passes: [Int] = []) throws -> PassDiff {
        let (diffs, notes) = try TraceDiff.compare(a.trace, b.trace, passes: passes)
        #expect(notes.isEmpty)
        return try #require(diffs.first)
    }

    func reason(_ d: PassDiff, _ label: String) -> String? { d.changed.first { $0.b.label == label }?.reason }

    @Test func theSameSceneTwiceIsIdentical() throws {
        let d = try diff(Recorded(Self.middle, proposals: [Self.wide]), Recorded(Self.middle, proposals: [Self.wide]))
        #expect(d.isIdentical)
        #expect(d.changed.isEmpty && d.added.isEmpty && d.removed.isEmpty && d.edited.isEmpty)
        #expect(d.divergence == nil)
        #expect(DiffReport.text([d]) == ["identical: \(d.a.path) pass 1 and \(d.b.path) pass 1 (6 nodes, 26 calls, the same frames)"])
    }

    @Test func aResizedRootChangesEveryFrameAndSaysWhere() throws {
        let d = try diff(Recorded(Self.middle, proposals: [Self.wide]), Recorded(Self.middle, proposals: [ProposedViewSize(width: 320, height: 80)]))
        #expect(!d.isIdentical)
        #expect(d.changed.map(\.b.id.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(reason(d, "frame(height: 80)") == "proposal width 620 → 320: the root proposal changed 620×80 → 320×80")
        #expect(
            reason(d, "Color.blue")
                == "proposal width 200 → 100: the root proposal changed 620×80 → 320×80; in node-1 HStack(spacing: 10), 300 was left for 3 when its turn came (was 600 for 3)")
        #expect(reason(d, "Color.yellow")?.hasSuffix("150 was left for 1 when its turn came (was 300 for 1): node-2 Color.blue took 100 (was 200), node-3 relativeProposed(width: 0.5) took 50 (was 100)") == true)
        let yellow = try #require(d.changed.first { $0.b.label == "Color.yellow" })
        #expect(yellow.before == CGRect(x: 320, y: 0, width: 300, height: 80))
        #expect(yellow.after == CGRect(x: 170, y: 0, width: 150, height: 80))
        // The very first call already differs: the root's placement at the new proposal.
        #expect(d.divergence?.a?.id == 1 && d.divergence?.b?.id == 1)
    }

    @Test func twoPassesOfOneTrace() throws {
        let r = try Recorded(Self.middle, proposals: [Self.wide, ProposedViewSize(width: 320, height: 80)])
        let (diffs, _) = try TraceDiff.compare(r.trace, r.trace, passes: [1, 2])
        let d = try #require(diffs.first)
        #expect(d.a.pass == 1 && d.b.pass == 2)
        #expect(d.changed.count == 6)
        #expect(d.divergence?.b?.id == 27)
        #expect(try TraceDiff.compare(r.trace, r.trace, passes: [2, 2]).diffs.allSatisfy(\.isIdentical))
    }

    @Test func anEditedModifierIsTheReason() throws {
        let quarter = Self.middle.replacingOccurrences(of: "width: 0.5", with: "width: 0.25")
        let d = try diff(Recorded(Self.middle, proposals: [Self.wide]), Recorded(quarter, proposals: [Self.wide]))
        #expect(d.edited.map(\.b.label) == ["relativeProposed(width: 0.25)"])
        #expect(reason(d, "relativeProposed(width: 0.25)") == "same proposal; its own arguments changed, relativeProposed(width: 0.5) → relativeProposed(width: 0.25)")
        #expect(
            reason(d, "Color.green")
                == "proposal width 100 → 50: relativeProposed on node-3 changed, relativeProposed(width: 0.5) → relativeProposed(width: 0.25): proposed 200 × 80, proposes 50 × 80 to its child (width 200 × 0.25 = 50)")
        #expect(
            reason(d, "Color.yellow")
                == "proposal width 300 → 350: in node-1 HStack(spacing: 10), 350 was left for 1 when its turn came (was 300 for 1): node-3 relativeProposed(width: 0.25) took 50 (was 100)")
        // Blue is served first and is unaffected.
        #expect(reason(d, "Color.blue") == nil)
        #expect(d.divergence?.aText.hasSuffix("relativeProposed(width: 0.5)  200×80 → 100×80") == true)
    }

    @Test func aModifierMovedToAnotherViewMatchesTheRest() throws {
        let first = WhyTests.relativeSize(on: "blue")
        let d = try diff(Recorded(first, proposals: [Self.wide]), Recorded(Self.middle, proposals: [Self.wide]))
        #expect(d.removed.map { "\($0.node.id) \($0.node.label)" } == ["node-2 relativeProposed(width: 0.5)"])
        #expect(d.added.map { "\($0.node.id) \($0.node.label)" } == ["node-3 relativeProposed(width: 0.5)"])
        let blue = try #require(d.changed.first { $0.b.label == "Color.blue" })
        #expect(blue.a.id == NodeID(3) && blue.b.id == NodeID(2))
        #expect(blue.reason.hasPrefix("proposal width 100 → 200: it was inside node-2 relativeProposed(width: 0.5), which is gone; now node-1 HStack(spacing: 10) proposes to it: 600 / 3 = 200"))
        #expect(
            reason(d, "Color.green")
                == "proposal width 250 → 100: relativeProposed(width: 0.5) on node-3 is new: proposed 200 × 80, proposes 100 × 80 to its child (width 200 × 0.5 = 100)")
    }

    @Test func aPriorityChangesTheGroups() throws {
        let prioritized = WhyTests.relativeSize(on: "green", priority: true)
        let d = try diff(Recorded(Self.middle, proposals: [Self.wide]), Recorded(prioritized, proposals: [Self.wide]))
        #expect(d.added.map(\.node.label) == ["layoutPriority(1)"])
        // The new layoutPriority passes its proposal on: the stack's regrouping is the cause.
        #expect(reason(d, "Color.green") == "proposal width 100 → 300: priority group changed: in node-1 HStack(spacing: 10), node-3 is now in priority 1 (was 0)")
        #expect(reason(d, "Color.blue") == "proposal width 200 → 150: priority groups changed in node-1 HStack(spacing: 10): now 1 → node-3; 0 → node-2, node-6")
    }

    @Test func aChangedAlignmentMovesOnlyPositions() throws {
        let scene = "Text(\"Hello\")\n    .frame(width: 200, height: 100, alignment: .leading)\n"
        let d = try diff(
            Recorded(scene, proposals: [ProposedViewSize(width: 400, height: 400)]),
            Recorded(scene.replacingOccurrences(of: ".leading", with: ".trailing"), proposals: [ProposedViewSize(width: 400, height: 400)]))
        #expect(d.changed.count == 1)
        #expect(d.changed[0].b.label == "Text(\"Hello\")")
        #expect(d.changed[0].reason.hasPrefix("moved (+162, 0): node-0 frame(width: 200, height: 100, alignment: .trailing) now places it: aligned .trailing"))
        #expect(d.changed[0].reason.contains("(was: aligned .leading"))
    }

    @Test func aSubtreeMovesWithItsAncestor() throws {
        let scene = "VStack {\n    Color.red.frame(width: 10, height: 10)\n    HStack { Color.blue.frame(width: 20, height: 20) }\n}\n"
        let d = try diff(
            Recorded(scene, proposals: [ProposedViewSize(width: 100, height: 100)]),
            Recorded(scene.replacingOccurrences(of: "width: 10, height: 10", with: "width: 10, height: 30"), proposals: [ProposedViewSize(width: 100, height: 100)]))
        #expect(reason(d, "Color.blue") == "moved (0, +10) with node-3 HStack")
    }

    @Test func aRecolouredViewLaysOutTheSame() throws {
        let d = try diff(Recorded("Color.red.border(.red)", proposals: [Self.wide]), Recorded("Color.red.border(.blue)", proposals: [Self.wide]))
        #expect(d.isIdentical)
        #expect(d.edited.map(\.b.label) == ["border(.blue)"])
    }

    @Test func viewThatFitsSwitchingCandidates() throws {
        let scene = "ViewThatFits {\n    Text(\"A long line of text that needs room\")\n    Text(\"Short\")\n}\n"
        let r = try Recorded(scene, proposals: [ProposedViewSize(width: 400, height: 100), ProposedViewSize(width: 60, height: 100)])
        let d = try #require(try TraceDiff.compare(r.trace, r.trace, passes: [1, 2]).diffs.first)
        let long = try #require(d.changed.first { $0.b.id == NodeID(1) })
        #expect(long.after == nil)
        #expect(long.reason == "no longer placed: node-0 ViewThatFits chose candidate 2, Text(\"Short\")")
        #expect(d.changed.first { $0.b.id == NodeID(2) }?.reason.hasPrefix("now placed: node-0 ViewThatFits") == true)
    }

    @Test func passesOnlyOneTraceHasAreNoted() throws {
        let one = try Recorded(Self.middle, proposals: [Self.wide])
        let two = try Recorded(Self.middle, proposals: [Self.wide, Self.wide])
        let (diffs, notes) = try TraceDiff.compare(one.trace, two.trace, passes: [])
        #expect(diffs.count == 1 && diffs[0].isIdentical)
        #expect(notes == ["\(one.trace.path) has 1 pass and \(two.trace.path) has 2; compared the first 1"])
        #expect(throws: TraceError.self) { try TraceDiff.compare(one.trace, two.trace, passes: [3]) }
        #expect(throws: DiffError.self) { try TraceDiff.compare(one.trace, two.trace, passes: [1, 1, 1]) }
    }

    @Test func veryDifferentTreesAreMatchedByPath() throws {
        let a = try Recorded("HStack {\n    Color.red\n    Color.blue.frame(width: 10)\n}\n", proposals: [Self.wide])
        let b = try Recorded("HStack {\n    Color.green\n    Color.blue.frame(width: 30)\n}\n", proposals: [Self.wide])
        let byPath = NodeMatching(try a.trace.nodes(), try b.trace.nodes(), sequenceLimit: 0)
        #expect(byPath.aToB.map { $0?.rawValue } == [0, 1, 2, 3])
        let bySequence = NodeMatching(try a.trace.nodes(), try b.trace.nodes())
        #expect(bySequence.aToB.map { $0?.rawValue } == [0, 1, 2, 3])
    }
}
