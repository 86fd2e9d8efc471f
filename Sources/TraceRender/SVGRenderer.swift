import Foundation
import LayoutEngine
import TraceStore

/// A layout as SVG, like SwiftUI's debugging borders: every placed node's frame
/// outlined in root coordinates and labelled with its id and label, leaves filled
/// with their colour, the root proposal dashed.
///
/// Each node is a `<g class="node" id="node-3" data-node="3">` holding its frame
/// `<rect class="frame">` with the frame's exact numbers, so tools and tests can
/// read the picture back.
public enum SVGRenderer {
    static let margin: CGFloat = 24
    static let outlines = ["#D0021B", "#0B6BCB", "#1E8E3E", "#B06000", "#8E24AA", "#00838F"]

    public static func svg(_ picture: LayoutPicture, idPrefix: String = "") -> String {
        let b = picture.bounds.insetBy(dx: -margin, dy: -margin)
        var out = ""
        out.reserveCapacity(256 * picture.boxes.count + 1024)
        out += #"<svg xmlns="http://www.w3.org/2000/svg" class="ltrace-layout" viewBox="\#(n(b.minX)) \#(n(b.minY)) \#(n(b.width)) \#(n(b.height))" width="\#(n(b.width))" height="\#(n(b.height))" font-family="Menlo, DejaVu Sans Mono, monospace" font-size="9">"#
        out += "\n<title>\(XMLText.escape(title(picture)))</title>\n"
        out += "<style>.frame{fill-opacity:0.55;stroke-width:1;vector-effect:non-scaling-stroke}.label{fill:#222;paint-order:stroke;stroke:#fff;stroke-width:2px;stroke-opacity:0.8}.proposal{fill:none;stroke:#666;stroke-dasharray:6 4}.device{fill:none;stroke:#222;stroke-width:3}</style>\n"
        let p = picture.proposal
        if let screen = picture.screen, let device = picture.device {
            // The device's outline with its display's corner radius (square where no source gives it), and its safe area dashed.
            let radius = Device.named(device.device)?.cornerRadius ?? 0
            out += #"<rect class="device" x="0" y="0" width="\#(n(screen.width))" height="\#(n(screen.height))" rx="\#(n(radius))"><title>\#(XMLText.escape(device.description)): \#(TraceFormat.compact(screen.size))</title></rect>"#
            out += "\n"
            out += #"<rect class="proposal" x="\#(n(p.minX))" y="\#(n(p.minY))" width="\#(n(p.width))" height="\#(n(p.height))"><title>safe area \#(TraceFormat.compact(p.size)) at (\#(TraceFormat.short(p.minX)), \#(TraceFormat.short(p.minY))): the root's proposal</title></rect>"#
        } else {
            out += #"<rect class="proposal" x="\#(n(p.minX))" y="\#(n(p.minY))" width="\#(n(p.width))" height="\#(n(p.height))"><title>root proposal \#(TraceFormat.compact(picture.pass.proposal))</title></rect>"#
        }
        out += "\n"
        for box in picture.boxes {
            let f = box.frame
            let stroke = outlines[box.node.depth % outlines.count]
            let fill = box.fill ?? "none"
            out += #"<g class="node\#(box.isLeaf ? " leaf" : "")" id="\#(idPrefix)\#(box.node.id)" data-node="\#(box.node.id.rawValue)" data-kind="\#(XMLText.escape(box.node.kind))">"#
            out += #"<title>\#(box.node.id) \#(XMLText.escape(LabelPlacer.capped(box.node.label))): \#(TraceFormat.compact(f.size)) at (\#(TraceFormat.short(f.minX)), \#(TraceFormat.short(f.minY)))</title>"#
            if box.fill != nil, box.outline != .rectangle {
                out += shape(box.outline, f, fill: fill)
                out += #"<rect class="frame" x="\#(n(f.minX))" y="\#(n(f.minY))" width="\#(n(f.width))" height="\#(n(f.height))" fill="none" stroke="\#(stroke)"/>"#
            } else {
                out += #"<rect class="frame" x="\#(n(f.minX))" y="\#(n(f.minY))" width="\#(n(f.width))" height="\#(n(f.height))" fill="\#(fill)" stroke="\#(stroke)"/>"#
            }
            out += "</g>\n"
        }
        // Labels last, so no fill covers them.
        out += #"<g class="labels">"#
        out += "\n"
        for box in picture.boxes {
            let x = box.frame.minX + 2, y = box.frame.minY + 9 + CGFloat(box.labelLine) * LabelPlacer.lineHeight
            let text = LabelPlacer.shown("\(box.node.id) \(box.node.label)", in: box.frame)
            out += #"<text class="label" data-node="\#(box.node.id.rawValue)" x="\#(n(x))" y="\#(n(y))">\#(XMLText.escape(text))</text>"#
            out += "\n"
        }
        out += "</g>\n</svg>\n"
        return out
    }

    static func title(_ picture: LayoutPicture) -> String {
        let scene = picture.scenePath.isEmpty ? "" : picture.scenePath + ", "
        if let screen = picture.device { return "ltrace: \(scene)pass \(picture.pass.id), on \(screen.description), safe area \(TraceFormat.compact(picture.pass.proposal))" }
        return "ltrace: \(scene)pass \(picture.pass.id), proposal \(TraceFormat.compact(picture.pass.proposal))"
    }

    static func shape(_ shape: Appearance.Outline, _ f: CGRect, fill: String) -> String {
        switch shape {
        case .rectangle:
            return ""
        case .rounded(let radius):
            let r = min(radius, f.width / 2, f.height / 2)
            return #"<rect class="shape" x="\#(n(f.minX))" y="\#(n(f.minY))" width="\#(n(f.width))" height="\#(n(f.height))" rx="\#(n(r))" fill="\#(fill)" fill-opacity="0.55"/>"#
        case .capsule:
            let r = min(f.width, f.height) / 2
            return #"<rect class="shape" x="\#(n(f.minX))" y="\#(n(f.minY))" width="\#(n(f.width))" height="\#(n(f.height))" rx="\#(n(r))" fill="\#(fill)" fill-opacity="0.55"/>"#
        case .ellipse:
            return #"<ellipse class="shape" cx="\#(n(f.midX))" cy="\#(n(f.midY))" rx="\#(n(f.width / 2))" ry="\#(n(f.height / 2))" fill="\#(fill)" fill-opacity="0.55"/>"#
        case .circle:
            return #"<circle class="shape" cx="\#(n(f.midX))" cy="\#(n(f.midY))" r="\#(n(min(f.width, f.height) / 2))" fill="\#(fill)" fill-opacity="0.55"/>"#
        }
    }

    /// Numbers as SVG takes them: exact, no exponent, infinities drawn as 0.
    static func n(_ x: CGFloat) -> String {
        guard x.isFinite else { return "0" }
        return TraceFormat.number(x)
    }
}

/// Text for XML and HTML.
enum XMLText {
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // XML forbids the other C0 controls and U+FFFE/U+FFFF: a text holding one would make
            // the whole file unreadable.
            case "\u{9}", "\u{A}", "\u{D}": out.unicodeScalars.append(c)
            case _ where c.value < 0x20 || c.value == 0xFFFE || c.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
