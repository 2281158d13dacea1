#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// PostgreSQL's client library, libpq, loaded when it is first needed.
///
/// Loading at run time (rather than linking) keeps the package buildable, and every command but the
/// database ones usable, on a machine without libpq: `swift build` needs no PostgreSQL headers, and only
/// `placepicker db …` and `serve --database` say that the library is missing. On Debian it is the
/// `libpq5` package; on macOS Homebrew's `libpq`.
///
/// This file is the only one that touches libpq's C interface. Its invariants:
/// - every symbol is looked up once, when the library is loaded, and loading fails as a whole when
///   one is missing (libpq 10 or later has all of them);
/// - `PGconn` and `PGresult` pointers never leave ``PostgresConnection`` and ``PostgresResult``,
///   which free them exactly once;
/// - the layout of `PGnotify` (a name pointer, an `int` process id, a payload pointer) has not changed
///   since PostgreSQL 9.0; it is read by offsets in ``notification(_:)``.
struct LibPQ: @unchecked Sendable {
    // `@unchecked Sendable`: the table is written once, before it is shared, and only holds C function
    // pointers, which libpq allows any thread to call (each connection is used by one thread at a time).

    typealias ConnectDB = @convention(c) (UnsafePointer<CChar>) -> OpaquePointer?
    typealias ConnectionInt = @convention(c) (OpaquePointer?) -> Int32
    typealias ConnectionText = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    typealias ConnectionVoid = @convention(c) (OpaquePointer?) -> Void
    typealias Exec = @convention(c) (OpaquePointer?, UnsafePointer<CChar>) -> OpaquePointer?
    typealias ExecParams =
        @convention(c) (
            OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafePointer<UInt32>?,
            UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
        ) -> OpaquePointer?
    typealias ResultInt = @convention(c) (OpaquePointer?) -> Int32
    typealias ResultText = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
    typealias ResultField = @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
    typealias ResultVoid = @convention(c) (OpaquePointer?) -> Void
    typealias GetValue = @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
    typealias GetInt = @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
    typealias GetCopyData =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, Int32) -> Int32
    typealias PutCopyData = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32) -> Int32
    typealias PutCopyEnd = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    typealias FreeMemory = @convention(c) (UnsafeMutableRawPointer?) -> Void
    typealias Notifies = @convention(c) (OpaquePointer?) -> UnsafeMutableRawPointer?
    typealias LibraryVersion = @convention(c) () -> Int32

    let connectdb: ConnectDB
    let status: ConnectionInt
    let errorMessage: ConnectionText
    let finish: ConnectionVoid
    let exec: Exec
    let execParams: ExecParams
    let resultStatus: ResultInt
    let resultErrorMessage: ResultText
    let resultErrorField: ResultField
    let ntuples: ResultInt
    let nfields: ResultInt
    let getvalue: GetValue
    let getisnull: GetInt
    let getlength: GetInt
    let clear: ResultVoid
    let getCopyData: GetCopyData
    let putCopyData: PutCopyData
    let putCopyEnd: PutCopyEnd
    let getResult: Exec0
    let freemem: FreeMemory
    let socket: ConnectionInt
    let consumeInput: ConnectionInt
    let notifies: Notifies
    let libVersion: LibraryVersion

    typealias Exec0 = @convention(c) (OpaquePointer?) -> OpaquePointer?

    /// The library, or why it could not be loaded.
    static let shared: Result<LibPQ, PostgresError> = load()

    /// The names tried, most specific first (`PLACEPICKER_LIBPQ` names a file of one's own).
    static var candidates: [String] {
        var names: [String] = []
        if let own = getenv("PLACEPICKER_LIBPQ") { names.append(String(cString: own)) }
        #if canImport(Darwin)
        names += [
            "libpq.5.dylib", "/opt/homebrew/opt/libpq/lib/libpq.5.dylib", "/usr/local/opt/libpq/lib/libpq.5.dylib",
        ]
        #else
        names += ["libpq.so.5", "libpq.so"]
        #endif
        return names
    }

    private static func load() -> Result<LibPQ, PostgresError> {
        var handle: UnsafeMutableRawPointer?
        for name in candidates {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { break }
        }
        guard let handle else {
            return .failure(
                PostgresError(
                    .libraryMissing,
                    "PostgreSQL's client library libpq is not installed (tried \(candidates.joined(separator: ", "))). "
                        + "Install it (Debian: apt-get install libpq5; macOS: brew install libpq), or set "
                        + "PLACEPICKER_LIBPQ to its path."))
        }
        let names = [
            "PQconnectdb", "PQstatus", "PQerrorMessage", "PQfinish", "PQexec", "PQexecParams", "PQresultStatus",
            "PQresultErrorMessage", "PQresultErrorField", "PQntuples", "PQnfields", "PQgetvalue", "PQgetisnull",
            "PQgetlength", "PQclear", "PQgetCopyData", "PQputCopyData", "PQputCopyEnd", "PQgetResult", "PQfreemem",
            "PQsocket", "PQconsumeInput", "PQnotifies", "PQlibVersion",
        ]
        var pointers: [String: UnsafeMutableRawPointer] = [:]
        for name in names { pointers[name] = dlsym(handle, name) }
        let missing = names.filter { pointers[$0] == nil }
        // Every name was found, so each look-up below has a pointer; the placeholder is never used.
        let placeholder = UnsafeMutableRawPointer(bitPattern: 1) ?? handle
        guard missing.isEmpty else {
            dlclose(handle)
            return .failure(
                PostgresError(
                    .libraryMissing,
                    "the libpq found lacks \(missing.joined(separator: ", ")); install libpq 10 or later."))
        }
        func symbol<T>(_ name: String, as type: T.Type) -> T { unsafeBitCast(pointers[name] ?? placeholder, to: type) }
        let library = LibPQ(
            connectdb: symbol("PQconnectdb", as: ConnectDB.self),
            status: symbol("PQstatus", as: ConnectionInt.self),
            errorMessage: symbol("PQerrorMessage", as: ConnectionText.self),
            finish: symbol("PQfinish", as: ConnectionVoid.self),
            exec: symbol("PQexec", as: Exec.self),
            execParams: symbol("PQexecParams", as: ExecParams.self),
            resultStatus: symbol("PQresultStatus", as: ResultInt.self),
            resultErrorMessage: symbol("PQresultErrorMessage", as: ResultText.self),
            resultErrorField: symbol("PQresultErrorField", as: ResultField.self),
            ntuples: symbol("PQntuples", as: ResultInt.self),
            nfields: symbol("PQnfields", as: ResultInt.self),
            getvalue: symbol("PQgetvalue", as: GetValue.self),
            getisnull: symbol("PQgetisnull", as: GetInt.self),
            getlength: symbol("PQgetlength", as: GetInt.self),
            clear: symbol("PQclear", as: ResultVoid.self),
            getCopyData: symbol("PQgetCopyData", as: GetCopyData.self),
            putCopyData: symbol("PQputCopyData", as: PutCopyData.self),
            putCopyEnd: symbol("PQputCopyEnd", as: PutCopyEnd.self),
            getResult: symbol("PQgetResult", as: Exec0.self),
            freemem: symbol("PQfreemem", as: FreeMemory.self),
            socket: symbol("PQsocket", as: ConnectionInt.self),
            consumeInput: symbol("PQconsumeInput", as: ConnectionInt.self),
            notifies: symbol("PQnotifies", as: Notifies.self),
            libVersion: symbol("PQlibVersion", as: LibraryVersion.self))
        return .success(library)
    }

    /// A notification's channel and payload, read from a `PGnotify` and freed.
    func notification(_ raw: UnsafeMutableRawPointer) -> (channel: String, payload: String) {
        defer { freemem(raw) }
        let channel = raw.load(as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? ""
        // relname (pointer), be_pid (int, padded to a pointer's alignment), extra (pointer).
        let extraOffset = MemoryLayout<UnsafePointer<CChar>?>.stride * 2
        let payload = raw.load(fromByteOffset: extraOffset, as: UnsafePointer<CChar>?.self).map { String(cString: $0) }
        return (channel, payload ?? "")
    }
}
