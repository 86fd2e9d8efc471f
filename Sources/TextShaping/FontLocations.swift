import Foundation

/// Where a recording looks for fonts, in the order it looks (README, "Text widths"):
/// 1. the app's own font files, in the recorded folder (`Font.custom`);
/// 2. the folders the user names: `--fonts DIR`, then `LTRACE_FONTS` (folders separated by `:`);
/// 3. the usual font folders of Linux and macOS, where SF Pro is found if the user installed it
///    (macOS has `/System/Library/Fonts/SFNS.ttf`);
/// 4. otherwise an open stand-in for the system font (Inter, from Debian's `fonts-inter`).
public struct FontLocations: Sendable {
    /// The app's folders: a recorded folder, or a recorded file's folder and the one above it.
    public var appFolders: [String]
    public var userFolders: [String]
    public var systemFolders: [String]
    /// Whether the system font may be SF Pro from the user's files, or is always the open stand-in
    /// (`--system-font open`: the same widths on every machine).
    public var systemFont: SystemFontChoice
    /// The file that keeps the faces read from font files between recordings (`FontFaceCache`);
    /// nil reads them from the files every time.
    public var faceCacheFile: String?

    public enum SystemFontChoice: String, Sendable, CaseIterable {
        /// SF Pro when a font folder has it, else the open stand-in.
        case auto
        /// Always the open stand-in.
        case open
    }

    public init(
        appFolders: [String] = [], userFolders: [String] = [], systemFolders: [String] = FontLocations.standardFolders, systemFont: SystemFontChoice = .auto,
        faceCacheFile: String? = nil
    ) {
        self.appFolders = appFolders
        self.userFolders = userFolders
        self.systemFolders = systemFolders
        self.systemFont = systemFont
        self.faceCacheFile = faceCacheFile
    }

    /// The folders of the scenes given to `record`: a folder as it is, a file's folder and its parent.
    public static func appFolders(for scenes: [String]) -> [String] {
        var folders: [String] = []
        for scene in scenes {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: scene, isDirectory: &isDirectory) else { continue }
            let url = URL(fileURLWithPath: scene)
            let candidates = isDirectory.boolValue ? [url] : [url.deletingLastPathComponent(), url.deletingLastPathComponent().deletingLastPathComponent()]
            // A file at the top of the disk or of the home folder has no app around it to search.
            let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
            for folder in candidates.map(\.standardizedFileURL.path) where !folders.contains(folder) && folder != "/" && folder != home {
                folders.append(folder)
            }
        }
        return folders
    }

    /// `--fonts` folders first, then `LTRACE_FONTS`'s.
    public static func userFolders(options: [String], environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        options + (environment["LTRACE_FONTS"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
    }

    /// The usual font folders: the user's, then the system's (Linux, then macOS).
    public static var standardFolders: [String] {
        let home = ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return [
            home + "/.local/share/fonts", home + "/.fonts", home + "/Library/Fonts", "/usr/local/share/fonts", "/usr/share/fonts",
            "/Library/Fonts", "/System/Library/Fonts",
        ]
    }
}

/// The font files under a folder, found once (walking the folder is cheap; reading a file's names
/// is not, so a catalog opens files only when their names may match).
final class FontFolder {
    let path: String
    private(set) lazy var files: [String] = Self.fontFiles(under: path)

    init(path: String) { self.path = path }

    /// Each file with its name without punctuation and case, made once for every search.
    private lazy var normalizedNames: [(file: String, name: String)] = files.map { ($0, FontName.normalized(String(Self.lastComponent(of: $0)))) }

    /// Files whose names, without punctuation and case, contain `fragment`.
    func files(named fragment: String) -> [String] {
        normalizedNames.filter { FontName.contains($0.name, fragment) }.map(\.file)
    }

    static func lastComponent(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path[...] }
        return path[path.utf8.index(after: slash)...]
    }

    /// The font files under `folder`, sorted, read with the C library's directory calls: every
    /// recording lists the system's font folders, and Foundation's enumerator took a tenth of a
    /// one-`Text` recording for it. Bounded: an app is a few thousand files; a folder far larger is
    /// not one app's. Symbolic links are listed, not followed, as Foundation's enumerator does.
    static func fontFiles(under folder: String) -> [String] {
        var found: [String] = []
        var visited = 0
        var pending: [String] = [folder]
        var first = true
        while let directory = pending.popLast() {
            guard let stream = opendir(directory) else {
                if first { return [] }
                continue
            }
            first = false
            defer { closedir(stream) }
            while let entry = readdir(stream), visited < 50_000 {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                visited += 1
                // Build products and dependencies are not the app's fonts.
                if name.hasPrefix(".") || name == "node_modules" || name == "Pods" || name == "DerivedData" { continue }
                let path = directory + "/" + name
                if Self.isDirectory(entry.pointee.d_type, path) {
                    pending.append(path)
                } else if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), FontFace.extensions.contains(String(name[name.utf8.index(after: dot)...]).lowercased()) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// Whether an entry is a directory (not a link to one); `lstat` where the file system does
    /// not say.
    private static func isDirectory(_ type: UInt8, _ path: String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}

enum FontName {
    /// Whether `name` contains `fragment`: ASCII names (nearly all) searched as bytes, where
    /// Foundation's `contains` went through CoreFoundation's search and the standard library's
    /// generic `firstRange(of:)` was slower still.
    static func contains(_ name: String, _ fragment: String) -> Bool {
        var name = name, fragment = fragment
        guard name.utf8.allSatisfy({ $0 < 0x80 }), fragment.utf8.allSatisfy({ $0 < 0x80 }) else { return name.contains(fragment) }
        return name.withUTF8 { text in
            fragment.withUTF8 { part in
                guard let first = part.first else { return true }
                guard part.count <= text.count else { return false }
                for start in 0...(text.count - part.count) where text[start] == first {
                    if memcmp(text.baseAddress! + start, part.baseAddress!, part.count) == 0 { return true }
                }
                return false
            }
        }
    }

    /// `SF-Pro-Text-Bold.otf` → `sfprotextboldotf`.
    static func normalized(_ name: String) -> String {
        // An ASCII name (nearly every file's and font's) without `CharacterSet`, whose every
        // look-up goes through CoreFoundation; the same letters and digits either way.
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            var kept: [UInt8] = []
            kept.reserveCapacity(name.utf8.count)
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept.append(byte + 32)
                default: break
                }
            }
            return String(decoding: kept, as: UTF8.self)
        }
        return String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(Character.init))
    }
}
