import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file written under a temporary name next to its destination and renamed
/// into place only when complete: a failed or interrupted write never leaves
/// half a file and never clobbers the previous one.
final class AtomicOutput {
    let destination: String
    let temporary: String
    private var finished = false

    init(destination: String) throws {
        guard !destination.isEmpty else { throw TraceError.io(path: "''", message: "the output path is empty") }
        let url = URL(fileURLWithPath: destination)
        let written = (destination as NSString).deletingLastPathComponent
        let directory = written.isEmpty ? "." : written
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw TraceError.io(path: destination, message: "no such directory: \(directory)")
        }
        // Only a regular file, or nothing, may be replaced: renaming over a device, a FIFO or
        // a socket would replace it with a regular file (`-o /dev/null` as root).
        var status = stat()
        if stat(destination, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
            let what = status.st_mode & S_IFMT == S_IFDIR ? "is a directory" : "exists and is not a regular file (a device, FIFO or socket); give a file path"
            throw TraceError.io(path: destination, message: what)
        }
        self.destination = destination
        Self.removeAbandoned(next: url)
        self.temporary = url.deletingLastPathComponent()
            .appendingPathComponent("\(Self.temporaryPrefix(of: url))\(getpid())-\(UInt32.random(in: 0...UInt32.max))").path
        TemporaryFiles.register(temporary)
    }

    /// `.NAME.ltrace-tmp-`, followed by the writer's process id and a random number.
    static func temporaryPrefix(of destination: URL) -> String { ".\(destination.lastPathComponent).ltrace-tmp-" }

    /// Removes the temporaries of this destination whose writer is gone: a process killed with
    /// SIGKILL (by a memory limit, `timeout -s KILL`, the OOM killer) cannot clean up after itself,
    /// so the next write to the same file does. A writer still running is left alone.
    static func removeAbandoned(next destination: URL) {
        let prefix = temporaryPrefix(of: destination).utf8CString.dropLast()
        let directory = destination.deletingLastPathComponent().path
        guard let stream = opendir(directory) else { return }
        defer { closedir(stream) }
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        var seen = 0
        // Names are compared as bytes where readdir left them (an entry is only as long as its
        // name), so a folder of 100,000 entries costs a few milliseconds; none is read further.
        while seen < 100_000, let entry = readdir(stream) {
            seen += 1
            let name = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            // strncmp stops at the name's end; memcmp could read past a short entry.
            guard prefix.withUnsafeBufferPointer({ strncmp(name, $0.baseAddress!, prefix.count) == 0 }) else { continue }
            let full = String(cString: name)
            let rest = full.utf8.dropFirst(prefix.count)
            guard !full.hasSuffix("-journal"), let dash = rest.firstIndex(of: UInt8(ascii: "-")),
                let pid = Int32(String(decoding: rest[..<dash], as: UTF8.self)), pid > 0, pid != getpid()
            else { continue }
            if kill(pid, 0) == -1, errno == ESRCH {
                let path = (directory as NSString).appendingPathComponent(full)
                unlink(path)
                unlink(path + "-journal")
            }
        }
    }

    /// Flushes the temporary file to disk and renames it over the destination.
    func commit() throws {
        let fd = open(temporary, O_RDONLY)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
        guard rename(temporary, destination) == 0 else {
            let message = String(cString: strerror(errno))
            discard()
            throw TraceError.io(path: destination, message: message)
        }
        finished = true
        TemporaryFiles.unregister(temporary)
    }

    /// An error met while writing the temporary file, told about the user's path in plain words.
    func naming(_ error: Error) -> Error {
        let temporaryName = (temporary as NSString).lastPathComponent
        func plain(_ message: String) -> String {
            message.replacingOccurrences(of: temporary, with: destination).replacingOccurrences(of: temporaryName, with: destination)
        }
        // SQLite's errors are in plain words already (`SQLiteConnection.error`): only the path changes.
        switch error {
        case TraceError.sqlite(_, let code, let message, let sql):
            return TraceError.sqlite(path: destination, code: code, message: plain(message), sql: sql)
        case TraceError.io(_, let message): return TraceError.io(path: destination, message: plain(message))
        case let error as TraceError: return error
        case let error as NSError where error.domain == NSCocoaErrorDomain || error.domain == NSPOSIXErrorDomain:
            return TraceError.io(path: destination, message: Self.plainWords(error))
        default: return error
        }
    }

    /// Foundation's file errors as a sentence: "the disk is full", "permission denied".
    static func plainWords(_ error: NSError) -> String {
        if error.domain == NSCocoaErrorDomain && error.code == 640 /* NSFileWriteOutOfSpaceError */ { return "the disk is full" }
        if error.domain == NSCocoaErrorDomain && error.code == 513 /* NSFileWriteNoPermissionError */ { return "permission denied" }
        if let posix = error.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(posix.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return "cannot be written"
    }

    func discard() {
        guard !finished else { return }
        unlink(temporary)
        unlink(temporary + "-journal")
        finished = true
        TemporaryFiles.unregister(temporary)
    }

    deinit { discard() }
}

