import Foundation

/// A file's path as `URL(fileURLWithPath:).standardizedFileURL.path` writes it (absolute against
/// the working folder, without `.` and `..` segments or repeated and trailing slashes), made from
/// its bytes: Foundation's took 110,000 instructions a path, and a recording compared every
/// file's path twice that way (4 % of an app's recording, docs/benchmarks.md).
enum StandardPath {
    static func of(_ path: String) -> String {
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
}
