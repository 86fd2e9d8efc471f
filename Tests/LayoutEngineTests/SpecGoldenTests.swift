import Foundation
import Testing
@testable import LayoutEngine

/// The golden numbers of SPEC.md, which come from real SwiftUI.
@Suite struct SpecGoldenTests {
    // 1–4: Ole Begemann, "How the relative size modifier interacts with stack views".

    @Test func relativeSizeOnFirstChild() {
        let l = Laidout(
            HStack(spacing: 10) {
                Color.blue.relativeProposed(width: 0.5)
                Color.green
                Color.yellow
            }.frame(height: 80), 620, 80)
        #expect(l.frame("Color.blue") == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(l.frame("Color.green") == CGRect(x: 110, y: 0, width: 250, height: 80))
        #expect(l.frame("Color.yellow") == CGRect(x: 370, y: 0, width: 250, height: 80))
    }

    @Test func relativeSizeOnMiddleChild() {
        let l = Laidout(
            HStack(spacing: 10) {
                Color.blue
                Color.green.relativeProposed(width: 0.5)
                Color.yellow
            }.frame(height: 80), 620, 80)
        #expect(l.frame("Color.blue") == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(l.frame("Color.green") == CGRect(x: 210, y: 0, width: 100, height: 80))
        #expect(l.frame("Color.yellow") == CGRect(x: 320, y: 0, width: 300, height: 80))
    }

    @Test func relativeSizeOnLastChildLeavesSpaceOver() {
        let l = Laidout(
            HStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow.relativeProposed(width: 0.5)
            }.frame(height: 80), 620, 80)
        #expect(l.frame("Color.blue").width == 200)
        #expect(l.frame("Color.green").width == 200)
        #expect(l.frame("Color.yellow").width == 100)
        #expect(l.frame("HStack(spacing: 10)") == CGRect(x: 50, y: 0, width: 520, height: 80))
    }

    @Test func layoutPriorityGoesFirst() {
        let l = Laidout(
            HStack(spacing: 10) {
                Color.blue
                Color.green
                Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
            }.frame(height: 80), 620, 80)
        #expect(l.frame("Color.yellow").width == 300)
        #expect(l.frame("Color.blue").width == 150)
        #expect(l.frame("Color.green").width == 150)
    }
}

extension SpecGoldenTests {
    // 5–6: objc.io, "Aspect Ratios in SwiftUI".

    /// The proposal the child of the aspect-ratio modifier received (its measuring call).
    private func proposalToChild(_ l: Laidout, child: String) -> ProposedViewSize? {
        let id = l.node(child)
        return l.trace.calls(on: id).first { $0.role == .measure }?.proposal
    }

    @Test func fixedRatioFitProposesLargestRectangleInside() {
        let l = Laidout(Color.red.aspectRatio(16 / 9, contentMode: .fit), 100, 100)
        let p = proposalToChild(l, child: "Color.red")
        #expect(p?.width == 100)
        #expect(p.flatMap(\.height).map { approx($0, 56.25) } == true)
        #expect(l.frame("Color.red").size == CGSize(width: 100, height: 56.25))
    }

    @Test func fixedRatioFillProposesSmallestRectangleCovering() {
        let l = Laidout(Color.red.aspectRatio(16 / 9, contentMode: .fill), 100, 100)
        let p = proposalToChild(l, child: "Color.red")
        #expect(p.flatMap(\.width).map { approx($0, 177.78) } == true)
        #expect(p?.height == 100)
    }

    @Test func resizableImageTakesItsIdealRatio() {
        let fit = Laidout(Image("test", width: 100, height: 50).resizable().aspectRatio(contentMode: .fit), 320, 480)
        #expect(fit.frame("Image(\"test\", width: 100, height: 50).resizable()").size == CGSize(width: 320, height: 160))
        let fill = Laidout(Image("test", width: 100, height: 50).resizable().aspectRatio(contentMode: .fill), 320, 480)
        #expect(fill.frame("Image(\"test\", width: 100, height: 50).resizable()").size == CGSize(width: 960, height: 480))
        // The ratio comes from a nil × nil probe of the image's ideal size.
        let probe = fit.trace.calls(on: fit.node("Image(\"test\", width: 100, height: 50).resizable()")).first
        #expect(probe?.role == .probeIdeal)
        #expect(probe?.proposal == .unspecified)
        #expect(probe?.size == CGSize(width: 100, height: 50))
    }

    // 7: Ole Begemann, "Working with percentages in SwiftUI layout".

    private func chatBubble(_ width: CGFloat) -> Laidout {
        Laidout(
            RoundedRectangle(cornerRadius: 12)
                .frame(maxWidth: 400)
                .relativeProposed(width: 0.8)
                .frame(maxWidth: .infinity, alignment: .trailing), width, 60)
    }

