import Foundation
import Testing
@testable import LayoutEngine

@Suite struct ModifierLayoutTests {
    @Test func fixedSizeBothForms() {
        let text = "A long line of text that wraps"
        let ideal = TableTextShaper.width(text, font: .body)
        let both = Laidout(Text(text).fixedSize(), 100, 30)
        #expect(both.pass.rootFrame.size == CGSize(width: TextMetrics.pixelCeil(ideal, scale: 3), height: 61.0 / 3))
        let vertical = Laidout(Text(text).fixedSize(horizontal: false, vertical: true), 100, 30)
        #expect(vertical.pass.rootFrame.width <= 100)
        #expect(vertical.pass.rootFrame.height > 30)
        let axes = vertical.decisions(FixedSizeAxis.self, by: vertical.node("fixedSize(horizontal: false, vertical: true)"))
        #expect(axes.map(\.fixed) == [false, true])
    }

    @Test func aspectRatioWithOneUnconstrainedDimension() {
        let fit = Laidout(Color.red.aspectRatio(2, contentMode: .fit), 100, nil)
        #expect(fit.pass.rootFrame.size == CGSize(width: 100, height: 50))
        let fill = Laidout(Color.red.aspectRatio(2, contentMode: .fill), 100, nil)
        #expect(fill.pass.rootFrame.size == CGSize(width: CGFloat.infinity, height: .infinity))
        let unspecified = Laidout(Color.red.aspectRatio(2, contentMode: .fit), nil, nil)
        #expect(unspecified.pass.rootFrame.size == CGSize(width: 10, height: 10))
        let square = Laidout(Color.red.aspectRatio(1, contentMode: .fit), 100, 300)
        #expect(square.frame("Color.red") == CGRect(x: 0, y: 100, width: 100, height: 100))
        let zero = Laidout(Color.red.aspectRatio(2, contentMode: .fit), 0, 0)
        #expect(zero.pass.rootFrame.size == .zero)
    }

    @Test func paddingForms() {
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding(), nil, nil).pass.rootFrame.size == CGSize(width: 42, height: 42))
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding(5), nil, nil).pass.rootFrame.size == CGSize(width: 20, height: 20))
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding(.horizontal, 3), nil, nil).pass.rootFrame.size == CGSize(width: 16, height: 10))
        #expect(Laidout(Color.red.frame(width: 10, height: 10).padding([.top, .leading]), nil, nil).pass.rootFrame.size == CGSize(width: 26, height: 26))
        let shrunk = Laidout(Color.red.padding(10), 15, nil)
        #expect(shrunk.frame("Color.red").size == CGSize(width: 0, height: 10))
        let negative = Laidout(Color.red.padding(-10), 100, 100)
        #expect(negative.frame("Color.red") == CGRect(x: -10, y: -10, width: 120, height: 120))
    }

    @Test func positionWithANilProposal() {
        // OpenSwiftUI's PositionLayout (audited for SwiftUI 6.5.4): the child's size where the proposal is nil.
        let l = Laidout(Color.red.frame(width: 4, height: 4).position(x: 5, y: 5), nil, nil)
        #expect(l.pass.rootFrame.size == CGSize(width: 4, height: 4))
        #expect(l.trace.payloads(PositionSize.self).first?.child == CGSize(width: 4, height: 4))
        #expect(l.frame("frame(width: 4, height: 4)").origin == CGPoint(x: 3, y: 3))
    }

    @Test func relativeProposedPassesNilAndInfinityThrough() {
        let l = Laidout(Color.red.relativeProposed(width: 0.5, height: 0.5), nil, .infinity)
        #expect(l.frame("Color.red").size == CGSize(width: 10, height: CGFloat.infinity))
    }

    @Test func backgroundWithAColour() {
        let l = Laidout(Text("Hi").padding(4).background(Color.yellow), nil, nil)
        #expect(l.frame("Color.yellow") == l.frame("padding(4)"))
    }

    @Test func drawingModifiersAreNodesThatChangeNothing() {
        let l = Laidout(
            Color.red.frame(width: 10, height: 10).border(.blue).cornerRadius(3).rotationEffect(.degrees(40)).scaleEffect(2)
                .shadow(radius: 2).opacity(0.5).foregroundColor(.red), nil, nil)
        #expect(l.tree.nodes.map(\.kind) == ["foregroundColor", "opacity", "shadow", "scaleEffect", "rotationEffect", "cornerRadius", "border", "frame", "Color"])
        #expect(l.tree.nodes.compactMap { l.pass.frame(of: $0.id) }.allSatisfy { $0 == CGRect(x: 0, y: 0, width: 10, height: 10) })
    }

    /// The frames of this rule come from real SwiftUI: Tests/Fixtures/aspect-ratio-image-*.swift.
    @Test func aResizableImageGivesAnAspectRatioItsIdealRatioThroughAProbe() {
        let fit = Laidout(Image("test", width: 100, height: 50).resizable().aspectRatio(contentMode: .fit), 320, 480)
        let probe = fit.trace.calls(on: fit.node("Image(\"test\", width: 100, height: 50).resizable()")).first
        #expect(probe?.role == .probeIdeal)
        #expect(probe?.proposal == .unspecified)
        #expect(probe?.size == CGSize(width: 100, height: 50))
    }

    @Test func paddingSaysWhatTheChildTookAndWhatItBecame() {
        let l = Laidout(Color.red.padding(4), 100, 50)
        let d = l.trace.decisions(PaddingInsets.self).first
        #expect(d?.sentence { l.tree[$0].label } == "insets (top 4, leading 4, bottom 4, trailing 4): proposes 100 × 50 minus insets = 92 × 42; child 92 × 42 plus insets = 100 × 50")
    }
}
