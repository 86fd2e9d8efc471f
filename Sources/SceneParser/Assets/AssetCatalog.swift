import Foundation
import LayoutEngine

/// The images an app's `Image("name")` can load: image sets of its asset catalogs
/// (`*.xcassets`) and loose image files, with the size SwiftUI gives them.
///
/// Apple's "Asset Catalog Format Reference": an image set is `NAME.imageset/Contents.json`,
/// whose `images` list files by `idiom` and `scale`; a folder whose `Contents.json` has
/// `"provides-namespace": true` prefixes its sets' names (`Icons/star`).
public struct AssetCatalog: Sendable {
    /// Why an image has no size.
    public enum Problem: Error, Equatable, CustomStringConvertible, Sendable {
        case notFound(name: String, searched: [String])
        case unreadable(name: String, file: String, reason: String)

        public var description: String {
            switch self {
            case .notFound(let name, let searched):
                let where_ = searched.isEmpty ? "no asset catalog was given" : "searched " + searched.joined(separator: ", ")
                return "no image '\(name)' in the asset catalogs or image files (\(where_))"
            case .unreadable(let name, let file, let reason):
                return "cannot read the size of image '\(name)' from \(file) (\(reason))"
            }
        }
    }

    /// A file that can hold an image, with the scale its set or name gives it.
    struct Candidate: Sendable {
        let file: String
        let scale: Int
    }

    private let candidates: [String: Candidate]
    private let known: [String: SceneImage]
    private let searched: [String]
    /// Colour sets by name (`Brand`, `Theme/brand-ink`).
    private var colors: [String: SceneColor] = [:]
    /// Xcode's generated asset symbols (`Color.brandInk`, `Image(.photo)`): each symbol's set.
    private var colorSymbols: [String: String] = [:]
    private var imageSymbols: [String: String] = [:]
    /// Namespaces of the sets (`Theme` for `Theme/brand`), as `Color.Theme` and `.Theme` name them.
    public private(set) var colorNamespaces: Set<String> = []
    public private(set) var imageNamespaces: Set<String> = []
    /// Searches that stopped at a limit, worded for a warning (`--assets /: stopped after 3 s …`).
    public private(set) var incomplete: [String] = []

    public static let empty = AssetCatalog(candidates: [:], known: [:], searched: [])

