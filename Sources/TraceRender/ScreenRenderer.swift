import Foundation
import LayoutEngine
import TraceStore

/// A pass drawn as the screen would look: fills, shapes, texts at their frames in the fonts
/// that measured them, images and symbols as placeholders of their size, controls as their iOS
/// shapes, bars and list cards, what ltrace cannot lay out hatched; the device's outline and its
/// safe area. Each placed node is a `<g class="node" id="node-3" data-node="3">` holding its
/// frame, `<rect class="frame">` (invisible until the wireframe is shown or the node is
/// selected), then its drawing, then its children's groups, so that a clip applies to what is
/// inside and the pointer finds the deepest box. Texts are `<text class="line">` elements at
/// their baselines; no label is drawn in the picture.
public enum ScreenRenderer {
    static let margin: CGFloat = 16

    /// iOS's system colours the drawing uses, in the recording's appearance (`Color.platformColors`).
    struct Palette {
        let label, placeholderText, groupedBackground, card, separator, fill, tertiaryFill, accent, green, gray: String
        /// The screen behind everything (`systemBackground`).
        let background: String
        /// A bar's translucent material, approximated by one colour (drawing only, unmeasured).
        let bar: String
        /// A bordered text field's background: white, or the secondary background in dark.
        let fieldBackground: String
        /// A colour whose value ltrace does not know.
        let unknownColor = "rgba(142, 142, 147, 0.12)"

        init(_ scheme: ColorScheme) {
            let colors = Color.platformColors(scheme)
            func platform(_ name: String) -> String { colors[name] ?? "#000000" }
            label = platform("label"); placeholderText = platform("placeholderText")
            groupedBackground = platform("systemGroupedBackground"); card = platform("secondarySystemGroupedBackground")
            separator = platform("separator"); fill = platform("systemFill"); tertiaryFill = platform("tertiarySystemFill")
            accent = platform("systemBlue"); green = platform("systemGreen"); gray = platform("systemGray")
            background = platform("systemBackground")
            bar = scheme == .light ? "rgba(249, 249, 249, 0.94)" : "rgba(29, 29, 29, 0.94)"
            fieldBackground = scheme == .light ? "#FFFFFF" : platform("secondarySystemBackground")
        }

        static let light = Palette(.light), dark = Palette(.dark)
        static func of(_ scheme: ColorScheme) -> Palette { scheme == .light ? light : dark }
    }

