import CFreeType
import Foundation

/// One face of a font file, as FreeType reads its names and style.
public struct FontFace: Hashable, Sendable {
    public var path: String
    /// The face's index in a collection (`.ttc`); 0 in a single font file.
    public var index: Int
    public var family: String
    public var style: String
    public var postScriptName: String
    /// The OpenType weight class (400 regular, 700 bold).
    public var weight: Int
    public var isItalic: Bool
    /// Whether the face has variation axes (`wght`, `opsz`).
    public var isVariable: Bool

    /// `Inter Regular (Inter-Regular.otf)`.
    public var displayName: String { "\(family) \(style) (\((path as NSString).lastPathComponent))" }

    /// The faces of a font file; none when FreeType cannot read it.
    static func read(path: String) -> [FontFace] {
        FreeTypeLibrary.shared.withLibrary { library in
            var faces: [FontFace] = []
            var count = 1
            var index = 0
            while index < count {
                var face: FT_Face?
                guard FT_New_Face(library, path, index, &face) == 0, let face else { break }
                defer { FT_Done_Face(face) }
                count = max(1, Int(face.pointee.num_faces))
                let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
                let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
                let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
                if !family.isEmpty {
                    faces.append(
                        FontFace(
                            path: path, index: index, family: family, style: style, postScriptName: postScript,
                            weight: Int(ltrace_ft_weight_class(face)).nonZero ?? (style.lowercased().contains("bold") ? 700 : 400),
                            isItalic: ltrace_ft_is_italic(face) != 0, isVariable: ltrace_ft_is_variable(face) != 0))
                }
                index += 1
            }
            return faces
        }
    }

    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]
}

extension Int {
    fileprivate var nonZero: Int? { self == 0 ? nil : self }
}

/// The faces of font files, read once per file and kept between recordings in a file of the
/// user's cache folder: FreeType opens a file whole to read its names, and finding the system
/// font's stand-in reads every face of its family (Inter has 36 files), a fifth of a small
/// recording. A file's faces are read again when its size or modification time changed. The
/// cache file is written under a temporary name and renamed into place; one that cannot be read
/// or written is no reason for a recording to fail (the faces are then read from the files).
final class FontFaceCache {
    /// The cache file; nil keeps faces for this process only.
    let path: String?
    private var known: [String: (stamp: String, faces: [FontFace])]?
    private var changed = false

    init(path: String?) { self.path = path }

    static let header = "ltrace font faces 1"

    func faces(of file: String) -> [FontFace] {
        let stamp = Self.stamp(of: file)
        if known == nil { known = load() }
        if let entry = known?[file], entry.stamp == stamp { return entry.faces }
        let read = FontFace.read(path: file)
        known?[file] = (stamp, read)
        changed = true
        return read
    }

    /// Writes the faces read since the file was loaded, if any were.
    func save() {
        guard changed, let path, let known else { return }
        changed = false
        var lines = [Self.header]
        for (file, entry) in known.sorted(by: { $0.key < $1.key }) {
            // A file FreeType cannot read is kept as one line without a face.
            if entry.faces.isEmpty { lines.append([file, entry.stamp, "-1"].joined(separator: "\t")) }
            for face in entry.faces {
                lines.append(
                    [file, entry.stamp, "\(face.index)", face.family, face.style, face.postScriptName, "\(face.weight)", face.isItalic ? "1" : "0", face.isVariable ? "1" : "0"]
                        .joined(separator: "\t"))
            }
        }
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data((lines.joined(separator: "\n") + "\n").utf8)) else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }

    private func load() -> [String: (stamp: String, faces: [FontFace])] {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return [:] }
        // Split as bytes: splitting the text by Character found each one's grapheme boundaries, a
        // twentieth of a one-`Text` recording for a file of fifty lines.
        let lines = [UInt8](data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)
        guard let first = lines.first, String(decoding: first, as: UTF8.self) == Self.header else { return [:] }
        var entries: [String: (stamp: String, faces: [FontFace])] = [:]
        for line in lines.dropFirst() {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            // A damaged line is read from the font file again.
            guard fields.count >= 3, let index = Int(fields[2]) else { continue }
            var entry = entries[fields[0]] ?? (fields[1], [])
            if index >= 0 {
                guard fields.count == 9, let weight = Int(fields[6]) else { continue }
                entry.faces.append(
                    FontFace(
                        path: fields[0], index: index, family: fields[3], style: fields[4], postScriptName: fields[5], weight: weight,
                        isItalic: fields[7] == "1", isVariable: fields[8] == "1"))
            }
            entries[fields[0]] = entry
        }
        return entries
    }

    /// A file's size and modification time, as the cache compares them.
    private static func stamp(of file: String) -> String {
        var info = stat()
        guard stat(file, &info) == 0 else { return "missing" }
        #if os(macOS)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return "\(info.st_size)-\(modified.tv_sec).\(modified.tv_nsec)"
    }
}

/// FreeType's library object, shared and used under a lock (FreeType's faces are not thread-safe).
final class FreeTypeLibrary: @unchecked Sendable {
    static let shared = FreeTypeLibrary()
    private var library: FT_Library?
    private let lock = NSLock()

    private init() {
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0 { self.library = library }
    }

    func withLibrary<T>(_ body: (FT_Library) -> [T]) -> [T] {
        lock.lock()
        defer { lock.unlock() }
        guard let library else { return [] }
        return body(library)
    }
}
