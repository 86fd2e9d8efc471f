import Foundation
import LayoutEngine

/// A `SweepPlot` as SVG: width and height against the swept proposal, a dot per
/// pass (`<circle class="point" data-pass data-x data-width data-height>`), and a
/// dashed line where the governing rule changes (`<g class="change" data-x>`).
public enum PlotRenderer {
    static let width: CGFloat = 720, height: CGFloat = 420
    static let left: CGFloat = 60, right: CGFloat = 24, top: CGFloat = 40, bottom: CGFloat = 110
    static let ink = "#444", rule = "#888", note = "#555", widthColour = "#007AFF", heightColour = "#FF9500"

    public static func svg(_ plot: SweepPlot) -> String {
        let xs = plot.points.map(\.x)
        let values = plot.points.compactMap(\.size).flatMap { [$0.width, $0.height] }.filter(\.isFinite)
        let x0 = xs.min()!, x1 = xs.max()!
        let yMax = niceCeiling(max(values.max() ?? 1, 1))
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        func px(_ x: CGFloat) -> CGFloat { left + (x1 == x0 ? plotWidth / 2 : (x - x0) / (x1 - x0) * plotWidth) }
        func py(_ y: CGFloat) -> CGFloat { top + plotHeight - min(y, yMax) / yMax * plotHeight }
        let n = SVGRenderer.n

        var out = #"<svg xmlns="http://www.w3.org/2000/svg" class="ltrace-plot" viewBox="0 0 \#(n(width)) \#(n(height))" width="\#(n(width))" height="\#(n(height))" font-family="Menlo, DejaVu Sans Mono, monospace" font-size="10">"#
        out += "\n"
        let swept = plot.swept.name
        let title = "\(plot.node.id) \(plot.node.label): width and height against the " + (plot.swept.isNamed ? swept : "proposed \(swept)")
        out += "<title>\(XMLText.escape(title))</title>\n"
        out += #"<text x="\#(n(left))" y="20" font-size="12">\#(XMLText.escape(title))</text>"#
        out += "\n"
        // Axes and ticks.
        out += #"<g class="axes" stroke="\#(ink)"><line x1="\#(n(left))" y1="\#(n(top + plotHeight))" x2="\#(n(left + plotWidth))" y2="\#(n(top + plotHeight))"/><line x1="\#(n(left))" y1="\#(n(top))" x2="\#(n(left))" y2="\#(n(top + plotHeight))"/></g>"#
        out += "\n<g class=\"ticks\" fill=\"#444\">"
        // A Dynamic Type sweep is ticked at its sizes, a device sweep at its devices, by name (a
        // device's name slanted, as there are many).
        for t in plot.swept.isNamed ? Array(Set(xs)).sorted() : ticks(x0, x1) {
            let label = XMLText.escape(plot.swept.label(t))
            out += #"<line x1="\#(n(px(t)))" y1="\#(n(top + plotHeight))" x2="\#(n(px(t)))" y2="\#(n(top + plotHeight + 4))" stroke="\#(ink)"/>"#
            if case .device = plot.swept {
                let y = top + plotHeight + 10
                out += #"<text x="\#(n(px(t)))" y="\#(n(y))" text-anchor="end" font-size="8" transform="rotate(-50 \#(n(px(t))) \#(n(y)))">\#(label)</text>"#
            } else {
                out += #"<text x="\#(n(px(t)))" y="\#(n(top + plotHeight + 16))" text-anchor="middle">\#(label)</text>"#
            }
        }
        for t in ticks(0, yMax) {
            out += #"<line x1="\#(n(left - 4))" y1="\#(n(py(t)))" x2="\#(n(left))" y2="\#(n(py(t)))" stroke="\#(ink)"/><text x="\#(n(left - 6))" y="\#(n(py(t) + 3))" text-anchor="end">\#(TraceFormat.short(t))</text>"#
        }
        out += "</g>\n"
        let slanted = plot.swept.isNamed && plot.swept != .dynamicType
        let axisTitleY = top + plotHeight + (slanted ? 84 : 32)
        out += #"<text x="\#(n(left + plotWidth / 2))" y="\#(n(axisTitleY))" text-anchor="middle">\#(plot.swept.isNamed ? swept : "proposed " + swept)</text>"#
        out += "\n"
        // Where the governing rule changes.
        for (i, change) in plot.changes.enumerated() {
            let x = px(change.x)
            out += #"<g class="change" data-pass="\#(change.pass)" data-x="\#(n(change.x))"><line x1="\#(n(x))" y1="\#(n(top))" x2="\#(n(x))" y2="\#(n(top + plotHeight))" stroke="\#(rule)" stroke-dasharray="4 3"/>"#
            // Labels right of the line, or left of it in the right half.
            let anchor = x > left + plotWidth / 2 ? #"x="\#(n(x - 3))" text-anchor="end""# : #"x="\#(n(x + 3))""#
            out += #"<text \#(anchor) y="\#(n(top + 10 + CGFloat(i % 6) * 11))" fill="\#(note)">\#(XMLText.escape("\(plot.swept.label(change.x)): \(change.description)"))</text></g>"#
            out += "\n"
        }
        // The two curves, broken where the node was not placed.
        for (name, colour, pick) in [("width", widthColour, { (s: CGSize) in s.width }), ("height", heightColour, { (s: CGSize) in s.height })] {
            var segments: [[SweepPlot.Point]] = [[]]
            for p in plot.points {
                if p.size == nil { segments.append([]) } else { segments[segments.count - 1].append(p) }
            }
            for segment in segments where !segment.isEmpty {
                let coordinates = segment.map { "\(n(px($0.x))),\(n(py(pick($0.size!))))" }.joined(separator: " ")
                out += #"<polyline class="curve \#(name)" points="\#(coordinates)" fill="none" stroke="\#(colour)" stroke-width="2"/>"#
                out += "\n"
            }
        }
        for p in plot.points {
            guard let size = p.size else { continue }
            let attributes = #"data-pass="\#(p.pass)" data-x="\#(n(p.x))" data-width="\#(n(size.width))" data-height="\#(n(size.height))""#
            out += #"<circle class="point width" cx="\#(n(px(p.x)))" cy="\#(n(py(size.width)))" r="2.5" fill="\#(widthColour)" \#(attributes)><title>\#(swept) \#(XMLText.escape(plot.swept.label(p.x))): width \#(TraceFormat.short(size.width))</title></circle>"#
            out += #"<circle class="point height" cx="\#(n(px(p.x)))" cy="\#(n(py(size.height)))" r="2.5" fill="\#(heightColour)" \#(attributes)><title>\#(swept) \#(XMLText.escape(plot.swept.label(p.x))): height \#(TraceFormat.short(size.height))</title></circle>"#
            out += "\n"
        }
        let legendY = slanted ? height - 4 : height - bottom + 52
        out += #"<g class="legend"><rect x="\#(n(left))" y="\#(n(legendY - 8))" width="12" height="3" fill="\#(widthColour)"/><text x="\#(n(left + 16))" y="\#(n(legendY - 4))">width</text><rect x="\#(n(left + 70))" y="\#(n(legendY - 8))" width="12" height="3" fill="\#(heightColour)"/><text x="\#(n(left + 86))" y="\#(n(legendY - 4))">height</text><line x1="\#(n(left + 140))" y1="\#(n(legendY - 7))" x2="\#(n(left + 152))" y2="\#(n(legendY - 7))" stroke="\#(rule)" stroke-dasharray="4 3"/><text x="\#(n(left + 156))" y="\#(n(legendY - 4))">the rule governing its size changes</text></g>"#
        out += "\n</svg>\n"
        return out
    }

    /// 1, 2 or 5 times a power of ten, at least `x`.
    static func niceCeiling(_ x: CGFloat) -> CGFloat {
        let magnitude = pow(10, floor(log10(x)))
        for m in [1, 2, 5, 10] as [CGFloat] where m * magnitude >= x { return m * magnitude }
        return 10 * magnitude
    }

    /// About six round ticks from `a` to `b`.
    static func ticks(_ a: CGFloat, _ b: CGFloat) -> [CGFloat] {
        guard b > a else { return [a] }
        let step = niceCeiling((b - a) / 6)
        var t = (a / step).rounded(.up) * step
        var result: [CGFloat] = []
        while t <= b + step * 1e-9 {
            result.append(t)
            t += step
        }
        return result
    }
}
