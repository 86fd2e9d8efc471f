import CHarfBuzz
import Foundation
import LayoutEngine

/// Measures text with HarfBuzz on font files, found in `FontLocations`' order: the app's own fonts
/// for `Font.custom`, SF Pro from the user's files for the system font, else an open stand-in.
/// Every answer names the file that measured it; shapes are cached, so a scene of thousands of
/// texts shapes each (text, font, size) once.
public final class HarfBuzzShaper: TextShaper {
    public let locations: FontLocations
    private let appFolders: [FontFolder]
    private let userFolders: [FontFolder]
    private let systemFolders: [FontFolder]
    private var resolved: [FontKey: Resolved?] = [:]
    private var openFaces: [FontFace: HarfBuzzFace?] = [:]
    private var shapes: [ShapeKey: ShapedText] = [:]
    private let lock = NSLock()
    /// What a recording should warn about, once each: a custom font not found, widths from a stand-in.
    public private(set) var notes: [String] = []
    /// The fonts that measured text so far.
    public private(set) var used: [MeasuringFont] = []

    private let faceCache: FontFaceCache

    public init(locations: FontLocations) {
        self.locations = locations
        faceCache = FontFaceCache(path: locations.faceCacheFile)
        appFolders = locations.appFolders.map(FontFolder.init)
        userFolders = locations.userFolders.map(FontFolder.init)
        systemFolders = locations.systemFolders.map(FontFolder.init)
    }

    // MARK: TextShaper

    public func shape(_ text: String, font: Font) -> ShapedText {
        lock.lock()
        defer { lock.unlock() }
        let key = ShapeKey(text: text, font: FontKey(font), size: font.size, tabularFigures: font.hasMonospacedDigits)
        if let known = shapes[key] { return known }
        let shaped = measure(text, font: font)
        shapes[key] = shaped
        return shaped
    }

    public func lineMetrics(for font: Font) -> FontLineMetrics {
        lock.lock()
        defer { lock.unlock() }
        guard let resolved = resolve(font), resolved.role == .custom else { return .systemFont }
        return resolved.face.lineMetrics
    }

    /// The font that measures `font`, for tests and `ltrace fonts`.
    public func measuringFont(for font: Font) -> MeasuringFont {
        lock.lock()
        defer { lock.unlock() }
        return resolve(font)?.measuring ?? TableTextShaper.measuringFont
    }

    /// What measures the system font, as the trace's `text_widths` says it.
    public var systemFontSummary: String {
        let body = measuringFont(for: .body)
        if body == TableTextShaper.measuringFont { return body.name }
        return (body.isApproximate ? Self.approximatePrefix : Self.exactPrefix) + body.name
    }

    private static let exactPrefix = "exact: ", approximatePrefix = "approximate text widths: "

    /// The choice that measures text again as a trace's `text_widths` (`systemFontSummary`) says
    /// it was: SF Pro when it was exact, the stand-in when approximate; nil for invented widths.
    public static func systemFontChoice(recorded summary: String) -> FontLocations.SystemFontChoice? {
        if summary.hasPrefix(exactPrefix) { return .auto }
        if summary.hasPrefix(approximatePrefix) { return .open }
        return nil
    }

    /// The raw advances HarfBuzz gives a face file for `text` at `size` points, in points, with no
    /// tracking table added: what `hb-shape` prints for the same file (the cross-check test).
    /// `tabularFigures`: with OpenType `tnum`, as `monospacedDigit()` shapes (`hb-shape --features=tnum`).
    public static func rawAdvances(path: String, texts: [String], size: CGFloat, tabularFigures: Bool = false) -> [[CGFloat]]? {
        guard let faceInfo = FontFace.read(path: path).first, let face = HarfBuzzFace(faceInfo) else { return nil }
        return texts.map { text in
            let shaped = face.shape(
                text.unicodeScalars.map(\.value), size: size, variations: face.variations(size: size, weight: faceInfo.weight),
                features: tabularFigures ? [HarfBuzzFace.tabularFigures] : [])
            return shaped.advances.map { CGFloat($0) * size / face.unitsPerEm }
        }
    }

    /// A font file's design units per em.
    public static func unitsPerEm(path: String) -> CGFloat? {
        FontFace.read(path: path).first.flatMap(HarfBuzzFace.init)?.unitsPerEm
    }

    // MARK: Measuring

