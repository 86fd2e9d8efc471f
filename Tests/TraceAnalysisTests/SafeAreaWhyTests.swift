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
}