    /// A catalog of sizes and colours already read (replay reads them from the trace).
    public init(images: [SceneImage], colors: [SceneColor] = []) {
        self.init(candidates: [:], known: Dictionary(images.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a }), searched: [])
        setImages(images.map(\.name))
        setColors(colors)
    }

    private mutating func setColors(_ found: [SceneColor]) {
        for color in found {
            colors[color.name] = color
            let symbol = AssetSymbols.symbol(forAsset: color.name, suffix: "Color")
            colorSymbols[symbol] = color.name
            colorNamespaces.formUnion(Self.namespaces(of: symbol))
        }
    }

    private mutating func setImages(_ names: some Sequence<String>) {
        for name in names {
            let symbol = AssetSymbols.symbol(forAsset: name, suffix: "Image")
            imageSymbols[symbol] = name
            imageNamespaces.formUnion(Self.namespaces(of: symbol))
        }
    }

    /// `A`, `A.B` for the symbol `A.B.brand`.
    private static func namespaces(of symbol: String) -> [String] {
        let parts = symbol.split(separator: ".").dropLast()
        return parts.indices.map { parts[parts.startIndex...$0].joined(separator: ".") }
    }

    private init(candidates: [String: Candidate], known: [String: SceneImage], searched: [String]) {
        self.candidates = candidates
        self.known = known
        self.searched = searched
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "gif", "heic"]
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Finds the image sets of every asset catalog under `roots`, and loose image files
    /// (`logo.png`, `logo@2x.png`). Only Contents.json files are read now; an image's header
    /// is read when the scene asks for it.
    public static func load(searching roots: [String]) -> AssetCatalog {
        var incomplete: [String] = []
        var catalogs: [String: Candidate] = [:]
        var loose: [String: Candidate] = [:]
        var colorSets: [SceneColor] = []
        let fm = FileManager.default
        for root in roots {
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if root.hasSuffix(".xcassets") {
                readCatalogFolder(root, prefix: "", into: &catalogs, colors: &colorSets)
                continue
            }
            let stop = FolderWalk.walk(
                root,
                enter: { path, name in
                    if name.hasSuffix(".xcassets") {
                        readCatalogFolder(path, prefix: "", into: &catalogs, colors: &colorSets)
                        return false
                    }
                    return !skippedFolders.contains(name)
                },
                file: { path, name in
                    guard let dot = name.lastIndex(of: "."), imageExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return }
                    var base = String(name[..<dot])
                    var scale = 1
                    for s in [2, 3] where base.hasSuffix("@\(s)x") {
                        base = String(base.dropLast(3))
                        scale = s
                    }
                    // The highest scale wins; between files of one scale, the first path in sorted order, so that
                    // the choice does not depend on the order the file system lists them in.
                    if let existing = loose[base], existing.scale > scale || (existing.scale == scale && existing.file < path) { return }
                    loose[base] = Candidate(file: path, scale: scale)
                })
            if let stop { incomplete.append("the search for images in \(root) stopped \(stop); images further on were not looked for (give the folder that holds the asset catalogs with --assets)") }
        }
        // An image set wins over a loose file of the same name.
        var catalog = AssetCatalog(candidates: loose.merging(catalogs) { _, set in set }, known: [:], searched: roots)
        catalog.incomplete = incomplete
        catalog.setImages(catalogs.keys)
        catalog.setColors(colorSets)
        return catalog
    }

    /// The folders and image sets of one catalog folder.
    /// Folders a catalog may nest; a symlink back up the tree stops here instead of recursing forever.
    static let maximumFolderDepth = 32

    private static func readCatalogFolder(_ folder: String, prefix: String, depth: Int = 0, into found: inout [String: Candidate], colors: inout [SceneColor]) {
        guard depth < maximumFolderDepth else { return }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            if entry.hasSuffix(".imageset") {
                let name = prefix + String(entry.dropLast(".imageset".count))
                if let candidate = imageSetFile(path) { found[name] = candidate }
            } else if entry.hasSuffix(".colorset") {
                colors.append(SceneColor(name: prefix + String(entry.dropLast(".colorset".count)), components: colorSetComponents(path)))
            } else if !entry.contains(".") {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                let contents = json(path + "/Contents.json")
                let namespaced = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                // Symbolic links to folders are not followed (one back up the tree would never end).
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
                readCatalogFolder(path, prefix: namespaced ? prefix + entry + "/" : prefix, depth: depth + 1, into: &found, colors: &colors)
            }
        }
    }

    /// The file an iPhone loads from an image set: universal or iphone idiom, the highest scale
    /// (an iPhone 15 is 3x); a single-scale set (a PDF or SVG) is 1x.
    private static func imageSetFile(_ set: String) -> Candidate? {
        guard let images = json(set + "/Contents.json")?["images"] as? [[String: Any]] else { return nil }
        let usable = images.compactMap { image -> (file: String, scale: Int, idiom: Int)? in
            guard let file = image["filename"] as? String else { return nil }
            let idiom = ["universal": 0, "iphone": 1][image["idiom"] as? String ?? "universal"]
            guard let idiom else { return nil }
            let scale = (image["scale"] as? String).flatMap { Int($0.dropLast()) } ?? 1
            return (file, scale, idiom)
        }
        guard let best = usable.max(by: { ($0.scale, -$0.idiom) < ($1.scale, -$1.idiom) }) else { return nil }
        return Candidate(file: set + "/" + best.file, scale: best.scale)
    }

    /// The sRGB components of a colour set's default (universal, any appearance) colour: each
    /// written as a fraction (`"0.500"`), a byte (`"128"`) or hexadecimal (`"0x80"`).
    private static func colorSetComponents(_ set: String) -> (red: Double, green: Double, blue: Double, opacity: Double)? {
        guard let entries = json(set + "/Contents.json")?["colors"] as? [[String: Any]] else { return nil }
        let plain = entries.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? entries.first
        guard let components = (plain?["color"] as? [String: Any])?["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let written = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue
            guard let written else { return nil }
            if written.hasPrefix("0x") || written.hasPrefix("0X") { return Int(written.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let n = Double(written) else { return nil }
            return written.contains(".") || n <= 1 ? n : n / 255
        }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return (r, g, b, value("alpha") ?? 1)
    }

    /// The colour set `Color("Brand")` names, or the one an asset symbol (`Color.brand`) stands for.
    public func color(named name: String) -> SceneColor? { colors[name] }
    public func color(symbol: String) -> SceneColor? { colorSymbols[symbol].flatMap { colors[$0] } }
    /// The image set an asset symbol (`Image(.photo)`, `ImageResource.photo`) stands for.
    public func imageName(symbol: String) -> String? { imageSymbols[symbol] }

    private static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The image `Image(name)` loads, with its size in points.
    public func image(named name: String) -> Result<SceneImage, Problem> {
        if let image = known[name] { return .success(image) }
        guard let candidate = candidates[name] else { return .failure(.notFound(name: name, searched: searched)) }
        guard let data = FileManager.default.contents(atPath: candidate.file) else {
            return .failure(.unreadable(name: name, file: candidate.file, reason: "the file cannot be read"))
        }
        let bytes = [UInt8](data)
        let ext = URL(fileURLWithPath: candidate.file).pathExtension.lowercased()
        let pixels: CGSize?
        var scale = candidate.scale
        switch ext {
        case "png": pixels = ImageHeader.png(bytes)
        case "jpg", "jpeg": pixels = ImageHeader.jpeg(bytes)
        case "gif": pixels = ImageHeader.gif(bytes)
        case "pdf": pixels = ImageHeader.pdf(bytes); scale = 1
        case "svg": pixels = ImageHeader.svg(bytes); scale = 1
        default: return .failure(.unreadable(name: name, file: candidate.file, reason: "\(ext.uppercased()) files are not read"))
        }
        guard let pixels, pixels.width >= 0, pixels.height >= 0, pixels.width.isFinite, pixels.height.isFinite else {
            return .failure(.unreadable(name: name, file: candidate.file, reason: "its header is damaged or not \(ext.uppercased())"))
        }
        let s = CGFloat(max(scale, 1))
        return .success(SceneImage(name: name, size: CGSize(width: pixels.width / s, height: pixels.height / s), pixelSize: pixels, scale: max(scale, 1), file: candidate.file))
    }
}

/// Image sizes from file headers, without decoding the images.
enum ImageHeader {
    private static func be16(_ b: [UInt8], _ i: Int) -> Int? { i + 1 < b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
    private static func be32(_ b: [UInt8], _ i: Int) -> Int? {
        guard let hi = be16(b, i), let lo = be16(b, i + 2) else { return nil }
        return hi << 16 | lo
    }

    /// PNG: the IHDR chunk's width and height, after the 8-byte signature.
    static func png(_ b: [UInt8]) -> CGSize? {
        // The 8-byte signature, then the IHDR chunk, whose first fields are the width and height.
        guard b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), Array(b[12..<16]) == Array("IHDR".utf8),
            let w = be32(b, 16), let h = be32(b, 20)
        else { return nil }
        return CGSize(width: w, height: h)
    }

    /// GIF: the logical screen's size, little-endian.
    static func gif(_ b: [UInt8]) -> CGSize? {
        guard b.count >= 10, b.starts(with: Array("GIF".utf8)) else { return nil }
        return CGSize(width: Int(b[6]) | Int(b[7]) << 8, height: Int(b[8]) | Int(b[9]) << 8)
    }

    /// JPEG: the first start-of-frame marker's size; an EXIF orientation of 5–8 (a quarter turn) swaps it.
    static func jpeg(_ b: [UInt8]) -> CGSize? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        var quarterTurn = false
        while i + 4 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            guard let length = be16(b, i + 2), length >= 2 else { return nil }
            if marker == 0xE1, let orientation = exifOrientation(b, start: i + 4, end: min(i + 2 + length, b.count)) {
                quarterTurn = (5...8).contains(orientation)
            }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = be16(b, i + 5), let w = be16(b, i + 7) else { return nil }
                return quarterTurn ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
            }
            i += 2 + length
        }
        return nil
    }

    /// The orientation tag (0x0112) of an APP1 Exif segment.
    private static func exifOrientation(_ b: [UInt8], start: Int, end: Int) -> Int? {
        guard end - start > 14, Array(b[start..<start + 4]) == Array("Exif".utf8) else { return nil }
        let tiff = start + 6
        let little = b[tiff] == 0x49
        func u16(_ i: Int) -> Int? { i + 1 < end ? (little ? Int(b[i]) | Int(b[i + 1]) << 8 : Int(b[i]) << 8 | Int(b[i + 1])) : nil }
        func u32(_ i: Int) -> Int? {
            guard let a = u16(i), let c = u16(i + 2) else { return nil }
            return little ? a | c << 16 : a << 16 | c
        }
        guard let offset = u32(tiff + 4), let count = u16(tiff + offset) else { return nil }
        for entry in 0..<min(count, 64) {
            let at = tiff + offset + 2 + entry * 12
            if u16(at) == 0x0112 { return u16(at + 8) }
        }
        return nil
    }

    /// PDF: the first page's `/MediaBox [x0 y0 x1 y1]`, in points; `/Rotate 90` or 270 swaps it.
    /// Read in the first megabyte's bytes: decoded as text and searched by Foundation, a
    /// vector asset of a few megabytes took half of a preview's recording.
    static func pdf(_ b: [UInt8]) -> CGSize? {
        guard b.starts(with: Array("%PDF".utf8)) else { return nil }
        let window = b.prefix(1 << 20)
        /// The bytes after the first `key`, from the first that is not in `skipped`.
        func value(after key: String, skipping skipped: Set<UInt8>) -> ArraySlice<UInt8>? {
            guard let at = SourceText.firstOffset(of: key, in: window) else { return nil }
            return window[(at + key.utf8.count)...].drop { skipped.contains($0) }
        }
        guard let box = value(after: "/MediaBox", skipping: [UInt8(ascii: " "), UInt8(ascii: "[")]) else { return nil }
        let separators: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
        let numbers = box.prefix { $0 != UInt8(ascii: "]") }.split(whereSeparator: separators.contains).compactMap { Double(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 4 else { return nil }
        let size = CGSize(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
        if let rotate = value(after: "/Rotate", skipping: [UInt8(ascii: " ")]),
           let angle = Int(String(decoding: rotate.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }, as: UTF8.self)), angle % 180 == 90 {
            return CGSize(width: size.height, height: size.width)
        }
        return size
    }

    /// SVG: the root element's `width` and `height` (unitless or px), else its viewBox.
    static func svg(_ b: [UInt8]) -> CGSize? {
        let text = String(decoding: b.prefix(1 << 16), as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<close])
        func attribute(_ name: String) -> String? {
            guard let r = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") else { return nil }
            return String(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        func length(_ name: String) -> Double? {
            guard var v = attribute(name) else { return nil }
            if v.hasSuffix("px") { v.removeLast(2) }
            return Double(v)
        }
        if let w = length("width"), let h = length("height") { return CGSize(width: w, height: h) }
        let box = attribute("viewBox")?.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) } ?? []
        return box.count == 4 ? CGSize(width: box[2], height: box[3]) : nil
    }
}

