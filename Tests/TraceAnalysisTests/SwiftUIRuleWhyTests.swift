import Foundation
import LayoutEngine
import Testing
import TraceAnalysis
import TraceStore

/// `why` names the SwiftUI rule that decided, for each rule of issue 10; the numbers
/// themselves are checked against their sources in Tests/Fixtures.
@Suite struct SwiftUIRuleWhyTests {
    static let square = ProposedViewSize(width: 200, height: 200)

    @Test func aStackPlacedWithANilWidthReproposesItsOwnWidth() throws {
        let r = try Recorded(
            """
            VStack(spacing: 8) {
                Color.red.frame(width: 60, height: 20).frame(maxWidth: .infinity)
                Color.blue.frame(width: 120, height: 20).frame(maxWidth: .infinity)
            }
            .fixedSize()
            """, proposals: [Self.square])
        let lines = try r.why("frame(maxWidth: .infinity)").trimmed
        expectInOrder(
            [
                "node-1 VStack(spacing: 8) @1:1: proposed nil × nil → 120 × 48",
                "placed with a nil width proposal: SwiftUI re-proposes the stack's own width 120, so its children are laid out again with 120 × nil",
                "node-2 frame(maxWidth: .infinity) @2:44: proposed 120 × nil → 120 × 20",
            ], in: lines)
    }

    @Test func aZStackIsSizedByItsHighestPriorityChildrenAndProposesItsSizeWhenPlacing() throws {
        let r = try Recorded(
            """
            ZStack {
                Color.red
                Color.blue.frame(width: 50, height: 30).layoutPriority(1)
            }
            """, proposals: [Self.square])
        let lines = try r.why("Color.red").trimmed
        expectInOrder(
            [
                "only the priority 1 children (layoutPriority(1)) size the stack, proposed 200 × 200; the lower-priority ones (Color.red) do not count and are proposed the stack's size when placed",
                "placed after being proposed 200 × 200: a ZStack proposes its own size 50 × 30 to every child when it places them",
                "node-1 Color.red @2:5: proposed 50 × 30 → 50 × 30",
            ], in: lines)
    }

    @Test func aVerticalScrollViewIsOnlyAsWideAsItsContent() throws {
        let r = try Recorded("ScrollView {\n    Color.red.frame(width: 100, height: 300)\n}", proposals: [Self.square])
        let lines = try r.why("ScrollView").trimmed
        #expect(
            lines.contains(
                "vertical scroll view proposed 200 × 200: proposes 200 × nil to its content (100 × 300); as tall as proposed, only as wide as its content → 100 × 200"))
    }

    @Test func aFlexibleFrameNormalisesItsLimitsFirst() throws {
        let r = try Recorded("Color.red.frame(minWidth: 100, idealWidth: 50, maxWidth: 80)", proposals: [Self.square])
        let lines = try r.why("frame(minWidth: 100, idealWidth: 50, maxWidth: 80)").trimmed
        #expect(
            lines.contains(
                "width limits normalised as SwiftUI's frame initialiser does (min ≥ 0, ideal raised to min, max raised to ideal): written min 100, ideal 50, max 80, used min 100, ideal 100, max 100"))
        #expect(lines.contains { $0.contains("with min and max the frame is the proposal clamped: 100") })
    }

    @Test func paddingPassesItsChildsGuideOnShifted() throws {
        let r = try Recorded(
            """
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                Color.blue.frame(width: 50, height: 20)
                    .alignmentGuide(.leading) { _ in 10 }
                    .padding(.leading, 30)
            }
            """, proposals: [Self.square])
        let lines = try r.why("padding(.leading, 30)").trimmed
        expectInOrder(
            [
                "node-3 padding(.leading, 30) at (30, 100), placed by node-0 VStack(alignment: .leading, spacing: 0):",
                "passes on its child's explicit .leading guide 10, shifted by the child's offset 30 inside it: 40 (a modifier forwards its child's alignment guides)",
            ], in: lines)
    }

    @Test func overlayContentIsAlignedToThePrimarysExplicitGuide() throws {
        let r = try Recorded(
            """
            Color.blue.frame(width: 100, height: 100)
                .alignmentGuide(.top) { _ in 30 }
                .overlay(alignment: .top) {
                    Color.red.frame(width: 20, height: 20)
                    Color.green.frame(width: 10, height: 10)
                }
            """, proposals: [Self.square])
        let lines = try r.why("ZStack (implicit)").trimmed
        #expect(
            lines.contains(
                "aligned .top to the modified view's guides, explicit ones included: x = 50 + 50 − 10 = 90, y = 50 + 30 − 0 = 80"))
    }

    @Test func severalRootViewsAreStackedVertically() throws {
        let r = try Recorded("Color.red.frame(width: 50, height: 50)\nColor.blue.frame(width: 80, height: 30)", proposals: [Self.square])
        let lines = try r.why("Color.blue").trimmed
        expectInOrder(
            [
                "node-0 VStack (implicit) at (60, 56): the root is centred in the proposal: x = (200 − 80) / 2 = 60, y = (200 − 88) / 2 = 56",
                "y = 114: after 1 view and its gap (offset 58); aligned on .center across",
            ], in: lines)
    }

    @Test func aCustomGuideIsTheMeanOfANestedStacksChildren() throws {
        let r = try Recorded(
            """
            private struct Title: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
            }
            extension VerticalAlignment {
                static let title = VerticalAlignment(Title.self)
            }
            HStack(alignment: .title, spacing: 0) {
                VStack(spacing: 0) {
                    Color.red.frame(width: 50, height: 80)
                    Color.green.frame(width: 50, height: 20).alignmentGuide(.title) { $0[VerticalAlignment.center] }
                }
                VStack(spacing: 0) {
                    Color.blue.frame(width: 50, height: 40).alignmentGuide(.title) { $0[VerticalAlignment.center] }
                    Color.yellow.frame(width: 50, height: 20).alignmentGuide(.title) { $0[VerticalAlignment.center] }
                }
            }
            """, proposals: [Self.square])
        let lines = try r.why("Color.yellow").trimmed
        #expect(lines.contains("VStack(spacing: 0) has the explicit .title guide 35, the mean of its children's explicit values 20, 50 (a custom guide passes through stacks)"))
    }

    @Test func aGeometryReaderProposedNilTakesTen() throws {
        let r = try Recorded("GeometryReader { proxy in Color.red }", proposals: [ProposedViewSize(width: 100, height: nil)])
        let lines = try r.why("GeometryReader").trimmed
        #expect(lines.contains("takes the whole proposal 100 × nil (nil → 10): 100 × 10; the content does not count"))
    }
}
