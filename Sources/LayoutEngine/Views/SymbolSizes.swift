import Foundation

/// SF Symbols measured on iOS: each symbol's width and height at the body font (17 points,
/// regular weight, image scale medium), from public snapshot references (a borderless button
/// whose label is the symbol is exactly the symbol; its PNG's pixels / 3 are its points,
/// rounded up to the pixel). Each entry names its measurement: the fixture that checks it.
/// A symbol keeps these proportions to its font's size at other sizes and scales (derived: a
/// symbol is set in its font, Apple, "Configuring and displaying symbol images"); weights other
/// than regular are unconfirmed (a heavier symbol is slightly wider). A symbol not here falls
/// back to the square rule (`ImageLayout.symbolSize`), which the measurements show is wrong in
/// both directions by one to six points: a marked approximation, not a rule.
public enum SymbolSizes {
    /// Points at 17-point body text, as the PNGs give them.
    static let atBody: [String: CGSize] = [
        // autoreleasefool/approach, AddButton snapshot: 54 × 48 px (snapshot-symbol-plus-body).
        "plus": CGSize(width: 18, height: 16),
        // FilterButton: 59 × 57 px active (.fill) and inactive (snapshot-symbol-filter-circle-body).
        "line.3.horizontal.decrease.circle": CGSize(width: 59.0 / 3, height: 19),
        "line.3.horizontal.decrease.circle.fill": CGSize(width: 59.0 / 3, height: 19),
        // SortButton: 59 × 53 px active (.fill) and inactive (snapshot-symbol-sort-square-body).
        "arrow.up.arrow.down.square": CGSize(width: 59.0 / 3, height: 53.0 / 3),
        "arrow.up.arrow.down.square.fill": CGSize(width: 59.0 / 3, height: 53.0 / 3),
        // ShareButton: 57 × 66 px (snapshot-symbol-share-body).
        "square.and.arrow.up": CGSize(width: 19, height: 22),
        // vjr2005/Challenge, badge gallery: four bells of 57 × 58 px in a 20-point HStack (snapshot-challenge-symbol-bell-row).
        "bell": CGSize(width: 19, height: 58.0 / 3),
        // vjr2005/Challenge, tertiary button with icon: gear 65 × 65 px beside headline text, so
        // measured at semibold; the box is 21.33 to 21.67 wide (snapshot-challenge-symbol-gear-button).
        "gear": CGSize(width: 65.0 / 3, height: 65.0 / 3),
    ]

    /// Symbols whose height alone was measured (a row of the symbol beside a text, its width
    /// fixed by a frame): points at 17-point body text. Their width stays the square rule's,
    /// unmeasured.
    static let heightAtBody: [String: CGFloat] = [
        // rbllfr/MediaNotes, ThemeSnapshotTests.testMediaKindColors: ten padded rows of a symbol
        // beside a body text; the `theatermasks` row's card is 114 px where the others' are 109,
        // so its symbol is 66 px tall at 3x where the text's line is 61 (snapshot-medianotes-symbol-rows).
        "theatermasks": 22,
        // bradleymackey/vault-ios, BackupImportCodeStateVisualizerViewSnapshotTests.single_notScanned:
        // one `qrcode` at `.font(.system(size: 28))` in an adaptive grid framed 300 wide is 90 px
        // tall at 3x, 30 points at 28, so 30 × 17 / 28 at body (snapshot-vault-qrcode-grid-row).
        "qrcode": 30 * 17 / 28,
    ]

    /// The symbol's width and height per point of its font's size, if it was measured.
    public static func ems(of symbol: String) -> CGSize? {
        atBody[symbol].map { CGSize(width: $0.width / 17, height: $0.height / 17) }
    }

    /// The symbol's height per point of its font's size, if only its height was measured.
    public static func heightEm(of symbol: String) -> CGFloat? {
        heightAtBody[symbol].map { $0 / 17 }
    }
}
