#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A walk over a folder's files with `readdir`, which reports each entry's kind without a
/// `stat` per file (Foundation's enumerator asks for resource values one URL at a time, and
/// costs more than parsing an app's Swift). Hidden entries are skipped, symbolic links to
/// folders are not followed, and the walk stops at `maximumDepth` folders deep or after
/// `maximumEntries` entries, so `--assets /` ends.
enum FolderWalk {
    static let maximumDepth = 32
    static let maximumEntries = 200_000

    /// Calls `file` with each file's path under `root`, and `enter` with each folder's path and
    /// name (false skips it); paths start with `root` as given.
    static func walk(_ root: String, enter: (String, String) -> Bool, file: (String, String) -> Void) {
        var entries = 0
        func visit(_ folder: String, depth: Int) {
            guard depth <= maximumDepth, let dir = opendir(folder) else { return }
            defer { closedir(dir) }
            var children: [(name: String, isFolder: Bool)] = []
            while let entry = readdir(dir) {
                entries += 1
                if entries > maximumEntries { return }
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name.hasPrefix(".") { continue }
                var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
                if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                    var info = stat()
                    isFolder = lstat(folder + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                }
                children.append((name, isFolder))
            }
            for child in children.sorted(by: { $0.name < $1.name }) {
                let path = folder.hasSuffix("/") ? folder + child.name : folder + "/" + child.name
                if child.isFolder {
                    if enter(path, child.name) { visit(path, depth: depth + 1) }
                } else {
                    file(path, child.name)
                }
            }
        }
        visit(root, depth: 0)
    }
}
