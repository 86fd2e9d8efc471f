import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import TextShaping

/// HarfBuzz on the tests' own font, whose widths are known by construction; the search order of
/// font folders; the open stand-in for the system font.
@Suite struct ShapingTests {
    let scratch = Scratch()

    func shaper(app: [URL] = [], user: [URL] = [], system: [URL] = [], systemFont: FontLocations.SystemFontChoice = .auto) -> HarfBuzzShaper {
        HarfBuzzShaper(locations: FontLocations(appFolders: app.map(\.path), userFolders: user.map(\.path), systemFolders: system.map(\.path), systemFont: systemFont))
    }

    @Test func aCustomFontIsMeasuredWithItsAdvancesKerningAndTracking() throws {
        let folder = scratch.url.appendingPathComponent("App/Fonts")
        try TestFonts.build(into: folder)
        try TestFonts.build(TestFonts.Spec(style: "Bold", weight: 700, advanceOfA: 640), into: folder)
        let s = shaper(app: [scratch.url.appendingPathComponent("App")])
        for size: CGFloat in [12, 17, 20, 24] {
            let font = Font.custom("LtraceTestSans-Regular", size: size)
            let shaped = s.shape("AVa b", font: font)
            #expect(abs(shaped.advances.reduce(0, +) - TestFonts.width("AVa b", size: size)) < 1e-9, "at \(size) pt")
            #expect(shaped.measuredWith == MeasuringFont(name: "Ltrace Test Sans Regular (LtraceTestSans-Regular.ttf)", isApproximate: false))
        }
        // Its own line metrics: (ascender + descender + line gap) per em.
        let lines = s.lineMetrics(for: .custom("LtraceTestSans-Regular", size: 17))
        #expect(lines == FontLineMetrics(ascender: 0.8, descender: 0.2, lineGap: 0.1))
        // The family name finds it too, and its bold face by weight.
        #expect(abs(s.shape("a", font: .custom("Ltrace Test Sans", size: 17)).advances[0] - TestFonts.width("a", size: 17)) < 1e-9)
        #expect(abs(s.shape("a", font: .custom("Ltrace Test Sans", size: 17).bold()).advances[0] - TestFonts.width("a", size: 17, advanceOfA: 640)) < 1e-9)
    }

    @Test func aFontsNameIsComparedByItsLettersAndDigits() {
        // ASCII names take a path of their own: the same letters and digits as the general one.
        #expect(FontName.normalized("SF-Pro-Text-Bold.otf") == "sfprotextboldotf")
        #expect(FontName.normalized("Inter Variable_2 (x).TTF") == "intervariable2xttf")
        #expect(FontName.normalized("Ümlaut Sans-Ärger 2.ttf") == "ümlautsansärger2ttf")
        #expect(FontName.normalized("") == "")
        #expect(FontName.normalized("-_. ()") == "")
        #expect(FontName.contains("sfprotextboldotf", "sfpro") && FontName.contains("intervariablettf", "ttf"))
        #expect(!FontName.contains("sfprotextboldotf", "sfmono") && !FontName.contains("sf", "sfpro"))
        #expect(FontName.contains("ümlautsansärger2ttf", "sansä") && FontName.contains("anything", ""))
    }

    @Test func aFoldersFontFilesAreListedWithoutBuildProductsOrFollowedLinks() throws {
        let root = scratch.url.appendingPathComponent("App")
        let fm = FileManager.default
        for folder in ["Fonts/Nested", ".build/Fonts", "node_modules/pkg", "Pods/X", "DerivedData/Y", "Other"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Fonts/A.ttf", "Fonts/Nested/B.OTF", "Fonts/readme.txt", ".build/Fonts/C.ttf", "node_modules/pkg/D.ttf", "Pods/X/E.otf", "DerivedData/Y/F.ttc",
                     "Other/G.otc", ".hidden.ttf"] {
            try Data().write(to: root.appendingPathComponent(file))
        }
        // A link to a font file is listed; a link to a folder is not followed.
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Fonts/Link.ttf").path, withDestinationPath: root.appendingPathComponent("Other/G.otc").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("Linked").path, withDestinationPath: root.appendingPathComponent("Other").path)
        let base = root.path
        #expect(FontFolder.fontFiles(under: base) == ["Fonts/A.ttf", "Fonts/Link.ttf", "Fonts/Nested/B.OTF", "Other/G.otc"].map { base + "/" + $0 })
        #expect(FontFolder.fontFiles(under: base + "/missing").isEmpty)
        #expect(FontFolder.fontFiles(under: base + "/Fonts/A.ttf").isEmpty)
    }

