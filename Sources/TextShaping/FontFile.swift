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