/// Xcode's generated asset symbols (Xcode 15): each colour and image set of an app's catalogs is
/// also a static of `ColorResource`/`Color` and `ImageResource`/`Image`. No Apple page states the
/// rules; these are read off `GeneratedAssetSymbols.swift` files Xcode wrote into public
/// repositories and its warnings quoted in issues (docs/scenes.md, "Asset symbols"): the name's
/// words (split at separators and at lower-to-upper case changes) in lower camel case, a leading
/// run of capitals lowered (`URLBackground` → `urlBackground`; a name all in capitals is kept,
/// `TV`), a last word `Color` dropped from colour sets and `Image` or `Color` from image sets
/// (`AccentColor` → `accent`, `bg_color` → `bg`; `Colour` stays), `_` before a leading digit;
/// a folder that provides a namespace is a nested type (`Theme/brand` → `.Theme.brand`).
enum AssetSymbols {
    /// The symbol of a set, with its namespaces (`Theme.brand`); `dropping` the last words removed.
    static func symbol(forAsset name: String, dropping suffixes: Set<String>) -> String {
        let parts = name.split(separator: "/").map(String.init)
        let namespaces = parts.dropLast().map { n in n.prefix(1).uppercased() + n.dropFirst() }
        return (namespaces + [leaf(parts.last ?? name, dropping: suffixes)]).joined(separator: ".")
    }

