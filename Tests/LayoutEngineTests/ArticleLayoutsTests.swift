import Foundation
import Testing
import LayoutEngine

// The custom layouts of the articles, written against the engine's public
// `Layout` protocol. Cosmetic changes only: names that would clash with the
// engine's own (`articleRelativeProposed`, `ArticleRelativeSizeLayout`) and
// `fatalError` messages. Public import only, so this is what a user would write.

/// Ole Begemann's layout, as in "Working with percentages in SwiftUI layout".
fileprivate struct ArticleRelativeSizeLayout: Layout {
    var relativeWidth: Double
    var relativeHeight: Double

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        assert(subviews.count == 1, "expects a single subview")
        let resizedProposal = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight }
        )
        return subviews[0].sizeThatFits(resizedProposal)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        assert(subviews.count == 1, "expects a single subview")
        let resizedProposal = ProposedViewSize(
            width: proposal.width.map { $0 * relativeWidth },
            height: proposal.height.map { $0 * relativeHeight }
        )
        subviews[0].place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: resizedProposal)
    }
}

extension View {
    fileprivate func articleRelativeProposed(width: Double = 1, height: Double = 1) -> some View {
        ArticleRelativeSizeLayout(relativeWidth: width, relativeHeight: height) {
            // Wrap the content in a container so the layout receives a single subview.
            VStack {
                self
            }
        }
    }
}

/// fatbobman's imitation of `frame(width:height:alignment:)`.
private struct MyFrameLayout: Layout, ViewModifier {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    func body(content: Content) -> some View {
        MyFrameLayout(width: width, height: height, alignment: alignment)() {
            Color.clear  // a view for alignment
            content
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2, let content = subviews.last else { fatalError("Can't use MyFrameLayout directly") }
        var result: CGSize = .zero
        if let width, let height {
            result = .init(width: width, height: height)
        }
        if let width, height == nil {
            let contentHeight = content.sizeThatFits(.init(width: width, height: proposal.height)).height
            result = .init(width: width, height: contentHeight)
        }
        if let height, width == nil {
            let contentWidth = content.sizeThatFits(.init(width: proposal.width, height: height)).width
            result = .init(width: contentWidth, height: height)
        }
        if height == nil, width == nil {
            result = content.sizeThatFits(proposal)
        }
        return result
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2, let background = subviews.first, let content = subviews.last else {
            fatalError("Can't use MyFrameLayout directly")
        }
        background.place(at: .zero, anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
        let backgroundDimensions = background.dimensions(in: .init(width: bounds.width, height: bounds.height))
        let offsetX = backgroundDimensions[alignment.horizontal]
        let offsetY = backgroundDimensions[alignment.vertical]
        let contentDimensions = content.dimensions(in: .init(width: bounds.width, height: bounds.height))
        let leading = offsetX - contentDimensions[alignment.horizontal] + bounds.minX
        let top = offsetY - contentDimensions[alignment.vertical] + bounds.minY
        content.place(at: .init(x: leading, y: top), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
    }
}

extension View {
    fileprivate func myFrame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        self.modifier(MyFrameLayout(width: width, height: height, alignment: alignment))
    }

    @available(*, deprecated, message: "Please pass one or more parameters.")
    fileprivate func myFrame() -> some View {
        modifier(MyFrameLayout(width: nil, height: nil, alignment: .center))
    }
}

/// fatbobman's imitation of `fixedSize`.
private struct MyFixedSizeLayout: Layout, ViewModifier {
    let horizontal: Bool
    let vertical: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 1, let content = subviews.first else { fatalError("Can't use MyFixedSizeLayout directly") }
        let width = horizontal ? nil : proposal.width
        let height = vertical ? nil : proposal.height
        let size = content.sizeThatFits(.init(width: width, height: height))
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 1, let content = subviews.first else { fatalError("Can't use MyFixedSizeLayout directly") }
        content.place(at: .init(x: bounds.minX, y: bounds.minY), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
    }

    func body(content: Content) -> some View {
        MyFixedSizeLayout(horizontal: horizontal, vertical: vertical)() {
            content
        }
    }
}

extension View {
    fileprivate func myFixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(MyFixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }
    fileprivate func myFixedSize() -> some View {
        myFixedSize(horizontal: true, vertical: true)
    }
}

/// fatbobman's imitation of `frame(minWidth:idealWidth:maxWidth:…)`.
private struct MyFlexFrameLayout: Layout, ViewModifier {
    let minWidth: CGFloat?
    let idealWidth: CGFloat?
    let maxWidth: CGFloat?
    let minHeight: CGFloat?
    let idealHeight: CGFloat?
    let maxHeight: CGFloat?
    let alignment: Alignment

