#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SQLite's C library, loaded when it is first needed: the one file that touches its C interface.
///
/// Loading at run time (rather than linking) keeps the package buildable without SQLite's headers
/// and every command usable without the library; only reading an MBTiles file says that it is
/// missing. It is part of every macOS and iOS, and on Debian the `libsqlite3-0` package.
///
/// Invariants:
/// - every symbol is looked up once, when the library is loaded, and loading fails as a whole when
///   one is missing (SQLite 3.7 or later has all of them);
/// - a database and statement pointer never leaves ``SQLiteConnection`` and ``SQLiteStatement``,
///   which close and finalize it exactly once; a statement keeps its connection alive;
/// - bytes a column hands out are copied into a Swift array before the next call on the statement.
struct SQLiteLibrary: @unchecked Sendable {
    // `@unchecked Sendable`: the table is written once, before it is shared, and only holds C function
    // pointers; SQLite allows any thread to call them for a connection used by one thread at a time.

    typealias Open =
        @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<OpaquePointer?>, Int32, UnsafePointer<CChar>?)
        -> Int32
    typealias Handle = @convention(c) (OpaquePointer?) -> Int32
    typealias Message = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
    typealias Prepare =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<OpaquePointer?>,
            UnsafeMutablePointer<UnsafePointer<CChar>?>?
        ) -> Int32
    typealias BindInt64 = @convention(c) (OpaquePointer?, Int32, Int64) -> Int32
    typealias ColumnBlob = @convention(c) (OpaquePointer?, Int32) -> UnsafeRawPointer?
    typealias ColumnInt = @convention(c) (OpaquePointer?, Int32) -> Int32
    typealias ColumnInt64 = @convention(c) (OpaquePointer?, Int32) -> Int64
    typealias ColumnText = @convention(c) (OpaquePointer?, Int32) -> UnsafePointer<UInt8>?

    let open: Open
    let close: Handle
    let errorMessage: Message
    let prepare: Prepare
    let step: Handle
    let reset: Handle
    let finalize: Handle
    let bindInt64: BindInt64
    let columnBlob: ColumnBlob
    let columnBytes: ColumnInt
    let columnType: ColumnInt
    let columnInt64: ColumnInt64
    let columnText: ColumnText

    static let ok: Int32 = 0
    static let row: Int32 = 100
    static let done: Int32 = 101
    static let null: Int32 = 5
    /// `SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX`: a connection is used by one thread at a time.
    static let readOnlyFlags: Int32 = 0x0000_0001 | 0x0000_8000

    /// The library, or why it could not be loaded.
    static let shared: Result<SQLiteLibrary, TileSourceError> = load()

    /// The names tried, most specific first (`PLACEPICKER_LIBSQLITE3` names a file of one's own).
    static var candidates: [String] {
        var names: [String] = []
        if let own = getenv("PLACEPICKER_LIBSQLITE3") { names.append(String(cString: own)) }
        #if canImport(Darwin)
        names += ["libsqlite3.dylib", "/usr/lib/libsqlite3.dylib"]
        #else
        names += ["libsqlite3.so.0", "libsqlite3.so"]
        #endif
        return names
    }

    private static func load() -> Result<SQLiteLibrary, TileSourceError> {
        var handle: UnsafeMutableRawPointer?
        for name in candidates {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
        }
        guard let handle else {
            return .failure(
                TileSourceError(
                    "SQLite's library is not installed (tried \(candidates.joined(separator: ", "))), and MBTiles "
                        + "files are SQLite databases. Install it (Debian: apt-get install libsqlite3-0), or set "
                        + "PLACEPICKER_LIBSQLITE3 to its path."))
        }
        let names = [
            "sqlite3_open_v2", "sqlite3_close_v2", "sqlite3_errmsg", "sqlite3_prepare_v2", "sqlite3_step",
            "sqlite3_reset", "sqlite3_finalize", "sqlite3_bind_int64", "sqlite3_column_blob", "sqlite3_column_bytes",
            "sqlite3_column_type", "sqlite3_column_int64", "sqlite3_column_text",
        ]
        var pointers: [String: UnsafeMutableRawPointer] = [:]
        for name in names { pointers[name] = dlsym(handle, name) }
        let missing = names.filter { pointers[$0] == nil }
        guard missing.isEmpty else {
            dlclose(handle)
            return .failure(
                TileSourceError(
                    "the SQLite library found lacks \(missing.joined(separator: ", ")); install SQLite 3.7 or later."))
        }
        // Every name was found, so each look-up below has a pointer; the placeholder is never used.
        let placeholder = UnsafeMutableRawPointer(bitPattern: 1) ?? handle
        func symbol<T>(_ name: String, as type: T.Type) -> T { unsafeBitCast(pointers[name] ?? placeholder, to: type) }
        return .success(
            SQLiteLibrary(
                open: symbol("sqlite3_open_v2", as: Open.self), close: symbol("sqlite3_close_v2", as: Handle.self),
                errorMessage: symbol("sqlite3_errmsg", as: Message.self),
                prepare: symbol("sqlite3_prepare_v2", as: Prepare.self), step: symbol("sqlite3_step", as: Handle.self),
                reset: symbol("sqlite3_reset", as: Handle.self), finalize: symbol("sqlite3_finalize", as: Handle.self),
                bindInt64: symbol("sqlite3_bind_int64", as: BindInt64.self),
                columnBlob: symbol("sqlite3_column_blob", as: ColumnBlob.self),
                columnBytes: symbol("sqlite3_column_bytes", as: ColumnInt.self),
                columnType: symbol("sqlite3_column_type", as: ColumnInt.self),
                columnInt64: symbol("sqlite3_column_int64", as: ColumnInt64.self),
                columnText: symbol("sqlite3_column_text", as: ColumnText.self)))
    }
}