    /// `symbol(forAsset:dropping:)` for a colour set (`Color`) or an image set (`Image`, `Color`).
    static func symbol(forAsset name: String, suffix: String) -> String {
        symbol(forAsset: name, dropping: suffix == "Color" ? ["color"] : ["image", "color"])
    }

    private static func leaf(_ name: String, dropping suffixes: Set<String>) -> String {
        var words = Self.words(name)
        if words.count > 1, let last = words.last, suffixes.contains(last.lowercased()) { words.removeLast() }
        guard let first = words.first else { return name }
        var symbol: String
        if words.count == 1, first.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            symbol = first
        } else {
            symbol = lowerLeadingCapitals(first)
            for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        }
        if let c = symbol.first, c.isNumber { symbol = "_" + symbol }
        return symbol
    }

    /// Words at separators and where a lowercase letter is followed by a capital
    /// (`bgColor` → bg, Color; `UPIPayment` → UPIPayment, kept whole for its leading capitals).
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        for chunk in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
            var current = ""
            var previous: Character?
            for c in chunk {
                if let p = previous, p.isLowercase, c.isUppercase, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(c)
                previous = c
            }
            if !current.isEmpty { words.append(current) }
        }
        return words
    }

    /// `URLBackground` → `urlBackground`, `Brand` → `brand`: the leading capitals lowered, but the
    /// last of a run that starts the next word.
    private static func lowerLeadingCapitals(_ word: String) -> String {
        let chars = Array(word)
        var run = 0
        while run < chars.count, chars[run].isUppercase { run += 1 }
        if run == 0 { return word }
        let lowered = run == chars.count || run == 1 ? run : run - 1
        return String(chars[..<lowered]).lowercased() + String(chars[lowered...])
    }
}
