import Foundation
import LayoutEngine
import TraceRender

/// Facts from where a reference's fills are, for references whose PNG is a whole window
/// (`.device`, `.fixed`) and so says nothing by its size: each solid fill ltrace draws (a `Color`,
/// a filled shape, a background) is looked for in the PNG at a pixel no later view covers, and the
/// region of that pixel's exact colour is measured. The device's region must have ltrace's frame,
/// to the pixel the edges round to. The colour itself is not compared (asset colours, opacity and
/// the PNG's colour space all change it without changing layout).
enum SnapshotRegions {
    struct Fact {
        let label: String
        /// Pixels, `x0 y0 x1 y1` with the ends exclusive.
        let device: (Int, Int, Int, Int)
        let ltrace: (CGFloat, CGFloat, CGFloat, CGFloat)
        let verdict: SnapshotHarness.Verdict
        /// The edges compared: "x and y", or one axis when the other follows SF Pro's widths.
        let compared: String

        var description: String {
            let d = device, l = ltrace
            func f(_ v: CGFloat) -> String { String(format: "%.1f", v) }
            return "\(label): device x \(d.0)..<\(d.2) y \(d.1)..<\(d.3) px, ltrace x \(f(l.0))..<\(f(l.2)) y \(f(l.1))..<\(f(l.3)) px (\(compared))"
        }
    }

    /// What a fill was not compared for, counted so that the figures say what was left out.
    enum Skip: String, CaseIterable {
        case covered = "covered by later views"
        case background = "the background's colour"
        case outside = "outside the image"
        case tiny = "under 3 px"
        case fontWidths = "edges following SF Pro's widths"
        case notSolid = "not one colour on the device (a gradient, a material, a shimmer)"
    }