    private func measure(_ text: String, font: Font) -> ShapedText {
        let scalars = text.unicodeScalars.map(\.value)
        guard let resolved = resolve(font) else {
            return TableTextShaper.shared.shape(text, font: font)
        }
        let face = resolved.face
        let shaped = face.shape(
            scalars, size: font.size, variations: face.variations(size: font.size, weight: font.weight.value),
            features: font.hasMonospacedDigits ? [HarfBuzzFace.tabularFigures] : [])
        let toPoints = font.size / face.unitsPerEm
        var advances = shaped.advances.map { CGFloat($0) * toPoints }
        var measuring = resolved.measuring
        if shaped.missing.contains(true) {
            measuring = fillMissing(scalars, shaped: shaped, font: font, into: &advances, measuring: measuring)
        }
        // The system font's tracking, from Apple's table when the file has no `trak` of its own.
        if resolved.role == .system, !face.hasTracking {
            let tracking = SystemFontTracking.tracking(atSize: font.size)
            for i in advances.indices where shaped.clusterStart[i] { advances[i] += tracking }
        }
        if !used.contains(measuring) { used.append(measuring) }
        return ShapedText(advances: advances, measuredWith: measuring)
    }

    /// Characters the face has no glyph for (CJK, emoji in a Latin font) are measured in a second
    /// face (DejaVu Sans), else as one em (ideographs and emoji are square); the widths are approximate.
    private func fillMissing(_ scalars: [UInt32], shaped: HarfBuzzFace.Shaped, font: Font, into advances: inout [CGFloat], measuring: MeasuringFont) -> MeasuringFont {
        let fallback = missingCharacterFace
        let second = fallback?.shape(scalars, size: font.size, variations: [])
        for i in scalars.indices where shaped.missing[i] {
            if let fallback, let second, !second.missing[i], second.clusterStart[i] {
                advances[i] = CGFloat(second.advances[i]) * font.size / fallback.unitsPerEm
            } else {
                advances[i] = shaped.clusterStart[i] ? font.size : 0
            }
        }
        return MeasuringFont(name: measuring.name + "; characters it lacks ≈ " + (fallback?.face.family ?? "1 em"), isApproximate: true)
    }

    /// DejaVu Sans, looked for once, for the characters a font lacks.
    private lazy var missingCharacterFace: HarfBuzzFace? = {
        let face = findFamily(["DejaVu Sans"], in: systemFolders, weight: 400, italic: false).flatMap(open)
        faceCache.save()
        return face
    }()

    // MARK: Finding fonts

    enum Role { case system, custom }

    struct Resolved {
        let face: HarfBuzzFace
        let role: Role
        let measuring: MeasuringFont
    }

    /// The font's identity for finding a file: the size matters only to SF Pro's static Text and
    /// Display files.
    struct FontKey: Hashable {
        let customName: String?
        let design: Font.Design
        let weight: Int
        let italic: Bool
        let display: Bool

        init(_ font: Font) {
            customName = font.customName
            design = font.design
            weight = font.weight.value
            italic = font.isItalic
            display = font.size >= 20
        }
    }

    struct ShapeKey: Hashable {
        let text: String
        let font: FontKey
        let size: CGFloat
        let tabularFigures: Bool
    }

    private func resolve(_ font: Font) -> Resolved? {
        let key = FontKey(font)
        if let known = resolved[key] { return known }
        let found = find(key)
        resolved[key] = .some(found)
        faceCache.save()
        return found
    }

    private func open(_ face: FontFace) -> HarfBuzzFace? {
        if let known = openFaces[face] { return known }
        let opened = HarfBuzzFace(face)
        openFaces[face] = .some(opened)
        return opened
    }

    private func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    private func find(_ key: FontKey) -> Resolved? {
        if let name = key.customName {
            let wanted = FontName.normalized(name)
            // The app's files and the user's folders are read whole; the system's only where a
            // file's name carries the font's.
            let folders = appFolders.map { ($0, true) } + userFolders.map { ($0, true) } + systemFolders.map { ($0, false) }
            for (folder, whole) in folders {
                let files = whole ? folder.files : folder.files(named: String(wanted.prefix(6)))
                let faces = files.flatMap(faceCache.faces(of:))
                if var exact = faces.first(where: { FontName.normalized($0.postScriptName) == wanted }) {
                    // `.custom("Brand-Regular", size: 17).bold()`: the family's bold face, as CoreText
                    // finds a font's bold trait in its family (a weight left regular keeps the named face).
                    if key.weight != 400 || key.italic != exact.isItalic {
                        let weight = key.weight == 400 ? exact.weight : key.weight
                        exact = Self.closest(faces.filter { $0.family == exact.family }, weight: weight, italic: key.italic) ?? exact
                    }
                    if let face = open(exact) {
                        return Resolved(face: face, role: .custom, measuring: MeasuringFont(name: exact.displayName, isApproximate: false))
                    }
                }
                let family = faces.filter { FontName.normalized($0.family) == wanted }
                if let best = Self.closest(family, weight: key.weight, italic: key.italic), let face = open(best) {
                    return Resolved(face: face, role: .custom, measuring: MeasuringFont(name: best.displayName, isApproximate: false))
                }
            }
            note("text widths: font '\(name)' is in neither the app's folder nor a font folder: measured as the system font, as iOS shows a font it cannot find (add its .ttf/.otf to the app or pass --fonts DIR)")
        }
        return findSystemFont(key)
    }