/// An SQLite error: the library's message for it.
struct SQLiteError: Error {
    var message: String
}

/// One read-only connection to an SQLite file. Not for two threads at once: ``MBTiles`` keeps it
/// behind its lock.
final class SQLiteConnection: @unchecked Sendable {
    // `@unchecked Sendable`: the connection is opened without SQLite's own mutex, and every use of
    // it (and of its statements) happens with the owner's `Locked` held.
    let library: SQLiteLibrary
    private let handle: OpaquePointer

    /// Opens a file read-only.
    ///
    /// - Throws: ``TileSourceError`` when the library is missing, ``SQLiteError`` when SQLite
    ///   cannot open the file.
    init(readOnly path: String) throws(SQLiteError) {
        let library: SQLiteLibrary
        switch SQLiteLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let error): throw SQLiteError(message: error.description)
        }
        var opened: OpaquePointer?
        let status = library.open(path, &opened, SQLiteLibrary.readOnlyFlags, nil)
        guard status == SQLiteLibrary.ok, let opened else {
            let message = opened.flatMap { library.errorMessage($0) }.map { String(cString: $0) } ?? "code \(status)"
            if let opened { _ = library.close(opened) }
            throw SQLiteError(message: message)
        }
        self.library = library
        handle = opened
    }

    deinit {
        _ = library.close(handle)
    }

    /// The connection's latest error message.
    var lastError: String {
        library.errorMessage(handle).map { String(cString: $0) } ?? "unknown error"
    }

    /// Compiles one SQL statement.
    ///
    /// - Throws: ``SQLiteError`` with SQLite's message (`file is not a database`, `no such table: tiles`).
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = library.prepare(handle, sql, -1, &statement, nil)
        guard status == SQLiteLibrary.ok, let statement else {
            if let statement { _ = library.finalize(statement) }
            throw SQLiteError(message: lastError)
        }
        return SQLiteStatement(connection: self, handle: statement)
    }
}

/// A compiled statement of a ``SQLiteConnection``, stepped row by row.
final class SQLiteStatement: @unchecked Sendable {
    // `@unchecked Sendable`: as its connection, used only with the owner's `Locked` held.
    private let connection: SQLiteConnection
    private let handle: OpaquePointer
    private var library: SQLiteLibrary { connection.library }

    fileprivate init(connection: SQLiteConnection, handle: OpaquePointer) {
        self.connection = connection
        self.handle = handle
    }

    deinit {
        _ = library.finalize(handle)
    }

    /// Clears the last run so the statement can run again with new parameters.
    func reset() {
        _ = library.reset(handle)
    }

    /// Binds an integer to the parameter at `index` (from 1).
    func bind(_ value: Int, at index: Int32) {
        _ = library.bindInt64(handle, index, Int64(value))
    }

    /// Steps to the next row: `true` for a row, `false` when there are no more.
    ///
    /// - Throws: ``SQLiteError`` with SQLite's message.
    func step() throws(SQLiteError) -> Bool {
        let status = library.step(handle)
        if status == SQLiteLibrary.row { return true }
        if status == SQLiteLibrary.done { return false }
        throw SQLiteError(message: connection.lastError)
    }

    /// Whether a column of the current row is NULL.
    func isNull(_ column: Int32) -> Bool { library.columnType(handle, column) == SQLiteLibrary.null }

    /// A column of the current row as an integer.
    func integer(_ column: Int32) -> Int { Int(library.columnInt64(handle, column)) }

    /// A column of the current row as text (`nil` for NULL).
    func text(_ column: Int32) -> String? {
        guard let text = library.columnText(handle, column) else { return nil }
        let count = Int(library.columnBytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// A column of the current row as bytes, copied (empty for NULL or an empty blob).
    func blob(_ column: Int32) -> [UInt8] {
        guard let bytes = library.columnBlob(handle, column) else { return [] }
        let count = Int(library.columnBytes(handle, column))
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: count))
    }
}