    public static func svg(_ picture: LayoutPicture, wireframe: Bool = false) -> String {
        let b = picture.bounds.insetBy(dx: -margin, dy: -margin)
        var out = ""
        out.reserveCapacity(320 * picture.boxes.count + 2048)
        out += ##"<svg xmlns="http://www.w3.org/2000/svg" class="ltrace-screen\##(wireframe ? " wireframe" : "")" viewBox="\##(n(b.minX)) \##(n(b.minY)) \##(n(b.width)) \##(n(b.height))" width="\##(n(b.width))" height="\##(n(b.height))" font-family="-apple-system, 'SF Pro Text', 'SF Pro', Inter, 'Helvetica Neue', Arial, sans-serif">"##
        out += "\n<title>\(XMLText.escape(SVGRenderer.title(picture)))</title>\n"
        out += "<defs><pattern id=\"hatch\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"8\" height=\"8\" fill=\"#F4F4F6\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#B0B0B8\" stroke-width=\"3\"/></pattern>"
        out += "<clipPath id=\"screen\">\(screenShape(picture))</clipPath></defs>\n"
        out += "<style>.frame{fill:transparent;stroke:none;vector-effect:non-scaling-stroke}.wireframe .frame{stroke:#0B6BCB;stroke-opacity:0.5;stroke-width:1}.line{white-space:pre}.safe-area{fill:none;stroke:none}.wireframe .safe-area{stroke:#666;stroke-dasharray:6 4}</style>\n"
        // The screen: white, with the device's outline; off a device, the root proposal.
        let s = picture.screen ?? picture.proposal
        out += ##"<rect class="background" x="\##(n(s.minX))" y="\##(n(s.minY))" width="\##(n(s.width))" height="\##(n(s.height))" rx="\##(n(cornerRadius(picture)))" fill="\##(picture.palette.background)"/>"##
        out += "\n<g clip-path=\"url(#screen)\">\n"
        var children: [NodeID: [Int]] = [:]
        var roots: [Int] = []
        for (i, box) in picture.boxes.enumerated() {
            if let parent = box.parent { children[parent, default: []].append(i) } else { roots.append(i) }
        }
        var drawer = Drawer(picture: picture, children: children)
        for root in roots { drawer.draw(root, into: &out) }
        if let device = picture.device, let model = Device.named(device.device) { out += DeviceChrome.svg(device: model, screen: device, label: picture.palette.label, n: n) + "\n" }
        out += "</g>\n"
        let p = picture.proposal
        out += ##"<rect class="safe-area" x="\##(n(p.minX))" y="\##(n(p.minY))" width="\##(n(p.width))" height="\##(n(p.height))"><title>\##(picture.screen != nil ? "safe area" : "root proposal") \##(TraceFormat.compact(p.size))</title></rect>"##
        out += "\n"
        if let screen = picture.screen, let device = picture.device {
            out += ##"<rect class="device" x="0" y="0" width="\##(n(screen.width))" height="\##(n(screen.height))" rx="\##(n(cornerRadius(picture)))" fill="none" stroke="#1C1C1E" stroke-width="6"><title>\##(XMLText.escape(device.description)): \##(TraceFormat.compact(screen.size))</title></rect>"##
            out += "\n"
        }
        out += "</svg>\n"
        return out
    }

    static func cornerRadius(_ picture: LayoutPicture) -> CGFloat {
        picture.device.flatMap { Device.named($0.device)?.cornerRadius } ?? 0
    }

    static func screenShape(_ picture: LayoutPicture) -> String {
        let s = picture.screen ?? picture.bounds
        return ##"<rect x="\##(n(s.minX))" y="\##(n(s.minY))" width="\##(n(s.width))" height="\##(n(s.height))" rx="\##(n(cornerRadius(picture)))"/>"##
    }

    /// Draws boxes depth first, each inside its parent's group, with a stack of its own (a
    /// damaged trace may nest a hundred thousand levels).
    struct Drawer {
        let picture: LayoutPicture
        let children: [NodeID: [Int]]
        var clips = 0

        enum Step { case open(Int), close(Int) }

        mutating func draw(_ root: Int, into out: inout String) {
            var steps: [Step] = [.open(root)]
            while let step = steps.popLast() {
                switch step {
                case .close(let index):
                    out += ScreenRenderer.overlay(picture.boxes[index], picture)
                    out += "</g>\n"
                case .open(let index):
                    let box = picture.boxes[index]
                    let f = box.frame
                    guard [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) else { continue }
                    var clip = ""
                    if case .clip(let outline)? = box.appearance {
                        clips += 1
                        let id = "clip-\(clips)"
                        out += "<clipPath id=\"\(id)\">\(ScreenRenderer.shape(outline, f, attributes: ""))</clipPath>"
                        clip = " clip-path=\"url(#\(id))\""
                    }
                    out += ##"<g class="node" id="\##(box.node.id)" data-node="\##(box.node.id.rawValue)"\##(clip)>"##
                    out += ##"<rect class="frame" x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))"/>"##
                    if case .hidden? = box.appearance {
                        // Nothing inside is drawn; the boxes stay, for the wireframe and selection.
                        out += "</g>\n"
                        continue
                    }
                    out += ScreenRenderer.drawing(box, picture)
                    out += "\n"
                    steps.append(.close(index))
                    for child in (children[box.node.id] ?? []).reversed() { steps.append(.open(child)) }
                }
            }
        }
    }

