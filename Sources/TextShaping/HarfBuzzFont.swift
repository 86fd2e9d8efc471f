import CHarfBuzz
import Foundation
import LayoutEngine

/// A font file's face opened in HarfBuzz, shaped at any size: advances in font units, unhinted,
/// with the face's `kern`/GPOS kerning and, at the point size, its `trak` tracking.
final class HarfBuzzFace {
    let face: FontFace
    private let blob: OpaquePointer
    private let hbFace: OpaquePointer
    let unitsPerEm: CGFloat
    let hasTracking: Bool
    /// The face's variation axes: tag → (minimum, maximum).
    let axes: [UInt32: ClosedRange<Float>]

    init?(_ face: FontFace) {
        guard let blob = hb_blob_create_from_file_or_fail(face.path) else { return nil }
        self.blob = blob
        hbFace = hb_face_create(blob, UInt32(face.index))
        self.face = face
        let upem = hb_face_get_upem(hbFace)
        guard upem > 0 else {
            hb_face_destroy(hbFace)
            hb_blob_destroy(blob)
            return nil
        }
        unitsPerEm = CGFloat(upem)
        hasTracking = hb_aat_layout_has_tracking(hbFace) != 0
        var axes: [UInt32: ClosedRange<Float>] = [:]
        var count = hb_ot_var_get_axis_count(hbFace)
        if count > 0 {
            var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
            hb_ot_var_get_axis_infos(hbFace, 0, &count, &infos)
            for info in infos.prefix(Int(count)) where info.min_value <= info.max_value {
                axes[info.tag] = info.min_value...info.max_value
            }
        }
        self.axes = axes
    }

    deinit {
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
    }

    static func tag(_ s: String) -> UInt32 { s.utf8.reduce(0) { $0 << 8 | UInt32($1) } }

    /// The variations a size and weight set on this face: `wght` (the weight class) and `opsz`
    /// (the point size, as CoreText sets the optical size automatically), within the face's axes.
    func variations(size: CGFloat, weight: Int) -> [hb_variation_t] {
        var settings: [hb_variation_t] = []
        if let range = axes[Self.tag("wght")] {
            settings.append(hb_variation_t(tag: Self.tag("wght"), value: min(max(Float(weight), range.lowerBound), range.upperBound)))
        }
        if let range = axes[Self.tag("opsz")] {
            settings.append(hb_variation_t(tag: Self.tag("opsz"), value: min(max(Float(size), range.lowerBound), range.upperBound)))
        }
        return settings
    }

    struct Shaped {
        /// Per Unicode scalar, in font units.
        var advances: [Int32]
        /// Scalars whose cluster the face has no glyph for.
        var missing: [Bool]
        /// Scalars that begin a cluster (tracking is added once per cluster).
        var clusterStart: [Bool]
    }

    /// OpenType `tnum`: tabular figures, what `monospacedDigit()` asks of a font.
    static let tabularFigures = hb_feature_t(tag: tag("tnum"), value: 1, start: 0, end: UInt32.max)

    /// Shapes `scalars` at `size` points (which selects the `trak` tracking) with `variations` and `features`.
    func shape(_ scalars: [UInt32], size: CGFloat, variations: [hb_variation_t], features: [hb_feature_t] = []) -> Shaped {
        let n = scalars.count
        var shaped = Shaped(advances: Array(repeating: 0, count: n), missing: Array(repeating: false, count: n), clusterStart: Array(repeating: false, count: n))
        guard n > 0, let font = hb_font_create(hbFace) else { return shaped }
        defer { hb_font_destroy(font) }
        let upem = Int32(unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        hb_font_set_ptem(font, Float(size))
        if !variations.isEmpty { hb_font_set_variations(font, variations, UInt32(variations.count)) }
        guard let buffer = hb_buffer_create() else { return shaped }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf32(buffer, scalars, Int32(n), 0, Int32(n))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return shaped }
        for g in 0..<Int(count) {
            let cluster = Int(infos[g].cluster)
            guard cluster < n else { continue }
            shaped.advances[cluster] += positions[g].x_advance
            shaped.clusterStart[cluster] = true
            if infos[g].codepoint == 0 { shaped.missing[cluster] = true }
        }
        return shaped
    }

    /// The face's own vertical metrics, in ems (hhea's, or OS/2's typographic ones when the font asks).
    private(set) lazy var lineMetrics: FontLineMetrics = {
        guard let font = hb_font_create(hbFace) else { return .systemFont }
        defer { hb_font_destroy(font) }
        let upem = Int32(unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        func metric(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
            var value: hb_position_t = 0
            _ = hb_ot_metrics_get_position(font, tag, &value)
            return CGFloat(value) / unitsPerEm
        }
        return FontLineMetrics(
            ascender: metric(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER), descender: -metric(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER),
            lineGap: metric(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP))
    }()
}
