import Foundation

/// The tests' own TrueType fonts, built at test time (fontTools, `make-test-font.py`), with widths
/// known by construction: no font file is committed.
public enum TestFonts {
    /// Design units per em of every test font.
    public static let unitsPerEm: CGFloat = 1000
    /// Advances in design units (the `a` is chosen per font, to tell two copies apart).
    public static let advances: [Character: CGFloat] = ["A": 600, "V": 600, "b": 520, "c": 480, " ": 250, "-": 300, "…": 900, "1": 550]
    /// The `kern` table's one pair.
    public static let kerningAV: CGFloat = -80
    /// The `trak` table: design units added to every glyph at a point size (interpolated between).
    public static let tracking: [(size: CGFloat, units: CGFloat)] = [(12, 0), (17, -20), (24, 10)]
    /// hhea's ascender, descender and line gap.
    public static let ascender: CGFloat = 800, descender: CGFloat = 200, lineGap: CGFloat = 100

    public struct Spec {
        public var family = "Ltrace Test Sans"
        public var style = "Regular"
        public var weight = 400
        public var advanceOfA: CGFloat = 500
        public init(family: String = "Ltrace Test Sans", style: String = "Regular", weight: Int = 400, advanceOfA: CGFloat = 500) {
            self.family = family
            self.style = style
            self.weight = weight
            self.advanceOfA = advanceOfA
        }
        /// `LtraceTestSans-Regular`.
        public var postScriptName: String { (family + "-" + style).replacingOccurrences(of: " ", with: "") }
    }

    public enum BuildError: Error, CustomStringConvertible {
        case failed(String)
        public var description: String {
            if case .failed(let why) = self { return "building a test font failed (python3 with fontTools is needed: pip install fonttools): \(why)" }
            return ""
        }
    }

    /// Writes the font `spec` describes to `folder/<file>` (default: its PostScript name + .ttf).
    @discardableResult
    public static func build(_ spec: Spec = Spec(), into folder: URL, file: String? = nil) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(file ?? spec.postScriptName + ".ttf")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Repository.root.appendingPathComponent("Tests/TestSupport/make-test-font.py").path, url.path, spec.family, spec.style, String(spec.weight),
            String(Int(spec.advanceOfA)),
        ]
        let err = Pipe()
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else { throw BuildError.failed(message) }
        return url
    }

    /// The design units `text` takes in a test font at `size` points: advances, the kerning pair,
    /// and the tracking once per glyph.
    public static func units(_ text: String, size: CGFloat, advanceOfA: CGFloat = 500) -> CGFloat {
        let chars = Array(text)
        var total: CGFloat = 0
        for (i, c) in chars.enumerated() {
            total += (c == "a" ? advanceOfA : advances[c] ?? 500) + trackingUnits(atSize: size)
            if c == "A", i + 1 < chars.count, chars[i + 1] == "V" { total += kerningAV }
        }
        return total
    }

    /// The width in points.
    public static func width(_ text: String, size: CGFloat, advanceOfA: CGFloat = 500) -> CGFloat {
        units(text, size: size, advanceOfA: advanceOfA) * size / unitsPerEm
    }

    /// Interpolated linearly between the table's sizes and rounded to whole design units, as
    /// HarfBuzz reads `trak` (CoreText's rounding is unconfirmed).
    static func trackingUnits(atSize size: CGFloat) -> CGFloat {
        if size <= tracking[0].size { return tracking[0].units }
        if size >= tracking[tracking.count - 1].size { return tracking[tracking.count - 1].units }
        let upper = tracking.firstIndex { $0.size >= size }!
        let a = tracking[upper - 1], b = tracking[upper]
        return (a.units + (b.units - a.units) * (size - a.size) / (b.size - a.size)).rounded()
    }
}