    @Test func chatBubbleInWideWindowIsCappedAt400() {
        let l = chatBubble(600)
        #expect(l.frame("RoundedRectangle(cornerRadius: 12)") == CGRect(x: 200, y: 0, width: 400, height: 60))
    }

    @Test func chatBubbleInNarrowWindowIs80Percent() {
        let l = chatBubble(300)
        #expect(l.frame("RoundedRectangle(cornerRadius: 12)") == CGRect(x: 60, y: 0, width: 240, height: 60))
    }

    // 8: fatbobman, "SwiftUI Layout — Cracking the Size Code": offset vs padding vs frame vs position.

    @Test func offsetDoesNotChangeLayout() {
        let l = Laidout(
            Rectangle().fill(.green).frame(width: 100, height: 50).border(.blue).offset(x: 30, y: 30).border(.green), nil, nil)
        let outer = l.tree.nodes(labeled: "border()").first!.id
        #expect(l.frame(outer).size == CGSize(width: 100, height: 50))
        #expect(l.frame("offset(x: 30, y: 30)").size == CGSize(width: 100, height: 50))
        #expect(l.frame("frame(width: 100, height: 50)").origin == CGPoint(x: 30, y: 30))
    }

    @Test func paddingMovesTheColourAndGrowsTheLayout() {
        let l = Laidout(
            Rectangle().fill(.green).frame(width: 100, height: 50)
                .padding(EdgeInsets(top: 30, leading: 30, bottom: 0, trailing: 0)), nil, nil)
        #expect(l.pass.rootFrame == CGRect(x: 0, y: 0, width: 130, height: 80))
        #expect(l.frame("frame(width: 100, height: 50)") == CGRect(x: 30, y: 30, width: 100, height: 50))
    }

    @Test func bottomTrailingFrameGivesTheSameLayout() {
        let l = Laidout(
            Rectangle().fill(.green).frame(width: 100, height: 50).frame(width: 130, height: 80, alignment: .bottomTrailing),
            nil, nil)
        #expect(l.pass.rootFrame == CGRect(x: 0, y: 0, width: 130, height: 80))
        #expect(l.frame("frame(width: 100, height: 50)") == CGRect(x: 30, y: 30, width: 100, height: 50))
    }

    @Test func positionGivesTheSameLayout() {
        let l = Laidout(
            Rectangle().fill(.green).frame(width: 100, height: 50).position(x: 80, y: 55).frame(width: 130, height: 80),
            nil, nil)
        #expect(l.pass.rootFrame == CGRect(x: 0, y: 0, width: 130, height: 80))
        #expect(l.frame("frame(width: 100, height: 50)") == CGRect(x: 30, y: 30, width: 100, height: 50))
    }

    // 9: fatbobman: ZStack, overlay and background with alignment guides.

    struct HeartView: View {
        var body: some View {
            Circle()
                .fill(.yellow)
                .frame(width: 30, height: 30)
                .overlay(Image(systemName: "heart").foregroundColor(.red))
        }
    }

    struct ButtonView: View {
        var body: some View {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.blue.gradient)
                .frame(width: 150, height: 50)
        }
    }

    @Test func zstackHeartStraddlesTheCorner() {
        let l = Laidout(
            ZStack(alignment: .topTrailing) {
                ButtonView()
                HeartView()
                    .alignmentGuide(.top, computeValue: { $0.height / 2 })
                    .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
            }, nil, nil)
        #expect(l.pass.rootFrame.size == CGSize(width: 165, height: 65))
        #expect(l.frame("frame(width: 150, height: 50)") == CGRect(x: 0, y: 15, width: 150, height: 50))
        #expect(l.frame("frame(width: 30, height: 30)") == CGRect(x: 135, y: 0, width: 30, height: 30))
    }

    @Test func overlayKeepsTheButtonsSize() {
        let l = Laidout(
            ButtonView()
                .overlay(alignment: .topTrailing) {
                    HeartView()
                        .alignmentGuide(.top, computeValue: { $0.height / 2 })
                        .alignmentGuide(.trailing, computeValue: { $0.width / 2 })
                }, nil, nil)
        #expect(l.pass.rootFrame.size == CGSize(width: 150, height: 50))
        #expect(l.frame("frame(width: 30, height: 30)") == CGRect(x: 135, y: -15, width: 30, height: 30))
    }

    @Test func backgroundKeepsTheHeartsSize() {
        let l = Laidout(
            HeartView()
                .background(alignment: .center) {
                    ButtonView()
                        .alignmentGuide(HorizontalAlignment.center, computeValue: { $0[.trailing] })
                        .alignmentGuide(VerticalAlignment.center, computeValue: { $0[.top] })
                }, nil, nil)
        #expect(l.pass.rootFrame.size == CGSize(width: 30, height: 30))
        #expect(l.frame("frame(width: 150, height: 50)") == CGRect(x: -135, y: 15, width: 150, height: 50))
    }
}