    /// What a box draws under its children.
    static func drawing(_ box: LayoutPicture.Box, _ picture: LayoutPicture) -> String {
        let f = box.frame
        switch box.appearance {
        case .fill(let outline, _)? where box.unknownColor != nil:
            // Never an opaque fill that hides what lies under it: translucent, outlined, named.
            return ##"<g class="unknown-color">"## + shape(outline, f, attributes: ##" fill="\##(picture.palette.unknownColor)" stroke="#8E8E93" stroke-dasharray="3 3" vector-effect="non-scaling-stroke""##)
                + ##"<title>\##(XMLText.escape(LabelPlacer.capped(box.unknownColor ?? ""))): a colour ltrace does not know, drawn as a marked neutral</title></g>"##
        case .fill(let outline, _)?:
            let color = box.color ?? picture.palette.label
            return color == "transparent" ? "" : shape(outline, f, attributes: ##" fill="\##(color)""##)
        case .text?:
            return text(box, picture.textLines[box.node.id], picture.palette)
        case .image(let name)?:
            return ##"<g class="image"><rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" fill="#E5E5EA"/>"##
                + ##"<path d="M\##(n(f.minX)) \##(n(f.maxY)) L\##(n(f.minX + f.width * 0.35)) \##(n(f.minY + f.height * 0.55)) L\##(n(f.minX + f.width * 0.55)) \##(n(f.minY + f.height * 0.75)) L\##(n(f.minX + f.width * 0.75)) \##(n(f.minY + f.height * 0.45)) L\##(n(f.maxX)) \##(n(f.maxY)) Z" fill="#C7C7CC"/>"##
                + "<title>Image(\"\(XMLText.escape(LabelPlacer.capped(name)))\"): \(TraceFormat.compact(f.size))</title></g>"
        case .symbol(let name)?:
            let color = box.color ?? picture.palette.accent
            let r = max(0, min(f.width, f.height) / 2 - 0.5)
            return ##"<g class="symbol"><circle cx="\##(n(f.midX))" cy="\##(n(f.midY))" r="\##(n(r))" fill="none" stroke="\##(color)" stroke-width="\##(n(max(1, r / 6)))"/><circle cx="\##(n(f.midX))" cy="\##(n(f.midY))" r="\##(n(r / 3))" fill="\##(color)"/><title>\##(XMLText.escape(LabelPlacer.capped(name)))</title></g>"##
        case .control(let control)?:
            return self.control(control, f, picture.palette)
        case .textField(let prompt, let bordered)?:
            var out = bordered ? ##"<rect x="\##(n(f.minX + 0.5))" y="\##(n(f.minY + 0.5))" width="\##(n(max(0, f.width - 1)))" height="\##(n(max(0, f.height - 1)))" rx="5" fill="\##(picture.palette.fieldBackground)" stroke="#C7C7CC"/>"## : ""
            let inset: CGFloat = bordered ? 7 : 0
            out += ##"<text class="line" x="\##(n(f.minX + inset))" y="\##(n(f.midY + 6))" font-size="17" fill="\##(picture.palette.placeholderText)">\##(XMLText.escape(LabelPlacer.capped(prompt)))</text>"##
            return out
        case .list(let inset)?:
            // A grouped list (its cards recorded) stands on the grouped background; a plain one on white.
            let grouped = picture.listCards[box.node.id] != nil
            // On a device, a list's background reaches under the safe area it touches (behind the
            // home indicator, the status bar, a landscape notch) as its scroll view's does.
            let back = picture.screen.map { Self.reachingUnderSafeArea(f, safeArea: picture.proposal, screen: $0) } ?? f
            var out = grouped ? ##"<rect class="list-background" x="\##(n(back.minX))" y="\##(n(back.minY))" width="\##(n(back.width))" height="\##(n(back.height))" fill="\##(picture.palette.groupedBackground)"/>"## : ""
            if let cards = picture.listCards[box.node.id] {
                for card in cards.frames {
                    out += ##"<rect class="card" x="\##(n(card.minX))" y="\##(n(card.minY))" width="\##(n(card.width))" height="\##(n(card.height))" rx="\##(inset ? "10" : "0")" fill="\##(picture.palette.card)"/>"##
                    for y in cards.separators where y > card.minY && y < card.maxY {
                        out += ##"<line class="separator" x1="\##(n(card.minX + 16))" y1="\##(n(y))" x2="\##(n(card.maxX))" y2="\##(n(y))" stroke="\##(picture.palette.separator)" stroke-width="0.5"/>"##
                    }
                }
            }
            return out
        case .placeholder(let what)?:
            return ##"<rect class="placeholder" x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" fill="url(#hatch)" stroke="#8E8E93" stroke-dasharray="4 3"><title>\##(XMLText.escape(LabelPlacer.capped(what))): laid out as a placeholder</title></rect>"##
        case .border(let color, let width)?:
            let css = color.flatMap(picture.colors.css) ?? picture.palette.label
            return ##"<rect x="\##(n(f.minX + width / 2))" y="\##(n(f.minY + width / 2))" width="\##(n(max(0, f.width - width)))" height="\##(n(max(0, f.height - width)))" fill="none" stroke="\##(css)" stroke-width="\##(n(width))"/>"##
        case .navigationBar?, .tabBar?, .foreground?, .clip?, .hidden?, nil:
            return ""
        }
    }

    /// A frame grown to the screen's edge on each side where it touches the safe area's.
    static func reachingUnderSafeArea(_ f: CGRect, safeArea: CGRect, screen: CGRect) -> CGRect {
        let touches: (CGFloat, CGFloat) -> Bool = { abs($0 - $1) < 0.5 }
        let minX = touches(f.minX, safeArea.minX) ? min(f.minX, screen.minX) : f.minX
        let minY = touches(f.minY, safeArea.minY) ? min(f.minY, screen.minY) : f.minY
        let maxX = touches(f.maxX, safeArea.maxX) ? max(f.maxX, screen.maxX) : f.maxX
        let maxY = touches(f.maxY, safeArea.maxY) ? max(f.maxY, screen.maxY) : f.maxY
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// What a box draws over its children: its bars.
    static func overlay(_ box: LayoutPicture.Box, _ picture: LayoutPicture) -> String {
        let f = box.frame
        let screen = picture.screen ?? picture.bounds
        switch box.appearance {
        case .navigationBar(let title, let large)?:
            guard let bar = picture.navigationBars[box.node.id] else { return "" }
            let bottom = f.minY + bar.bar
            // The bar's material reaches up under the status bar.
            let top = min(screen.minY, f.minY)
            var out = ##"<g class="navigation-bar"><rect x="\##(n(f.minX))" y="\##(n(top))" width="\##(n(f.width))" height="\##(n(max(0, bottom - top)))" fill="\##(picture.palette.bar)"/>"##
            out += ##"<line x1="\##(n(f.minX))" y1="\##(n(bottom))" x2="\##(n(f.maxX))" y2="\##(n(bottom))" stroke="\##(picture.palette.separator)" stroke-width="0.5"/>"##
            if !title.isEmpty {
                if large {
                    out += ##"<text class="line" x="\##(n(f.minX + 16))" y="\##(n(bottom - 12))" font-size="34" font-weight="700">\##(XMLText.escape(LabelPlacer.capped(title)))</text>"##
                } else {
                    out += ##"<text class="line" x="\##(n(f.midX))" y="\##(n(bottom - 15))" font-size="17" font-weight="600" text-anchor="middle">\##(XMLText.escape(LabelPlacer.capped(title)))</text>"##
                }
            }
            return out + "</g>"
        case .tabBar(let items)?:
            guard let bar = picture.tabBars[box.node.id] else { return "" }
            let top = f.maxY - bar.bar
            let bottom = max(screen.maxY, f.maxY)
            var out = ##"<g class="tab-bar"><rect x="\##(n(f.minX))" y="\##(n(top))" width="\##(n(f.width))" height="\##(n(bottom - top))" fill="\##(picture.palette.bar)"/>"##
            out += ##"<line x1="\##(n(f.minX))" y1="\##(n(top))" x2="\##(n(f.maxX))" y2="\##(n(top))" stroke="\##(picture.palette.separator)" stroke-width="0.5"/>"##
            let count = max(1, items.count)
            let width = f.width / CGFloat(count)
            for (i, item) in items.enumerated() {
                let x = f.minX + width * (CGFloat(i) + 0.5)
                let color = i == 0 ? picture.palette.accent : picture.palette.gray
                out += ##"<circle cx="\##(n(x))" cy="\##(n(top + 16))" r="9" fill="none" stroke="\##(color)" stroke-width="2"/>"##
                if !item.isEmpty {
                    out += ##"<text class="line" x="\##(n(x))" y="\##(n(top + 41))" font-size="10" font-weight="500" text-anchor="middle" fill="\##(color)">\##(XMLText.escape(LabelPlacer.capped(item)))</text>"##
                }
            }
            return out + "</g>"
        default:
            return ""
        }
    }

    /// A text's lines at their baselines, each in the font its line starts in.
    static func text(_ box: LayoutPicture.Box, _ lines: TextLines?, _ palette: Palette) -> String {
        guard let lines else { return "" }
        let color = box.color ?? palette.label
        var out = ##"<g class="text" fill="\##(color)">"##
        let count = min(lines.lines.count, lines.baselines.count, lines.fontSizes.count, lines.weights.count, lines.italics.count, lines.designs.count)
        for i in 0..<count {
            let size = lines.fontSizes[i]
            guard size.isFinite, size > 0, lines.baselines[i].isFinite else { continue }
            var attributes = ##" font-size="\##(n(size))""##
            if lines.weights[i] != 400 { attributes += ##" font-weight="\##(lines.weights[i])""## }
            if lines.italics[i] != 0 { attributes += ##" font-style="italic""## }
            if let family = family(lines.designs[i]) { attributes += ##" font-family="\##(XMLText.escape(family))""## }
            // multilineTextAlignment: the browser's glyphs are not the measured ones, so a line is
            // anchored at the frame's middle or end rather than offset by its measured width.
            var x = box.frame.minX
            switch lines.alignment ?? .leading {
            case .leading: break
            case .center: x = box.frame.midX; attributes += ##" text-anchor="middle""##
            case .trailing: x = box.frame.maxX; attributes += ##" text-anchor="end""##
            }
            out += ##"<text class="line" x="\##(n(x))" y="\##(n(lines.baselines[i]))"\##(attributes)>\##(XMLText.escape(LabelPlacer.capped(lines.lines[i])))</text>"##
        }
        return out + "</g>"
    }

    /// CSS font family of a design or a custom font's name; nil for the system font (the SVG's own).
    static func family(_ design: String) -> String? {
        switch design {
        case "default": return nil
        case "monospaced": return "'SF Mono', Menlo, 'DejaVu Sans Mono', monospace"
        case "serif": return "'New York', Georgia, 'DejaVu Serif', serif"
        case "rounded": return "'SF Pro Rounded', -apple-system, Inter, sans-serif"
        default: return "'\(design.replacingOccurrences(of: "'", with: ""))', -apple-system, Inter, sans-serif"
        }
    }

    /// An iOS control's shape in its frame.
    static func control(_ control: Appearance.Control, _ f: CGRect, _ palette: Palette) -> String {
        switch control {
        case .switch:
            let knob = max(0, f.height - 4)
            return ##"<g class="switch"><rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="\##(n(f.height / 2))" fill="\##(palette.green)"/><circle cx="\##(n(f.maxX - 2 - knob / 2))" cy="\##(n(f.midY))" r="\##(n(knob / 2))" fill="#FFFFFF"/></g>"##
        case .slider:
            let x = f.minX + f.width * 0.5
            return ##"<g class="slider"><rect x="\##(n(f.minX))" y="\##(n(f.midY - 2))" width="\##(n(f.width))" height="4" rx="2" fill="\##(palette.fill)"/><rect x="\##(n(f.minX))" y="\##(n(f.midY - 2))" width="\##(n(x - f.minX))" height="4" rx="2" fill="\##(palette.accent)"/><circle cx="\##(n(x))" cy="\##(n(f.midY))" r="\##(n(min(14, f.height / 2)))" fill="#FFFFFF" stroke="rgba(0,0,0,0.12)"/></g>"##
        case .stepper:
            return ##"<g class="stepper"><rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="8" fill="\##(palette.tertiaryFill)"/><line x1="\##(n(f.midX))" y1="\##(n(f.minY + 8))" x2="\##(n(f.midX))" y2="\##(n(f.maxY - 8))" stroke="\##(palette.separator)"/><path d="M\##(n(f.minX + f.width / 4 - 6)) \##(n(f.midY)) h12 M\##(n(f.minX + f.width * 3 / 4 - 6)) \##(n(f.midY)) h12 m-6 -6 v12" stroke="#000" stroke-width="1.5"/></g>"##
        case .segmented:
            return ##"<g class="segmented"><rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="8" fill="\##(palette.tertiaryFill)"/><rect x="\##(n(f.minX + 2))" y="\##(n(f.minY + 2))" width="\##(n(max(0, f.width / 2 - 2)))" height="\##(n(max(0, f.height - 4)))" rx="7" fill="#FFFFFF"/></g>"##
        case .progressBar:
            return ##"<g class="progress"><rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="\##(n(f.height / 2))" fill="\##(palette.fill)"/><rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width * 0.4))" height="\##(n(f.height))" rx="\##(n(f.height / 2))" fill="\##(palette.accent)"/></g>"##
        case .spinner:
            var out = ##"<g class="spinner">"##
            let r = min(f.width, f.height) / 2
            for i in 0..<8 {
                let angle = Double(i) * .pi / 4
                let (c, s) = (CGFloat(cos(angle)), CGFloat(sin(angle)))
                out += ##"<line x1="\##(n(f.midX + c * r * 0.45))" y1="\##(n(f.midY + s * r * 0.45))" x2="\##(n(f.midX + c * r * 0.9))" y2="\##(n(f.midY + s * r * 0.9))" stroke="\##(palette.gray)" stroke-width="\##(n(max(1, r / 6)))" stroke-linecap="round" stroke-opacity="\##(n(CGFloat(i + 2) / 10))"/>"##
            }
            return out + "</g>"
        case .wheel:
            return ##"<g class="wheel"><rect x="\##(n(f.minX))" y="\##(n(f.midY - 17))" width="\##(n(f.width))" height="34" rx="8" fill="\##(palette.tertiaryFill)"/></g>"##
        case .borderedButton:
            return ##"<rect class="button" x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="\##(n(min(8, f.height / 2)))" fill="rgba(0, 122, 255, 0.15)"/>"##
        case .prominentButton:
            return ##"<rect class="button" x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="\##(n(min(8, f.height / 2)))" fill="\##(palette.accent)"/>"##
        }
    }

    /// An outline as an SVG element filling `f`.
    static func shape(_ outline: Appearance.Outline, _ f: CGRect, attributes: String) -> String {
        switch outline {
        case .rectangle:
            return ##"<rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))"\##(attributes)/>"##
        case .rounded(let radius):
            let r = min(radius, f.width / 2, f.height / 2)
            return ##"<rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="\##(n(r))"\##(attributes)/>"##
        case .capsule:
            let r = min(f.width, f.height) / 2
            return ##"<rect x="\##(n(f.minX))" y="\##(n(f.minY))" width="\##(n(f.width))" height="\##(n(f.height))" rx="\##(n(r))"\##(attributes)/>"##
        case .ellipse:
            return ##"<ellipse cx="\##(n(f.midX))" cy="\##(n(f.midY))" rx="\##(n(f.width / 2))" ry="\##(n(f.height / 2))"\##(attributes)/>"##
        case .circle:
            return ##"<circle cx="\##(n(f.midX))" cy="\##(n(f.midY))" r="\##(n(min(f.width, f.height) / 2))"\##(attributes)/>"##
        }
    }

    static func n(_ x: CGFloat) -> String { SVGRenderer.n(x) }
}