    @Test func theAppsFontsComeBeforeTheUsersWhichComeBeforeTheSystems() throws {
        let app = scratch.url.appendingPathComponent("app"), user = scratch.url.appendingPathComponent("user"), system = scratch.url.appendingPathComponent("system")
        try TestFonts.build(TestFonts.Spec(advanceOfA: 500), into: app)
        try TestFonts.build(TestFonts.Spec(advanceOfA: 600), into: user)
        try TestFonts.build(TestFonts.Spec(advanceOfA: 700), into: system)
        let font = Font.custom("LtraceTestSans-Regular", size: 12)
        #expect(shaper(app: [app], user: [user], system: [system]).shape("a", font: font).advances == [TestFonts.width("a", size: 12, advanceOfA: 500)])
        #expect(shaper(user: [user], system: [system]).shape("a", font: font).advances == [TestFonts.width("a", size: 12, advanceOfA: 600)])
        #expect(shaper(system: [system]).shape("a", font: font).advances == [TestFonts.width("a", size: 12, advanceOfA: 700)])
        // Nowhere: the system font measures it, and says so.
        let lost = shaper(system: [])
        #expect(lost.shape("a", font: font).measuredWith.isApproximate)
        #expect(lost.notes.contains { $0.contains("font 'LtraceTestSans-Regular' is in neither the app's folder nor a font folder") })
    }

    @Test func sfProInAFontFolderMeasuresTheSystemFontExactly() throws {
        // A font calling itself SF Pro Text stands in for the user's own copy of Apple's.
        let user = scratch.url.appendingPathComponent("fonts")
        try TestFonts.build(TestFonts.Spec(family: "SF Pro Text", advanceOfA: 580), into: user, file: "SF-Pro-Text-Regular.otf")
        let exact = shaper(user: [user])
        let shaped = exact.shape("a", font: .body)
        #expect(shaped.measuredWith == MeasuringFont(name: "SF Pro Text Regular (SF-Pro-Text-Regular.otf)", isApproximate: false))
        // Its own `trak` table tracks it; Apple's published table is not added on top.
        #expect(abs(shaped.advances[0] - TestFonts.width("a", size: 17, advanceOfA: 580)) < 1e-9)
        #expect(exact.systemFontSummary == "exact: SF Pro Text Regular (SF-Pro-Text-Regular.otf)")
        #expect(exact.lineMetrics(for: .body) == .systemFont, "the system font's lines are SF Pro's, whatever file measures it")
        // `--system-font open` ignores it.
        let open = shaper(user: [user], system: FontLocations.standardFolders.map(URL.init(fileURLWithPath:)), systemFont: .open)
        #expect(open.measuringFont(for: .body).isApproximate)
    }

    @Test func theOpenStandInIsInterTrackedAsTheSystemFontAndMarkedApproximate() throws {
        let s = shaper(system: FontLocations.standardFolders.map(URL.init(fileURLWithPath:)), systemFont: .open)
        let body = s.measuringFont(for: .body)
        #expect(body.isApproximate)
        #expect(body.name.hasPrefix("Inter Regular (Inter-Regular.otf)"), "fonts-inter is installed by .ci/run: \(body.name)")
        let inter = try #require(HarfBuzzShaper.rawAdvances(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", texts: ["Hello, world!"], size: 17)?.first)
        let shaped = s.shape("Hello, world!", font: .body).advances.reduce(0, +)
        // Apple's table: −26/1000 em at 17 pt after every character.
        let tracked: CGFloat = inter.reduce(0, +) + 13 * -0.026 * 17
        #expect(abs(shaped - tracked) < 1e-9)
        #expect(s.systemFontSummary.hasPrefix("approximate text widths: Inter Regular"))
        // Bold text is measured in the bold file.
        #expect(s.measuringFont(for: .body.bold()).name.hasPrefix("Inter Bold"))
    }

