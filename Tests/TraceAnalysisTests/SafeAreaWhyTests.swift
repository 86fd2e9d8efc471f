import Foundation
import LayoutEngine
import Testing
import TraceAnalysis
import TraceStore

/// `safeAreaInset` divides its length between its content, anchored to the edge, and the view
/// it modifies (Apple: "The modified view is inset by the height of content, from edge").
@Suite struct SafeAreaWhyTests {
    @Test func aBottomInsetTakesItsHeightAndTheSpacingFromTheView() throws {
        let r = try Recorded(
            """
            ScrollView {
                Color.gray.frame(height: 900)
            }
            .safeAreaInset(edge: .bottom, spacing: 8) {
                Color.blue.frame(height: 50)
            }
            """, proposals: [ProposedViewSize(width: 393, height: 759)])
        let frames = try r.trace.frames(pass: 1)
        let nodes = try r.trace.nodes()
        func frame(_ label: String) -> CGRect? { nodes.first { $0.label == label }.flatMap { frames[$0.id] } }
        #expect(frame("ScrollView") == CGRect(x: 0, y: 0, width: 393, height: 701))
        #expect(frame("frame(height: 50)") == CGRect(x: 0, y: 709, width: 393, height: 50))
        expectInOrder(
            ["inset at the bottom: the content is proposed 393 × 751 (less 8 of spacing and the view's minimum 0) and takes 393 × 50; the view gets the rest, 393 × 701, and takes 393 × 701 → 393 × 759"],
            in: try r.why("ScrollView").trimmed)
    }

    @Test func ignoringTheSafeAreaExtendsOnlyTheEdgesThatTouchIt() throws {
        let iPhone = try #require(Device.named("iphone-15")).screen(.portrait)
        let r = try Recorded(
            """
            VStack(spacing: 0) {
                Color.red.ignoresSafeArea()
                Color.blue.frame(height: 100).ignoresSafeArea(edges: .horizontal)
            }
            """, proposals: [], screens: [iPhone])
        let frames = try r.trace.frames(pass: 1)
        let nodes = try r.trace.nodes()
        func frame(_ label: String) -> CGRect? { nodes.first { $0.label == label }.flatMap { frames[$0.id] } }
        // The red colour touches the top, leading and trailing edges of the safe area: it grows through the top inset.
        #expect(frame("Color.red") == CGRect(x: 0, y: 0, width: 393, height: 59 + 659))
        expectInOrder(
            ["on iphone-15, the edges of the frame 393 × 659 at (0, 59) that lie on the safe area's edge are pushed to the screen's (top 59, leading 0, bottom 0, trailing 0): the child is proposed and placed 393 × 718 at (0, 0)"],
            in: try r.why("Color.red").trimmed)
        // The blue one asks only for the sides, where the iPhone has no inset in portrait.
        #expect(frame("Color.blue") == CGRect(x: 0, y: 718, width: 393, height: 100))
    }
}