/// Temporary files to delete if the process is interrupted (SIGINT, SIGTERM, SIGHUP).
/// The handler only calls `unlink` and re-raises the signal, which is async-signal-safe.
enum TemporaryFiles {
    private static let capacity = 16
    nonisolated(unsafe) private static let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
    nonisolated(unsafe) private static var installed = false

    static func register(_ path: String) {
        if !installed {
            slots.initialize(repeating: nil, count: capacity)
            for sig in [SIGINT, SIGTERM, SIGHUP] { signal(sig, handler) }
            installed = true
        }
        // A parent may have started us with these signals blocked (some test
        // runners do); the cleanup only works if they can be delivered.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for sig in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblock, sig) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for i in 0..<capacity where slots[i] == nil {
            slots[i] = strdup(path)
            return
        }
    }

    static func unregister(_ path: String) {
        guard installed else { return }
        for i in 0..<capacity {
            if let p = slots[i], String(cString: p) == path {
                slots[i] = nil
                free(p)
            }
        }
    }

    private static let handler: @convention(c) (Int32) -> Void = { sig in
        for i in 0..<16 {
            if let p = TemporaryFiles.slots[i] { unlink(p) }
        }
        signal(sig, SIG_DFL)
        raise(sig)
    }
}

/// Writes any file the way traces are written: into a temporary file next to
/// the destination, renamed into place only when `body` returns without error.
public enum AtomicFile {
    public static func write(to path: String, _ body: (FileHandle) throws -> Void) throws {
        let output = try AtomicOutput(destination: path)
        #if os(Linux)
            if let file = UnnamedFile(directory: (output.temporary as NSString).deletingLastPathComponent) {
                do {
                    try body(file.handle)
                    try file.link(as: output.temporary)
                } catch {
                    output.discard()
                    throw output.naming(error)
                }
                return try output.commit()
            }
        #endif
        guard FileManager.default.createFile(atPath: output.temporary, contents: nil), let handle = FileHandle(forWritingAtPath: output.temporary) else {
            throw TraceError.io(path: path, message: "cannot create the file")
        }
        do {
            try body(handle)
            try handle.close()
        } catch {
            try? handle.close()
            output.discard()
            throw output.naming(error)
        }
        try output.commit()
    }

    public static func write(_ text: String, to path: String) throws {
        try write(to: path) { try $0.write(contentsOf: Data(text.utf8)) }
    }
}

#if os(Linux)
    /// A file with no name until it is complete (`O_TMPFILE`): if the process is killed, even with
    /// SIGKILL, the kernel frees it and nothing is left in the folder. Given its temporary name
    /// only once written, then renamed over the destination like any temporary.
    final class UnnamedFile {
        let descriptor: Int32
        let handle: FileHandle

        /// Nil where the file system has no unnamed files (then a named temporary is used).
        init?(directory: String) {
            // O_TMPFILE is `__O_TMPFILE | O_DIRECTORY`, a macro Swift does not import; 0o20000000 on
            // every architecture Swift runs on Linux.
            let fd = open(directory, Int32(0o20000000) | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o666)
            guard fd >= 0 else { return nil }
            descriptor = fd
            handle = FileHandle(fileDescriptor: fd, closeOnDealloc: false)
        }

        /// Flushes the file and gives it `name` (which must not exist).
        func link(as name: String) throws {
            fsync(descriptor)
            // linkat with AT_EMPTY_PATH needs a capability; through /proc it needs none.
            guard linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, name, AT_SYMLINK_FOLLOW) == 0 else {
                throw TraceError.io(path: name, message: String(cString: strerror(errno)))
            }
        }

        deinit { close(descriptor) }
    }
#endif
