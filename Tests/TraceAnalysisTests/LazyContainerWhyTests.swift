import Foundation
import LayoutEngine
import Testing
import TraceAnalysis
import TraceStore

/// `why` explains lazy grids and lazy stacks with their own decisions: how the grid divided
/// its width among its GridItems, its rows, an item's cell, and a lazy stack's size and order.
/// The numbers are checked against their sources in Tests/Fixtures (lazy-grid-*).
@Suite struct LazyContainerWhyTests {
    /// `why` of the n-th node (from 1) with this label.
    func why(_ r: Recorded, _ label: String, _ n: Int) throws -> [String] {
        let id = try #require(try r.trace.nodes().filter { $0.label == label }.dropFirst(n - 1).first).id
        return WhyReport.text(try WhyAnalysis(trace: r.trace).explain(id, pass: 1), scenePath: "scene.swift").trimmed
    }

    @Test func aGridItemsColumnIsExplainedFromTheGridItems() throws {
        let r = try Recorded(
            """
            LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
                ForEach(0..<5) { _ in Color.red.frame(height: 20) }
            }
            """, proposals: [ProposedViewSize(width: 200, height: 400)])
        let lines = try why(r, "frame(height: 20)", 5)
        expectInOrder(
            [
                "node-0 LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) @1:1: proposed 200 × 400 → 200 × 48",
                "200 wide less 8 of gaps between columns; fixed columns first, then in order, each offered what is left over the columns left, a flexible one clamped to its limits: offered 96, 122 → 70, 122; adaptive columns hold 1, 2 items → columns 70, 57, 57",
                "rows as tall as their tallest item proposed (column width, nil): 20, 20, 8 apart (the default; unconfirmed); as wide as proposed (200) or as its columns (200) → 200 × 48",
                "node-10 frame(height: 20) @2:37: proposed 57 × 20 → 57 × 20",
                "row 2, column 2: its cell is 57 × 20 at (78, 204), proposed to it; aligned .center there → (78, 204)",
            ], in: lines)
    }

    /// An infinite width, or a minimum so small that millions of items would fit, never crashes or
    /// allocates without bound: an adaptive column holds at most 10,000 tracks, one when infinite.
    @Test func hostileWidthsAndMinimums() throws {
        for (source, proposal) in [
            ("LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { Color.red.frame(width: 10, height: 10) }", ProposedViewSize(width: .infinity, height: .infinity)),
            ("LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e-300, maximum: 5))]) { Color.red.frame(height: 10) }", ProposedViewSize(width: 390, height: 400)),
        ] {
            let r = try Recorded(source, proposals: [proposal])
            #expect(try r.trace.frames(pass: 1)[NodeID(2)] != nil)
        }
    }

    @Test func aHorizontalGridDividesItsHeight() throws {
        let r = try Recorded(
            """
            LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.flexible())], spacing: 4) {
                ForEach(0..<3) { _ in Color.blue.frame(width: 25) }
            }
            """, proposals: [ProposedViewSize(width: 300, height: 100)])
        let lines = try why(r, "frame(width: 25)", 3)
        expectInOrder(
            [
                "100 tall less 8 of gaps between rows; fixed rows first, then in order, each offered what is left over the rows left, a flexible one clamped to its limits: offered 46, 62 → 30, 62; adaptive rows hold 1, 1 items → rows 30, 62",
                "columns as wide as their widest item proposed (nil, row height): 25, 25, 4 apart; as tall as proposed (100) or as its rows (100) → 54 × 100",
                "column 2, row 1: its cell is 25 × 30 at (152, 0), proposed to it; aligned .center there → (152, 0)",
            ], in: lines)
    }

    @Test func aLazyStackTakesTheWidthItIsOfferedAndHugsItsChildren() throws {
        let r = try Recorded(
            """
            LazyVStack(alignment: .leading, spacing: 4) {
                Color.blue.frame(width: 100, height: 30)
                Color.green.frame(width: 60, height: 20)
            }
            """, proposals: [ProposedViewSize(width: 390, height: 844)])
        let size = try why(r, "LazyVStack(alignment: .leading, spacing: 4)", 1)
        let lines = size + (try r.why("frame(width: 60, height: 20)").trimmed)
        expectInOrder(
            [
                "a lazy stack does not divide its height: proposes 390 × nil to each child; as tall as their heights 30, 20 plus 4 of gaps, as wide as offered (else its widest child, 100; unconfirmed) → 390 × 54",
                "child 2, after the children and gaps before it, aligned .leading across the stack → (0, 429)",
            ], in: lines)
    }

    @Test func aGridSizesItsColumnsFromTheirCellsAndPlacesACellInIt() throws {
        let r = try Recorded(
            """
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    Color.red.frame(width: 40, height: 20)
                    Color.green.frame(width: 80, height: 30)
                }
                GridRow {
                    Color.blue.frame(width: 60, height: 10).gridColumnAlignment(.leading)
                    Color.orange.frame(width: 20, height: 20)
                }
            }
            """, proposals: [ProposedViewSize(width: 300, height: 300)])
        expectInOrder(
            [
                "columns sized as an HStack sizes its children, each standing for its cells (least flexible first, each offered what is left over the columns left; 10 between): offered 300 → 60, 80",
                "rows sized as a VStack sizes its children, each standing for its cells (least flexible first, each offered what is left over the rows left; 5 between): offered 300 → 30, 20",
                "row 1, column 1: its cell is 60 × 30 at (75, 122.5), proposed to it; aligned .leading there → (75, 127.5)",
            ], in: try r.why("Grid(horizontalSpacing: 10, verticalSpacing: 5)").trimmed + r.why("frame(width: 40, height: 20)").trimmed)
    }

    @Test func aDividerBetweenTheRowsWidensTheColumnsUnlessItIsUnsized() throws {
        let source = """
            Grid(horizontalSpacing: 10, verticalSpacing: 5) {
                GridRow {
                    Color.red.frame(width: 50, height: 20)
                    Color.blue.frame(width: 30, height: 20)
                }
                Divider()
                Color.gray.frame(maxWidth: 20, maxHeight: 2)
            }
            """
        let r = try Recorded(source, proposals: [ProposedViewSize(width: 300, height: 300)])
        expectInOrder(
            [
                "the cell of row 2 spans columns 1 to 2, 90 wide with the spacing between them; offered 300 (the grid's offer less the other columns), it takes 300, 210 more, shared equally among them (the sharing unconfirmed); gridCellUnsizedAxes(.horizontal) would keep them",
                "columns sized as an HStack sizes its children, each standing for its cells (least flexible first, each offered what is left over the columns left; 10 between), then widened by the cells spanning several columns: offered 300 → 155, 135",
            ], in: try r.why("Divider()").trimmed)
        expectInOrder(
            ["the cell of row 3 spans columns 1 to 2, 300 wide with the spacing between them; offered 300 (the grid's offer less the other columns), it takes 20, which fits: the columns keep their widths"],
            in: try r.why("frame(maxWidth: 20, maxHeight: 2)").trimmed)
        let unsized = try Recorded(source.replacingOccurrences(of: "Divider()", with: "Divider().gridCellUnsizedAxes(.horizontal)"), proposals: [ProposedViewSize(width: 300, height: 300)])
        #expect(try unsized.trace.frames(pass: 1)[NodeID(0)]?.width == 90)
    }
}
