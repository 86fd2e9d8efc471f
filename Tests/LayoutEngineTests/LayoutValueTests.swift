import Foundation
import Testing
@testable import LayoutEngine

/// `LayoutValueKey` as SwiftUI has it: a view writes a value, its container's layout reads it.
private enum Weight: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

/// Divides its width among its subviews in proportion to their `Weight`s (the example of Apple's
/// "LayoutValueKey" documentation, in its shape).
private struct WeightedHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: proposal.height ?? 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.map { $0[Weight.self] }.reduce(0, +)
        var x = bounds.minX
        for subview in subviews {
            let width = bounds.width * subview[Weight.self] / total
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

@Suite struct LayoutValueTests {
    @Test func aCustomLayoutReadsWhatItsSubviewsWrite() {
        let l = Laidout(
            WeightedHStack {
                Color.red.layoutValue(key: Weight.self, value: 3).padding(0)
                Color.blue
            }, 400, 10)
        #expect(l.frame("Color.red") == CGRect(x: 0, y: 0, width: 300, height: 10))
        #expect(l.frame("Color.blue") == CGRect(x: 300, y: 0, width: 100, height: 10))
    }

    @Test func aValueShowsThroughModifiersButNotOutOfAContainer() {
        let l = Laidout(
            HStack {
                Color.red.layoutPriority(1).frame(width: 10)
                HStack { Color.blue.layoutPriority(2) }
            }, 100, 10)
        let tree = l.tree
        #expect(tree.nodes[l.node("frame(width: 10)").rawValue].layoutPriority == 1)
        #expect(tree.nodes.last { $0.label == "HStack" }?.layoutPriority == 0)
    }
}