    func body(content: Content) -> some View {
        MyFlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
            maxHeight: maxHeight, alignment: alignment
        )() {
            Color.clear
            content
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard subviews.count == 2, let content = subviews.last else { fatalError("Can't use MyFlexFrameLayout directly") }
        var resultWidth: CGFloat = 0
        var resultHeight: CGFloat = 0
        let contentWidth = content.sizeThatFits(proposal).width
        if let idealWidth, proposal.width == nil {
            resultWidth = idealWidth
        } else if minWidth == nil, maxWidth == nil {
            resultWidth = contentWidth
        } else if let minWidth, let maxWidth {
            resultWidth = clamp(min: minWidth, max: maxWidth, source: proposal.width ?? contentWidth)
        } else if let minWidth {
            resultWidth = clamp(min: minWidth, max: maxWidth, source: contentWidth)
        } else if let maxWidth {
            resultWidth = clamp(min: minWidth, max: maxWidth, source: proposal.width ?? contentWidth)
        }
        let contentHeight = content.sizeThatFits(.init(width: proposal.width == nil ? nil : resultWidth, height: proposal.height)).height
        if let idealHeight, proposal.height == nil {
            resultHeight = idealHeight
        } else if minHeight == nil, maxHeight == nil {
            resultHeight = contentHeight
        } else if let minHeight, let maxHeight {
            resultHeight = clamp(min: minHeight, max: maxHeight, source: proposal.height ?? contentHeight)
        } else if let minHeight {
            resultHeight = clamp(min: minHeight, max: maxHeight, source: contentHeight)
        } else if let maxHeight {
            resultHeight = clamp(min: minHeight, max: maxHeight, source: proposal.height ?? contentHeight)
        }
        return CGSize(width: resultWidth, height: resultHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 2, let background = subviews.first, let content = subviews.last else {
            fatalError("Can't use MyFlexFrameLayout directly")
        }
        background.place(at: .zero, anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
        let backgroundDimensions = background.dimensions(in: .init(width: bounds.width, height: bounds.height))
        let contentDimensions = content.dimensions(in: .init(width: bounds.width, height: bounds.height))
        let leading = backgroundDimensions[alignment.horizontal] - contentDimensions[alignment.horizontal] + bounds.minX
        let top = backgroundDimensions[alignment.vertical] - contentDimensions[alignment.vertical] + bounds.minY
        content.place(at: .init(x: leading, y: top), anchor: .topLeading, proposal: .init(width: bounds.width, height: bounds.height))
    }

    func clamp(min: CGFloat?, max: CGFloat?, source: CGFloat) -> CGFloat {
        var result: CGFloat = source
        if let min {
            result = Swift.max(source, min)
        }
        if let max {
            result = Swift.min(source, max)
        }
        return result
    }
}

extension View {
    fileprivate func myFrame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            MyFlexFrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
                maxHeight: maxHeight, alignment: alignment))
    }
}

@Suite struct ArticleLayoutsTests {
    private func frames<V: View>(_ view: V, _ w: CGFloat?, _ h: CGFloat?, label: String) -> (CGRect?, CGRect) {
        let engine = LayoutEngine(view)
        let pass = engine.layout(in: ProposedViewSize(width: w, height: h))
        let id = engine.tree.nodes(labeled: label).last?.id
        return (id.flatMap { pass.frame(of: $0) }, pass.rootFrame)
    }

    /// The article's own layout, written on the public protocol, lays out as the built-in
    /// modifier does (whose numbers Tests/Fixtures/relative-size-*.swift check against SwiftUI).
    @Test func articleRelativeSizeLayoutMatchesTheBuiltInModifier() {
        for label in ["Color.blue", "Color.green", "Color.yellow"] {
            let (article, _) = frames(
                HStack(spacing: 10) {
                    Color.blue
                    Color.green.articleRelativeProposed(width: 0.5)
                    Color.yellow
                }.frame(height: 80), 620, 80, label: label)
            let (builtIn, _) = frames(
                HStack(spacing: 10) {
                    Color.blue
                    Color.green.relativeProposed(width: 0.5)
                    Color.yellow
                }.frame(height: 80), 620, 80, label: label)
            #expect(article != nil && article == builtIn, "\(label)")
        }
    }

