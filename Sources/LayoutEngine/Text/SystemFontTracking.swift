import Foundation

/// The system font's tracking for its point size, as Apple publishes it for SF Pro on iOS: the
/// Human Interface Guidelines' "Tracking values" table (developer.apple.com/design/
/// human-interface-guidelines/typography, in 1/1000 em; derived). CoreText applies it from the
/// font's `trak` table; a font file that has none (the open fallback) is tracked with this table
/// so its widths come nearer the device's. Between listed sizes the value is interpolated linearly
/// (unconfirmed); below 6 pt it is 6 pt's, above 96 pt zero.
public enum SystemFontTracking {
    /// Point size → tracking in 1/1000 em.
    static let table: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14),
        (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9),
        (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6),
        (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (96, 0),
    ]

    /// The points added after each character at `size` points (17 pt: −26/1000 em = −0.442).
    public static func tracking(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return first.tracking / 1000 * size }
        if size >= last.size { return 0 }
        let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
        let a = table[upper - 1], b = table[upper]
        let em = a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
        return em / 1000 * size
    }
}
