import CSQLite
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What keeps a trace connection read-only and bounded, whatever SQL it is given: an
/// authorizer that allows reading and nothing else (a second wall behind
/// `SQLITE_OPEN_READONLY`), and a progress handler that stops a statement at its deadline
/// or on Ctrl-C.
enum ReadOnlyGuard {
    /// Pragmas that only read; any pragma given a value, and any other, is refused.
    static let readPragmas: Set<String> = [
        "application_id", "user_version", "schema_version", "page_size", "page_count", "freelist_count", "encoding",
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list",
        "function_list", "pragma_list", "compile_options", "collation_list", "database_list", "data_version",
        "integrity_check", "quick_check",
    ]
    /// Read pragmas whose argument names a table or a limit rather than a value to set.
    static let pragmasWithArgument: Set<String> = [
        "table_info", "table_xinfo", "index_list", "index_info", "index_xinfo", "foreign_key_list", "integrity_check", "quick_check",
    ]
    /// Functions that touch the file system or SQLite's internals.
    static let refusedFunctions: Set<String> = ["load_extension", "fts3_tokenizer", "readfile", "writefile", "edit", "sqlite_dbpage"]

    static let authorizer: @convention(c) (UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32 = {
        _, action, first, second, database, _ in
        switch action {
        case SQLITE_SELECT, SQLITE_READ, SQLITE_RECURSIVE:
            return SQLITE_OK
        case SQLITE_FUNCTION:
            // The function's name is the second argument.
            guard let name = second.map({ String(cString: $0).lowercased() }) else { return SQLITE_DENY }
            return refusedFunctions.contains(name) ? SQLITE_DENY : SQLITE_OK
        case SQLITE_PRAGMA:
            guard let name = first.map({ String(cString: $0).lowercased() }), readPragmas.contains(name) else { return SQLITE_DENY }
            // `PRAGMA user_version = 3` writes; `PRAGMA table_info(nodes)` names a table.
            return second == nil || pragmasWithArgument.contains(name) ? SQLITE_OK : SQLITE_DENY
        case SQLITE_UPDATE:
            // A table-valued function (`json_each`, `json_tree`, `pragma_table_info`) declares its
            // virtual table when first used, which SQLite authorizes as an update of the schema
            // table's columns in `main`. The connection is opened read-only, so nothing can be
            // written there whatever is authorized; any other update is refused.
            guard let table = first.map({ String(cString: $0).lowercased() }), table == "sqlite_master" || table == "sqlite_schema",
                database.map({ String(cString: $0) }) == "main"
            else { return SQLITE_DENY }
            return SQLITE_OK
        default:
            // ATTACH, DETACH, INSERT, UPDATE, DELETE, CREATE (TEMP) …, DROP, ALTER, VACUUM,
            // ANALYZE, transactions, savepoints, virtual tables: refused before SQLite acts.
            return SQLITE_DENY
        }
    }

    /// Set by SIGINT while a query runs; the progress handler then stops the statement.
    nonisolated(unsafe) static let interruptRequested: UnsafeMutablePointer<sig_atomic_t> = {
        let p = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        p.initialize(to: 0)
        return p
    }()

    /// Ctrl-C stops the running statement at once (the query then reports it and exits 130).
    static func interruptOnSIGINT() {
        // Initialised here, not lazily inside the handler.
        interruptRequested.pointee = 0
        signal(SIGINT) { _ in ReadOnlyGuard.interruptRequested.pointee = 1 }
        // A parent may have started us with SIGINT blocked (some test runners do).
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// After the statement: Ctrl-C ends the process again.
    static func restoreSIGINT() { signal(SIGINT, SIG_DFL) }

    /// The longest string or blob a query may build, and SQLite's heap in all: a single
    /// `zeroblob(1e9)` or `printf('%*c', 1e9, 'x')` would otherwise allocate before the
    /// progress handler runs. Traces hold nothing near this size.
    static let maximumLength: Int32 = 256 << 20
    static let maximumHeap: Int64 = 2 << 30

    static let progress: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
        if interruptRequested.pointee != 0 { return 1 }
        guard let context else { return 0 }
        let connection = Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue()
        return connection.deadline != 0 && DispatchTime.now().uptimeNanoseconds > connection.deadline ? 1 : 0
    }

    static func install(on connection: SQLiteConnection) {
        sqlite3_limit(connection.handle, SQLITE_LIMIT_LENGTH, maximumLength)
        sqlite3_hard_heap_limit64(maximumHeap)
        sqlite3_set_authorizer(connection.handle, authorizer, nil)
        // Checked every 10,000 virtual-machine instructions: microseconds apart.
        sqlite3_progress_handler(connection.handle, 10_000, progress, Unmanaged.passUnretained(connection).toOpaque())
    }
}
