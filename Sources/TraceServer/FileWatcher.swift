import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls `changed` when a watched file is saved, whether in place or by writing a new file
/// and renaming it over the old one (as most editors do), or is created or deleted. Linux
/// watches the files' folders with inotify, whose events name the file; macOS watches the
/// folders and files with kqueue (Dispatch's file system sources), whose events do not, so a
/// change counts there when a watched file's identity, size or date changed, and the sources
/// are made again (a file replaced by a rename is a new file). A burst of events (an editor's
/// save) calls `changed` once, `settle` after the last.
public final class FileWatcher: @unchecked Sendable {
    private let queue = DispatchQueue(label: "ltrace.file-watcher")
    private let changed: @Sendable () -> Void
    private let settle: DispatchTimeInterval
    private var pending: DispatchWorkItem?
    /// File names watched in each folder; a folder given as a scene watches every `.swift` file.
    private var names: [String: Set<String>] = [:]
    private var wholeFolders: Set<String> = []
    private var stopped = false
    #if os(Linux)
    private var inotify: Int32 = -1
    private var source: DispatchSourceRead?
    private var folderOfWatch: [Int32: String] = [:]
    #else
    private var sources: [DispatchSourceFileSystemObject] = []
    private var watched: (files: [String], folders: [String]) = ([], [])
    /// Each watched file's inode, size and modification date; a folder's `.swift` names.
    private var snapshot: [String] = []
    #endif

    /// Watches `files` (and, for each folder in `folders`, every `.swift` file in it).
    public init(files: [String], folders: [String] = [], settle: DispatchTimeInterval = .milliseconds(15), changed: @escaping @Sendable () -> Void) throws {
        self.changed = changed
        self.settle = settle
        try queue.sync { try start(files: files, folders: folders) }
    }

    public func stop() {
        queue.sync {
            stopped = true
            pending?.cancel()
            tearDown()
        }
    }

    deinit { tearDown() }

    private func start(files: [String], folders: [String]) throws {
        names = [:]
        for file in files {
            let absolute = Self.absolute(file)
            names[(absolute as NSString).deletingLastPathComponent, default: []].insert((absolute as NSString).lastPathComponent)
        }
        wholeFolders = Set(folders.map(Self.absolute))
        for folder in wholeFolders where names[folder] == nil { names[folder] = [] }
        #if os(Linux)
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else { throw WatchError(message: "cannot watch files: inotify_init1 failed (errno \(errno))") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        for folder in names.keys {
            let watch = inotify_add_watch(inotify, folder, mask)
            guard watch >= 0 else { throw WatchError(message: "cannot watch \(folder) (errno \(errno))") }
            folderOfWatch[watch] = folder
        }
        let source = DispatchSource.makeReadSource(fileDescriptor: inotify, queue: queue)
        source.setEventHandler { [weak self] in self?.readEvents() }
        // The descriptor is closed once Dispatch has let go of it.
        let descriptor = inotify
        source.setCancelHandler { close(descriptor) }
        source.resume()
        self.source = source
        #else
        watched = (files, folders)
        snapshot = takeSnapshot()
        for folder in names.keys {
            let fd = open(folder, O_EVTONLY)
            guard fd >= 0 else { throw WatchError(message: "cannot watch \(folder) (errno \(errno))") }
            let source = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fd, eventMask: [.write, .rename, .delete], queue: queue)
            source.setEventHandler { [weak self] in self?.compareAndRearm() }
            source.setCancelHandler { close(fd) }
            source.resume()
            sources.append(source)
            for name in names[folder] ?? [] {
                let file = (folder as NSString).appendingPathComponent(name)
                let fileFD = open(file, O_EVTONLY)
                guard fileFD >= 0 else { continue }
                let fileSource = DispatchSource.makeFileSystemObjectSource(fileDescriptor: fileFD, eventMask: [.write, .extend, .rename, .delete], queue: queue)
                fileSource.setEventHandler { [weak self] in self?.compareAndRearm() }
                fileSource.setCancelHandler { close(fileFD) }
                fileSource.resume()
                sources.append(fileSource)
            }
        }
        #endif
    }

    private func tearDown() {
        #if os(Linux)
        source?.cancel()
        source = nil
        inotify = -1
        folderOfWatch = [:]
        #else
        sources.forEach { $0.cancel() }
        sources = []
        #endif
    }

    #if os(Linux)
    /// Reads the queued inotify events and schedules a call for any that names a watched file.
    private func readEvents() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var relevant = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (watch, length, name) = buffer.withUnsafeBytes { raw -> (Int32, Int, String) in
                    let event = raw.load(fromByteOffset: offset, as: inotify_event.self)
                    let start = offset + MemoryLayout<inotify_event>.size
                    let bytes = raw[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                    return (event.wd, Int(event.len), String(decoding: bytes, as: UTF8.self))
                }
                offset += MemoryLayout<inotify_event>.size + length
                guard let folder = folderOfWatch[watch] else { continue }
                if names[folder]?.contains(name) == true || (wholeFolders.contains(folder) && name.hasSuffix(".swift")) { relevant = true }
            }
        }
        if relevant { schedule() }
    }
    #endif

    #if !os(Linux)
    /// A change counts when a watched file's identity, size or date, or a watched folder's
    /// `.swift` names, differ from before (an editor's swap file does not); the sources are made
    /// again, since a file replaced by a rename is a new inode.
    private func compareAndRearm() {
        let now = takeSnapshot()
        guard now != snapshot, !stopped else { return }
        tearDown()
        try? start(files: watched.files, folders: watched.folders)
        schedule()
    }

    private func takeSnapshot() -> [String] {
        var lines: [String] = []
        for (folder, files) in names.sorted(by: { $0.key < $1.key }) {
            for name in files.sorted() {
                var info = stat()
                let path = (folder as NSString).appendingPathComponent(name)
                lines.append(stat(path, &info) == 0 ? "\(path) \(info.st_ino) \(info.st_size) \(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)" : "\(path) -")
            }
            if wholeFolders.contains(folder) {
                let swift = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
                lines.append("\(folder): \(swift.joined(separator: "/"))")
            }
        }
        return lines
    }
    #endif

    /// Calls `changed` once the burst of events has settled.
    private func schedule() {
        guard !stopped else { return }
        pending?.cancel()
        let work = DispatchWorkItem { [changed] in changed() }
        pending = work
        queue.asyncAfter(deadline: .now() + settle, execute: work)
    }

    static func absolute(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        return url.resolvingSymlinksInPath().path
    }
}

public struct WatchError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
