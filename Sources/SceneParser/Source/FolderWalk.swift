#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LayoutEngine

/// A walk over a folder's files with `readdir`, which reports each entry's kind without a
/// `stat` per file (Foundation's enumerator asks for resource values one URL at a time, and
/// costs more than parsing an app's Swift). Hidden entries are skipped, symbolic links to
/// folders are not followed, the kernel's pseudo file systems are not entered, and the walk
/// stops at `maximumDepth` folders deep, after `maximumEntries` entries or after
/// `maximumSeconds`, saying which, so `--assets /` ends in seconds.
enum FolderWalk {
    static let maximumDepth = 32
    /// `LTRACE_SEARCH_ENTRIES=N` lowers it (the tests cut a search of `/` short with it, whatever
    /// the machine holds).
    static let maximumEntries = ProcessInfo.processInfo.environment["LTRACE_SEARCH_ENTRIES"].flatMap(Int.init).map { max(1, min($0, 200_000)) } ?? 200_000
    /// A walk that has not finished in this many seconds stops (a search given `/`).
    static let maximumSeconds = 3.0
    /// The kernel's and devices' pseudo file systems: nothing of an app's is there.
    static let pseudoFileSystems: Set<String> = ["/proc", "/sys", "/dev", "/run"]

    /// Why a walk stopped before the end: the entries it read, or the time it took.
    public enum Stop: Sendable, Equatable, CustomStringConvertible {
        case entries(Int)
        case seconds(Double)

        public var description: String {
            switch self {
            case .entries(let n): return "after \(n) entries (the limit)"
            case .seconds(let s): return "after \(TraceFormat.number(CGFloat(s))) s (the limit)"
            }
        }
    }

    /// Calls `file` with each file's path under `root`, and `enter` with each folder's path and
    /// name (false skips it); paths start with `root` as given. Returns why it stopped early, if it did.
    @discardableResult
    static func walk(_ root: String, enter: (String, String) -> Bool, file: (String, String) -> Void) -> Stop? {
        var entries = 0
        var stop: Stop?
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(maximumSeconds * 1e9)
        func visit(_ folder: String, depth: Int) {
            guard stop == nil, depth <= maximumDepth, !pseudoFileSystems.contains(folder), let dir = opendir(folder) else { return }
            defer { closedir(dir) }
            var children: [(name: String, isFolder: Bool)] = []
            while let entry = readdir(dir) {
                entries += 1
                if entries > maximumEntries { stop = .entries(maximumEntries); return }
                if entries % 1024 == 0, DispatchTime.now().uptimeNanoseconds > deadline { stop = .seconds(maximumSeconds); return }
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
            for child in children.sorted(by: { $0.name < $1.name }) where stop == nil {
                let path = folder.hasSuffix("/") ? folder + child.name : folder + "/" + child.name
                if child.isFolder {
                    if enter(path, child.name) { visit(path, depth: depth + 1) }
                } else {
                    file(path, child.name)
                }
            }
        }
        visit(root, depth: 0)
        return stop
    }
}
