import Foundation

/// A file's path as `URL(fileURLWithPath:).standardizedFileURL.path` writes it (absolute against
/// the working folder, without `.` and `..` segments or repeated and trailing slashes), made from
/// its bytes: Foundation's took 110,000 instructions a path, and a recording compared every
/// file's path twice that way (4 % of an app's recording, docs/benchmarks.md).
enum StandardPath {
    static func of(_ path: String) -> String {
        if isStandard(path) { return path }
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var segments: [Substring] = []
        for segment in absolute.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            let name = Substring(segment)
            if name == "." { continue }
            if name == ".." {
                if !segments.isEmpty { segments.removeLast() }
                continue
            }
            segments.append(name)
        }
        return "/" + segments.joined(separator: "/")
    }

    /// Whether `path` is already as `of` writes it: absolute, without `.` or `..` segments, empty
    /// segments or a trailing slash (as the folder walk's paths of a folder given absolute are).
    private static func isStandard(_ path: String) -> Bool {
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0, beforeThat: UInt8 = 0
        guard path.utf8.first == UInt8(ascii: "/") else { return false }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        for byte in path.utf8 {
            if byte == slash {
                // `//`, `/./`, `/../`
                if previous == slash || (previous == dot && beforePrevious == slash)
                    || (previous == dot && beforePrevious == dot && beforeThat == slash) { return false }
            }
            (beforeThat, beforePrevious, previous) = (beforePrevious, previous, byte)
        }
        // A trailing `/` (but for `/` itself), `/.` or `/..`.
        if path.utf8.count > 1 && previous == slash { return false }
        if previous == dot && (beforePrevious == slash || (beforePrevious == dot && beforeThat == slash)) { return false }
        return true
    }
}
