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

    /// Whether `path` is already as `of` writes it: absolute, and no segment empty (`//`, a
    /// trailing `/`), `.` or `..` (as the folder walk's paths of a folder given absolute are).
    private static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        guard path.utf8.first == slash else { return false }
        guard path.utf8.count > 1 else { return true }
        return !path.utf8.dropFirst().split(separator: slash, omittingEmptySubsequences: false).contains {
            $0.isEmpty || $0.elementsEqual(".".utf8) || $0.elementsEqual("..".utf8)
        }
    }
}