    @Test func monospacedDigitsAskTheFontForTabularFigures() throws {
        let s = shaper(system: FontLocations.standardFolders.map(URL.init(fileURLWithPath:)), systemFont: .open)
        func width(_ text: String, _ font: Font) -> CGFloat { s.shape(text, font: font).advances.reduce(0, +) }
        #expect(width("1111", .body) < width("0000", .body), "Inter's proportional 1 is narrower than its 0")
        #expect(abs(width("1111", .body.monospacedDigit()) - width("0000", .body.monospacedDigit())) < 1e-9)
        let tabular = try #require(HarfBuzzShaper.rawAdvances(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", texts: ["0"], size: 17, tabularFigures: true)?.first)
        #expect(abs(width("0", .body.monospacedDigit()) - (tabular[0] - 0.026 * 17)) < 1e-9, "hb-shape --features=tnum's advance, tracked")
    }

    @Test func systemFontTrackingFollowsApplesTable() {
        #expect(abs(SystemFontTracking.tracking(atSize: 17) - (-0.442)) < 1e-9)
        #expect(SystemFontTracking.tracking(atSize: 12) == 0)
        #expect(abs(SystemFontTracking.tracking(atSize: 34) - 0.408) < 1e-9)
        #expect(abs(SystemFontTracking.tracking(atSize: 17.5) - (-25.5 / 1000 * 17.5)) < 1e-9, "interpolated between 17 and 18")
        #expect(SystemFontTracking.tracking(atSize: 120) == 0)
    }

    /// Faces read from font files are kept in the cache file and read from it by the next
    /// shaper; a font file that changed, or a damaged cache, is read from the font files again.
    @Test func fontFacesAreKeptInTheCacheFileUntilTheFontChanges() throws {
        let app = scratch.url.appendingPathComponent("app")
        try TestFonts.build(into: app)
        let cacheFile = scratch.path("cache/fonts/faces")
        func measuring() -> MeasuringFont {
            HarfBuzzShaper(locations: FontLocations(appFolders: [app.path], systemFolders: [], faceCacheFile: cacheFile))
                .measuringFont(for: .custom("LtraceTestSans-Regular", size: 17))
        }
        #expect(measuring().name == "Ltrace Test Sans Regular (LtraceTestSans-Regular.ttf)")
        let written = try String(contentsOfFile: cacheFile, encoding: .utf8)
        #expect(written.hasPrefix("ltrace font faces 1\n"))
        #expect(written.contains("\tLtrace Test Sans\tRegular\tLtraceTestSans-Regular\t400\t0\t0"))
        // The next shaper reads the faces from the cache file, not the font file.
        try written.replacingOccurrences(of: "\tLtrace Test Sans\tRegular\t", with: "\tLtrace Test Sans\tCached\t").write(toFile: cacheFile, atomically: true, encoding: .utf8)
        #expect(measuring().name == "Ltrace Test Sans Cached (LtraceTestSans-Regular.ttf)")
        // A font file rebuilt (another size) is read again, and the cache file rewritten.
        try TestFonts.build(TestFonts.Spec(advanceOfA: 650), into: app)
        #expect(measuring().name == "Ltrace Test Sans Regular (LtraceTestSans-Regular.ttf)")
        #expect(try String(contentsOfFile: cacheFile, encoding: .utf8).contains("\tRegular\t"))
        // A damaged cache file is no reason to fail.
        try "ltrace font faces 1\nnot\ta line\n\u{0}".write(toFile: cacheFile, atomically: true, encoding: .utf8)
        #expect(measuring().name == "Ltrace Test Sans Regular (LtraceTestSans-Regular.ttf)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("cache/fonts")) == ["faces"])
    }

}
