import Foundation
import Testing
import TestSupport
import TextShaping

/// ltrace's shaping path against an independent shaper: Debian's `hb-shape` (libharfbuzz-bin) on
/// the same font file, size and features. Every string's unrounded width agrees within 0.01 pt.
@Suite struct HBShapeCrossCheckTests {
    static let fonts = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    ]

    /// Words, kerning pairs, punctuation, digits, CJK, emoji and mixed runs: a few hundred strings.
    static let strings: [String] = {
        let words = [
            "Hello, world!", "Notifications and sounds", "Settings", "Wi-Fi", "AVATAR", "Type", "To", "Ty", "WAVE", "LT", "Yo", "P.", "F,", "T.", "V.",
            "office", "ffi", "fl", "Jun 5, 2026", "9:41 AM", "$1,234.56", "100%", "(555) 123-4567", "e-mail", "naïve café", "Straße", "Ærøskøbing",
            "Ελληνικά", "Русский текст", "日本語のテキスト", "中文字符", "한국어", "👍", "🇫🇷", "👨‍👩‍👧", "a👍b", "x\u{301}", "…", "—", "\"quoted\"", "‘single’",
            "1234567890", "0.5", "ÅÇÉÎÕÜ", "AWAY", "Tomorrow", "Yesterday", "Favorite", "Velocity", "Kerning", "LTAVWY", "Pay 12.99 now",
        ]
        let pairs = ["AV", "AW", "AY", "AT", "LT", "LV", "LY", "PA", "TA", "Ta", "Te", "To", "Tr", "Tu", "Ty", "VA", "Va", "Ve", "Vo", "WA", "Wa", "We", "Wo", "YA", "Ya", "Ye", "Yo", "ff", "fi", "rn", "r.", "y.", "F.", "P,"]
        var all = words
        for p in pairs { all += [p, "x" + p + "x", p.lowercased() + " " + p] }
        for (i, w) in words.enumerated() { all.append(w + " " + words[(i * 7 + 3) % words.count]) }
        for n in 0..<60 { all.append(String(repeating: "0123456789", count: 1 + n % 3).prefix(3 + n) + "") }
        return all
    }()

    @Test func hbShapeAgreesWithLtraceOnEveryString() throws {
        #expect(Self.strings.count >= 250)
        let scratch = Scratch()
        let input = scratch.url.appendingPathComponent("lines.txt")
        try Self.strings.joined(separator: "\n").write(to: input, atomically: true, encoding: .utf8)
        for font in Self.fonts {
            let unitsPerEm = try #require(HarfBuzzShaper.unitsPerEm(path: font), "\(font) is installed by .ci/run")
            let theirs = try hbShapeWidths(font: font, input: input.path)
            try #require(theirs.count == Self.strings.count, "hb-shape printed \(theirs.count) lines for \(Self.strings.count) strings")
            let ours = try #require(HarfBuzzShaper.rawAdvances(path: font, texts: Self.strings, size: 17))
            for (i, text) in Self.strings.enumerated() {
                let mine = ours[i].reduce(0, +), reference = theirs[i] * 17 / unitsPerEm
                #expect(abs(mine - reference) < 0.01, "\(font): '\(text)' is \(mine) in ltrace, \(reference) in hb-shape")
            }
        }
    }

    /// The summed advances of each line, in design units (hb-shape's default scale).
    func hbShapeWidths(font: String, input: String) throws -> [CGFloat] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["hb-shape", "--output-format=json", "--no-glyph-names", "--text-file=\(input)", font]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "hb-shape (Debian's libharfbuzz-bin) is installed by .ci/run")
        return try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            let glyphs = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [[String: Any]])
            return glyphs.reduce(0) { $0 + CGFloat(($1["ax"] as? Int) ?? 0) }
        }
    }
}