    /// `widened`: the same value recorded with the stand-in font a quarter wider, where SF Pro is
    /// not installed; an edge that moves with it is not compared.
    static func facts(_ picture: LayoutPicture, widened: LayoutPicture?, image: PNGImage, scale: CGFloat) -> (facts: [Fact], skipped: [Skip: Int]) {
        let widenedFrames = Dictionary((widened?.boxes ?? []).map { ($0.node.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
        var facts: [Fact] = [], skipped: [Skip: Int] = [:]
        var marks = [UInt32](repeating: 0, count: image.width * image.height), generation: UInt32 = 0
        let boxes = picture.boxes
        let index = Dictionary(boxes.enumerated().map { ($1.node.id, $0) }, uniquingKeysWith: { a, _ in a })
        for (i, box) in boxes.enumerated() {
            guard case .fill(let outline, _)? = box.appearance, box.color != "transparent" else { continue }
            // The frame, cut by the clipping views around it, in pixels.
            var frame = shapeBounds(outline, box.frame)
            var parent = box.parent
            while let p = parent, let j = index[p] {
                if case .clip? = boxes[j].appearance { frame = frame.intersection(boxes[j].frame) }
                parent = boxes[j].parent
            }
            guard !frame.isNull else { continue }
            let px = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
            guard px.width >= 3, px.height >= 3 else { skipped[.tiny, default: 0] += 1; continue }
            guard px.minX >= -0.01, px.minY >= -0.01, px.maxX <= CGFloat(image.width) + 0.01, px.maxY <= CGFloat(image.height) + 0.01 else {
                skipped[.outside, default: 0] += 1; continue
            }
            // Views drawn after this one that draw something (its content, later siblings).
            var ancestors = Set<NodeID>()
            var up = box.parent
            while let p = up, ancestors.insert(p).inserted { up = index[p].flatMap { boxes[$0].parent } }
            let occluders = boxes[(i + 1)...].filter { later in
                guard !ancestors.contains(later.node.id) else { return false }
                switch later.appearance {
                case .foreground?, .clip?, .hidden?, nil: return false
                case .fill?: return later.color != "transparent"
                default: return true
                }
            }.map { CGRect(x: $0.frame.minX * scale - 1, y: $0.frame.minY * scale - 1, width: $0.frame.width * scale + 2, height: $0.frame.height * scale + 2) }
            // Candidate pixels on a grid inside the shape, clear of its rounded corners.
            let corner = cornerInset(outline, box.frame) * scale
            let inner = px.insetBy(dx: min(px.width / 2 - 0.5, corner + 2), dy: min(px.height / 2 - 0.5, 2))
            var sample: (Int, Int)?
            search: for gy in 0 ... 4 {
                for gx in 0 ... 4 {
                    let x = inner.minX + inner.width * CGFloat(gx) / 4, y = inner.minY + inner.height * CGFloat(gy) / 4
                    guard !occluders.contains(where: { $0.contains(CGPoint(x: x, y: y)) }) else { continue }
                    let ix = min(image.width - 1, max(0, Int(x))), iy = min(image.height - 1, max(0, Int(y)))
                    sample = (ix, iy)
                    break search
                }
            }
            guard let (sx, sy) = sample else { skipped[.covered, default: 0] += 1; continue }
            generation += 1
            let (region, count) = component(image, x: sx, y: sy, marks: &marks, generation: generation)
            // A fill the device drew in many colours (a gradient, a material, an animated
            // shimmer) leaves only a sliver of any one colour: not a region to measure.
            guard CGFloat(count) >= 0.25 * px.width * px.height else { skipped[.notSolid, default: 0] += 1; continue }
            // A fill the colour of what lies around the view cannot be told from it.
            let touchesEdge = region.0 == 0 || region.1 == 0 || region.2 == image.width || region.3 == image.height
            let boxTouchesEdge = px.minX < 1 || px.minY < 1 || px.maxX > CGFloat(image.width) - 1 || px.maxY > CGFloat(image.height) - 1
            if touchesEdge && !boxTouchesEdge { skipped[.background, default: 0] += 1; continue }
            let curved: Bool
            switch outline {
            case .rectangle: curved = false
            case .rounded(let radius): curved = radius > 0 && frame.height * scale <= 2 * radius * scale + 1
            default: curved = true
            }
            var compareX = true, compareY = true
            if widened != nil {
                guard let other = widenedFrames[box.node.id] else { skipped[.fontWidths, default: 0] += 1; continue }
                compareX = abs(other.minX - box.frame.minX) < 0.01 && abs(other.maxX - box.frame.maxX) < 0.01
                compareY = abs(other.minY - box.frame.minY) < 0.01 && abs(other.maxY - box.frame.maxY) < 0.01
            }
            guard compareX || compareY else { skipped[.fontWidths, default: 0] += 1; continue }
            var verdict = SnapshotHarness.Verdict.exact
            if compareX { verdict = verdict.worse(edgeVerdict(low: region.0, px.minX, curved)).worse(edgeVerdict(high: region.2, px.maxX, curved)) }
            if compareY { verdict = verdict.worse(edgeVerdict(low: region.1, px.minY, curved)).worse(edgeVerdict(high: region.3, px.maxY, curved)) }
            facts.append(Fact(label: "\(box.node.id) \(box.node.label)", device: region, ltrace: (px.minX, px.minY, px.maxX, px.maxY), verdict: verdict,
                              compared: compareX && compareY ? "x and y" : compareX ? "x" : "y"))
        }
        return (facts, skipped)
    }

    /// A circle's square; every other shape fills its frame's bounds.
    static func shapeBounds(_ outline: Appearance.Outline, _ f: CGRect) -> CGRect {
        guard case .circle = outline else { return f }
        let side = min(f.width, f.height)
        return CGRect(x: f.midX - side / 2, y: f.midY - side / 2, width: side, height: side)
    }

    static func cornerInset(_ outline: Appearance.Outline, _ f: CGRect) -> CGFloat {
        switch outline {
        case .rectangle: return 0
        case .rounded(let radius): return min(radius, min(f.width, f.height) / 2)
        case .circle, .ellipse, .capsule: return min(f.width, f.height) / 2
        }
    }

    /// A region's low edge (its first solid pixel) against ltrace's edge: the pixel the edge
    /// falls in is blended, so the solid region starts at the edge rounded either way; a curved
    /// outline's extreme pixels are blended too, one more inward.
    static func edgeVerdict(low: Int, _ edge: CGFloat, _ curved: Bool) -> SnapshotHarness.Verdict {
        let allowed = Set([Int(edge.rounded(.down)), Int((edge - 1e-6).rounded(.up))] + (curved ? [Int((edge - 1e-6).rounded(.up)) + 1] : []))
        if allowed.contains(low) { return .exact }
        return allowed.contains(where: { abs($0 - low) <= 1 }) ? .withinPixel : .off
    }

    /// The high edge (one past its last solid pixel).
    static func edgeVerdict(high: Int, _ edge: CGFloat, _ curved: Bool) -> SnapshotHarness.Verdict {
        let allowed = Set([Int((edge + 1e-6).rounded(.down)), Int(edge.rounded(.up))] + (curved ? [Int((edge + 1e-6).rounded(.down)) - 1] : []))
        if allowed.contains(high) { return .exact }
        return allowed.contains(where: { abs($0 - high) <= 1 }) ? .withinPixel : .off
    }

    /// The bounds of the 4-connected region of exactly the colour at (x, y), and its pixel count.
    /// `marks` holds the generation that last visited each pixel, so one buffer serves every search.
    static func component(_ image: PNGImage, x: Int, y: Int, marks: inout [UInt32], generation: UInt32) -> (bounds: (Int, Int, Int, Int), pixels: Int) {
        let color = image[x, y], w = image.width
        var x0 = x, y0 = y, x1 = x + 1, y1 = y + 1
        var stack = [y * w + x], count = 0
        marks[y * w + x] = generation
        while let p = stack.popLast() {
            count += 1
            let px = p % w, py = p / w
            x0 = min(x0, px); y0 = min(y0, py); x1 = max(x1, px + 1); y1 = max(y1, py + 1)
            for (nx, ny) in [(px - 1, py), (px + 1, py), (px, py - 1), (px, py + 1)] where nx >= 0 && ny >= 0 && nx < w && ny < image.height {
                let q = ny * w + nx
                if marks[q] != generation, image.pixels[q] == color {
                    marks[q] = generation
                    stack.append(q)
                }
            }
        }
        return ((x0, y0, x1, y1), count)
    }
}

extension SnapshotHarness.Verdict {
    /// The less exact of two.
    func worse(_ other: Self) -> Self {
        let order: [Self] = [.exact, .withinPixel, .off]
        return (order.firstIndex(of: other) ?? 0) > (order.firstIndex(of: self) ?? 0) ? other : self
    }
}
