import Foundation
import Testing
@testable import LayoutEngine

@Suite struct ListAndTreeTests {
    @Test func idsArePreOrderAndRecordParentsAndDepth() {
        let engine = LayoutEngine(HStack { Color.red.padding(); Text("a") }.frame(width: 10))
        let nodes = engine.tree.nodes
        #expect(nodes.map(\.label) == ["frame(width: 10)", "HStack", "padding()", "Color.red", "Text(\"a\")"])
        #expect(nodes.map(\.id.rawValue) == [0, 1, 2, 3, 4])
        #expect(nodes.map { $0.parent?.rawValue } == [nil, 0, 1, 2, 1])
        #expect(nodes.map(\.depth) == [0, 1, 2, 3, 2])
        #expect(nodes.map(\.childIndex) == [0, 0, 0, 0, 1])
        #expect(nodes[0].args["width"] == 10)
    }

    @Test func groupsAndForEachAreFlattenedIntoTheStack() {
        let l = Laidout(
            HStack(spacing: 0) {
                Group { Color.red; Color.blue }
                ForEach(0..<2) { _ in Color.green }
            }, 400, 10)
        #expect(l.frame("Color.red").width == 100)
        #expect(l.tree.nodes(labeled: "Color.green").map { l.frame($0.id).minX } == [200, 300])
        #expect(l.pass.frame(of: l.node("Group")) == nil)
        #expect(l.decisions(StackDistribute.self, by: l.node("HStack(spacing: 0)")).count == 4)
    }

    @Test func aModifierOnAGroupAppliesToEachElement() {
        let l = Laidout(HStack(spacing: 0) { Group { Color.red; Color.blue }.frame(width: 30) }, nil, 10)
        #expect(l.tree.nodes.map(\.label) == ["HStack(spacing: 0)", "Group", "frame(width: 30)", "Color.red", "frame(width: 30)", "Color.blue"])
        #expect(l.pass.rootFrame.width == 60)
    }

    @Test func emptyViewContributesNoSubviewAndNoGap() {
        let l = Laidout(HStack { Color.red.frame(width: 10); EmptyView(); Color.blue.frame(width: 10) }, nil, 10)
        #expect(l.pass.rootFrame.width == 28)
        #expect(Laidout(EmptyView().frame(width: 100), 50, 50).pass.rootFrame == .null)
    }

    /// A hosting view lays several top-level views out in an implicit VStack (Tests/Fixtures/root-views-*).
    @Test func severalTopLevelViewsFormAnImplicitVStack() {
        let l = Laidout(ViewList(Color.red._nodeSpecs() + Color.blue.frame(width: 10)._nodeSpecs()), 100, 100)
        #expect(l.tree.root.kind == "VStack" && l.tree.root.label == "VStack (implicit)")
        #expect(l.frame("Color.red") == CGRect(x: 0, y: 0, width: 100, height: 46))
        #expect(l.frame("frame(width: 10)") == CGRect(x: 45, y: 54, width: 10, height: 46))
    }

    @Test func conditionalContent() {
        let show = true
        let l = Laidout(VStack { if show { Color.red } else { Color.blue }; if !show { Color.green } }, 10, 10)
        #expect(l.tree.nodes.map(\.label) == ["VStack", "Color.red"])
    }

    struct Forgetful: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 100) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: .unspecified)
        }
    }

    @Test func aSubviewTheLayoutForgetsIsCentredWithAWarning() {
        let l = Laidout(Forgetful()({ Color.red; Color.blue.frame(width: 20, height: 20) }), nil, nil)
        #expect(l.frame("Color.red") == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(l.frame("frame(width: 20, height: 20)") == CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(l.trace.decisions(LayoutWarning.self).count == 1)
    }

    struct Annotating: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            subviews.record("annotating.rule", about: subviews.first, ["half": 0.5], "halves everything")
            return subviews[0].sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: proposal.width.map { $0 / 2 }, height: proposal.height))
        }
    }

    @Test func customLayoutsCanRecordDecisions() {
        let l = Laidout(Annotating()({ Color.red }), 100, 10)
        let d = l.trace.decisions.filter { $0.kind == "annotating.rule" }
        #expect(d.count == 1)
        #expect(d.first?.child == l.node("Color.red"))
        #expect(d.first?.sentence() == "halves everything")
        #expect(d.first?.as(CustomDecision.self)?.data == ["half": 0.5])
        #expect(l.frame("Color.red").width == 50)
    }
}

@Suite struct TraceJSONTests {
    @Test func numbersReadBackExactly() {
        let numbers: [Double] = [20.5, -0.5, -0.05, 17.25, 0.1, 0.29, 1.0 / 3, 1e-7, -20.5, 12_345_678.91, 9.75, 1e300, -0.0, 33.33]
        for d in numbers {
            let text = TraceJSON.encode(.number(d))
            #expect(Double(text) == d, "\(d) written \(text)")
        }
        #expect(TraceJSON.encode(.array([20.5, -0.5, -0.05, 17.25])) == "[20.5,-0.5,-0.05,17.25]")
    }

    @Test func encodesInfinityNilAndEscapes() {
        let value: TraceValue = .object([
            "w": .dimension(nil), "h": .dimension(.infinity), "n": .number(-3), "f": .number(56.25), "s": "a\"b\\c\nd\u{1}",
            "list": [1, true, .null], "neg": .number(-.infinity), "big": .number(1e20),
        ])
        let json = TraceJSON.encode(value)
        #expect(json == #"{"w":null,"h":"inf","n":-3,"f":56.25,"s":"a\"b\\c\nd\u0001","list":[1,true,null],"neg":"-inf","big":1e+20}"#)
        #expect(TraceJSON.decode(json)?.objectValue?["s"] == "a\"b\\c\nd\u{1}")
        #expect(TraceJSON.decode(json)?.objectValue?["h"]?.doubleValue == .infinity)
        #expect(TraceJSON.decode(json)?.objectValue?["f"] == 56.25)
        #expect(TraceJSON.decode("{\"a\": [1, 2") == nil)
    }
}