    @Test func articleRelativeSizeLayoutIsACustomContainerInTheTree() {
        let engine = LayoutEngine(Color.blue.articleRelativeProposed(width: 0.5))
        #expect(engine.tree.root.kind == "ArticleRelativeSizeLayout")
        #expect(engine.tree.root.label == "ArticleRelativeSizeLayout(relativeWidth: 0.5, relativeHeight: 1.0)")
        #expect(engine.tree.root.args["relativeWidth"] == .number(0.5))
        #expect(engine.tree.nodes.map(\.kind) == ["ArticleRelativeSizeLayout", "VStack", "Color"])
    }

    @Test(arguments: [
        (CGFloat?(100), CGFloat?(50), Alignment.center), (nil, 50, .bottomTrailing), (100, nil, .topLeading), (130, 80, .bottomTrailing),
    ])
    func myFrameMatchesFrame(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        for proposal in [ProposedViewSize(width: 300, height: 200), .unspecified] {
            let (mine, mineRoot) = frames(
                Text("Hello world").myFrame(width: width, height: height, alignment: alignment), proposal.width, proposal.height,
                label: "Text(\"Hello world\")")
            let (builtIn, builtInRoot) = frames(
                Text("Hello world").frame(width: width, height: height, alignment: alignment), proposal.width, proposal.height,
                label: "Text(\"Hello world\")")
            #expect(mine == builtIn)
            #expect(mineRoot == builtInRoot)
        }
    }

    @Test func myFixedSizeMatchesFixedSize() {
        let text = "A long line of text that wraps when it is proposed a narrow width"
        for (h, v) in [(true, true), (true, false), (false, true)] {
            let (mine, mineRoot) = frames(Text(text).myFixedSize(horizontal: h, vertical: v), 100, 50, label: "Text(\"\(text)\")")
            let (builtIn, builtInRoot) = frames(Text(text).fixedSize(horizontal: h, vertical: v), 100, 50, label: "Text(\"\(text)\")")
            #expect(mine?.size == builtIn?.size)
            #expect(mineRoot.size == builtInRoot.size)
        }
    }

    @Test func myFlexFrameMatchesFlexFrameForAFlexibleChild() {
        // With a child that takes its proposal, the imitation and SwiftUI agree.
        let cases: [(CGFloat?, CGFloat?, CGFloat?, [CGFloat?])] = [
            (50, nil, 200, [100, 250, 600]), (nil, nil, 400, [100, 600, nil]), (300, nil, nil, [100, 600, nil]),
            (nil, 150, nil, [100, 600, nil]),
        ]
        for (minW, idealW, maxW, proposals) in cases {
            for proposal in proposals {
                let (_, mine) = frames(
                    Color.red.myFrame(minWidth: minW, idealWidth: idealW, maxWidth: maxW), proposal, 40, label: "Color.red")
                let (_, builtIn) = frames(
                    Color.red.frame(minWidth: minW, idealWidth: idealW, maxWidth: maxW), proposal, 40, label: "Color.red")
                #expect(mine.size == builtIn.size, "min \(String(describing: minW)) max \(String(describing: maxW)) proposal \(String(describing: proposal))")
            }
        }
    }

    @Test func myFlexFrameClampIgnoresTheMinimumWithANilProposal() {
        // The imitation's clamp applies max to the source, not to the clamped value, so with
        // min 50 and max 200 a 10-point ideal child stays 10; SwiftUI clamps it to 50.
        let (_, mine) = frames(Color.red.myFrame(minWidth: 50, maxWidth: 200), nil, 40, label: "Color.red")
        let (_, builtIn) = frames(Color.red.frame(minWidth: 50, maxWidth: 200), nil, 40, label: "Color.red")
        #expect(mine.width == 10)
        #expect(builtIn.width == 50)
    }

    @Test func myFlexFrameDiffersWhenTheChildIgnoresItsProposal() {
        // SPEC.md: for a lone max, SwiftUI's frame is min(max, max(child, proposal)); the imitation uses min(proposal, max).
        let image = Image("photo", width: 300, height: 40)
        let (_, mine) = frames(image.myFrame(maxWidth: 200), 100, 40, label: "Image(\"photo\", width: 300, height: 40)")
        let (_, builtIn) = frames(image.frame(maxWidth: 200), 100, 40, label: "Image(\"photo\", width: 300, height: 40)")
        #expect(mine.width == 100)
        #expect(builtIn.width == 200)
    }
}