    /// SF Pro (or SF Pro Rounded, SF Mono, New York) from the user's files, else the open stand-in.
    private func findSystemFont(_ key: FontKey) -> Resolved? {
        let apple: (files: [String], families: [String]) =
            switch key.design {
            case .default: (["sfpro", "sfns"], key.display ? ["SF Pro", "SF Pro Display", "System Font", ".SF NS", "SF NS"] : ["SF Pro", "SF Pro Text", "System Font", ".SF NS", "SF NS"])
            case .rounded: (["sfprorounded", "sfnsrounded"], ["SF Pro Rounded", ".SF NS Rounded"])
            case .monospaced: (["sfmono", "sfnsmono"], ["SF Mono", ".SF NS Mono"])
            case .serif: (["newyork"], ["New York", "New York Small", "New York Medium", "New York Large"])
            }
        if locations.systemFont == .auto {
            for folder in userFolders + systemFolders {
                let faces = apple.files.flatMap(folder.files(named:)).flatMap(faceCache.faces(of:)).filter { apple.families.contains($0.family) }
                if let best = Self.closest(faces, weight: key.weight, italic: key.italic), let face = open(best) {
                    return Resolved(face: face, role: .system, measuring: MeasuringFont(name: best.displayName, isApproximate: false))
                }
            }
        }
        let stand: [String] =
            switch key.design {
            case .default, .rounded: ["Inter"]
            case .monospaced: ["DejaVu Sans Mono", "Liberation Mono"]
            case .serif: ["DejaVu Serif", "Liberation Serif"]
            }
        for families in [stand, ["Inter", "DejaVu Sans", "Liberation Sans"]] {
            if let best = findFamily(families, in: userFolders + systemFolders, weight: key.weight, italic: key.italic), let face = open(best) {
                if locations.systemFont == .auto { note("text widths are approximate: SF Pro was not found, so the system font is measured with \(best.family) (pass --fonts DIR with SF Pro's files, or install them in ~/.local/share/fonts, for exact widths)") }
                return Resolved(face: face, role: .system, measuring: MeasuringFont(name: best.displayName + " for " + apple.families[0], isApproximate: true))
            }
        }
        note("text widths are ltrace's invented ones: no font file was found (install fonts-inter, or pass --fonts DIR with SF Pro's files)")
        return nil
    }

    private func findFamily(_ families: [String], in folders: [FontFolder], weight: Int, italic: Bool) -> FontFace? {
        for family in families {
            let fragment = FontName.normalized(family)
            for folder in folders {
                let faces = folder.files(named: fragment).flatMap(faceCache.faces(of:)).filter { $0.family == family }
                if let best = Self.closest(faces, weight: weight, italic: italic) { return best }
            }
        }
        return nil
    }

    /// The face nearest a weight and slant: the slant first, then a variable face covering the
    /// weight, then the nearest weight class (a heavier one on a tie, for weights above regular).
    static func closest(_ faces: [FontFace], weight: Int, italic: Bool) -> FontFace? {
        let slanted = faces.filter { $0.isItalic == italic }
        let pool = slanted.isEmpty ? faces : slanted
        return pool.min { a, b in
            func distance(_ f: FontFace) -> (Int, Int, Int) {
                let off = f.isVariable ? 0 : abs(f.weight - weight)
                let wrongSide = weight > 400 ? (f.weight < weight ? 1 : 0) : (f.weight > weight ? 1 : 0)
                return (off, wrongSide, f.isVariable ? 0 : 1)
            }
            return distance(a) < distance(b) || (distance(a) == distance(b) && a.path < b.path)
        }
    }
}
