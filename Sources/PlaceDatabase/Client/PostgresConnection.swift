import Foundation
import RawMemory

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a database operation failed.
public struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure.
    public enum Kind: Sendable, Equatable {
        /// libpq is not installed.
        case libraryMissing
        /// The server could not be reached or refused the connection.
        case connection
        /// The server answered a statement with an error.
        case statement
        /// The server's answer was not what the statement should give.
        case protocolViolation
    }

    /// What kind of failure.
    public var kind: Kind
    /// The message, as the server or libpq gave it (one line, trimmed).
    public var message: String
    /// The SQLSTATE code of a statement error (`23505` for a unique violation, …), if any.
    public var sqlState: String?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, sqlState: String? = nil) {
        self.kind = kind
        self.message = message
        self.sqlState = sqlState
    }

    /// The message.
    public var description: String { message }

    /// Whether the connection is gone (the caller should reconnect), rather than one statement failing.
    public var isConnectionLost: Bool {
        kind == .connection || sqlState.map { $0.hasPrefix("08") || $0 == "57P01" || $0 == "57P02" } ?? false
    }
}

/// The rows of a statement's answer, as text (PostgreSQL's text format), read before the result is freed.
public struct PostgresRows: Sendable {
    /// Each row's values, `nil` for SQL NULL.
    public var rows: [[String?]]
    /// The number of rows a command changed (`INSERT`, `UPDATE`, `DELETE`), when it says.
    public var affected: Int?

    /// The first row's first value.
    public var scalar: String? { rows.first?.first ?? nil }
}

/// One connection to a PostgreSQL server, through libpq.
///
/// Used by one thread at a time (libpq's rule); the follower of changes has its own. The connection
/// is closed when the value is released.
public final class PostgresConnection {
    private let library: LibPQ
    private let handle: OpaquePointer

    /// Connects.
    ///
    /// - Parameter url: A libpq connection string or URL, such as
    ///   `postgresql://placepicker@127.0.0.1:5432/places`.
    /// - Throws: ``PostgresError`` when libpq is missing or the server cannot be reached.
    public init(url: String) throws(PostgresError) {
        let library = try LibPQ.shared.get()
        guard let handle = url.withCString({ library.connectdb($0) }) else {
            throw PostgresError(.connection, "cannot connect: libpq is out of memory")
        }
        guard library.status(handle) == 0 else {
            let message = Self.text(library.errorMessage(handle))
            library.finish(handle)
            throw PostgresError(.connection, "cannot connect to \(Self.redacted(url)): \(message)")
        }
        self.library = library
        self.handle = handle
        // Notices (such as "already exists, skipping") would go to standard error; times are read in UTC.
        try execute("SET client_min_messages TO warning; SET TimeZone TO 'UTC'")
    }

    deinit { library.finish(handle) }

    /// A connection URL with any password replaced by `***` (for messages and logs).
    public static func redacted(_ url: String) -> String {
        guard let schemeEnd = url.range(of: "://"), let at = url[schemeEnd.upperBound...].firstIndex(of: "@") else {
            return url
        }
        let userInfo = url[schemeEnd.upperBound..<at]
        guard let colon = userInfo.firstIndex(of: ":") else { return url }
        return String(url[..<colon]) + ":***" + String(url[at...])
    }

    /// Runs one statement (or several, separated by `;`, when there are no parameters) and returns its rows.
    ///
    /// - Parameters:
    ///   - sql: The statement, with `$1`, `$2`, … for the parameters.
    ///   - parameters: The parameters' values as text, `nil` for NULL.
    /// - Returns: The last statement's rows.
    /// - Throws: ``PostgresError`` with the server's message and SQLSTATE.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [String?] = []) throws(PostgresError) -> PostgresRows {
        let result: OpaquePointer?
        if parameters.isEmpty {
            result = sql.withCString { library.exec(handle, $0) }
        } else {
            result = Self.withCStrings(parameters) { values in
                sql.withCString { library.execParams(handle, $0, Int32(parameters.count), nil, values, nil, nil, 0) }
            }
        }
        return try rows(of: result)
    }

    /// Runs `COPY … TO STDOUT` and hands each data line (without its newline) to `line`.
    ///
    /// - Parameters:
    ///   - sql: The `COPY` statement.
    ///   - line: Called once per row with its bytes, in PostgreSQL's text format, valid during the call.
    /// - Throws: ``PostgresError``; what `line` throws ends the copy (the connection stays usable).
    package func copyOut(_ sql: String, line: (ByteView) throws -> Void) throws {
        let started = sql.withCString { library.exec(handle, $0) }
        let status = library.resultStatus(started)
        guard status == 3 else {  // PGRES_COPY_OUT
            _ = try rows(of: started)
            throw PostgresError(.protocolViolation, "\(sql.prefix(40))…: the server did not start a copy")
        }
        library.clear(started)
        var failure: (any Error)?
        while true {
            var buffer: UnsafeMutablePointer<CChar>?
            let length = library.getCopyData(handle, &buffer, 0)
            if length == -1 { break }
            if length < 0 { throw PostgresError(.connection, Self.text(library.errorMessage(handle))) }
            guard let buffer else { continue }
            if failure == nil {
                var count = Int(length)
                if count > 0, buffer[count - 1] == 10 { count -= 1 }
                do {
                    try buffer.withMemoryRebound(to: UInt8.self, capacity: count) {
                        try ByteView.withBorrowed(UnsafeBufferPointer(start: $0, count: count), line)
                    }
                } catch {
                    failure = error
                }
            }
            library.freemem(buffer)
        }
        try finishCommand()
        if let failure { throw failure }
    }

    /// Runs `COPY … FROM STDIN` with the given rows in PostgreSQL's text format.
    ///
    /// - Parameters:
    ///   - sql: The `COPY` statement.
    ///   - data: The rows, each ending in a newline.
    /// - Throws: ``PostgresError``.
    public func copyIn(_ sql: String, data: [UInt8]) throws(PostgresError) {
        let started = sql.withCString { library.exec(handle, $0) }
        guard library.resultStatus(started) == 4 else {  // PGRES_COPY_IN
            _ = try rows(of: started)
            throw PostgresError(.protocolViolation, "\(sql.prefix(40))…: the server did not start a copy")
        }
        library.clear(started)
        var offset = 0
        while offset < data.count {
            let count = min(1 << 20, data.count - offset)
            let sent = data[offset..<offset + count].withUnsafeBytes { bytes in
                // Never nil: the slice holds `count` > 0 bytes.
                guard let base = bytes.bindMemory(to: CChar.self).baseAddress else { return Int32(-1) }
                return library.putCopyData(handle, base, Int32(count))
            }
            guard sent == 1 else { throw PostgresError(.connection, Self.text(library.errorMessage(handle))) }
            offset += count
        }
        guard library.putCopyEnd(handle, nil) == 1 else {
            throw PostgresError(.connection, Self.text(library.errorMessage(handle)))
        }
        try finishCommand()
    }

    /// Waits for notifications on channels this connection `LISTEN`s to.
    ///
    /// - Parameter milliseconds: The longest wait.
    /// - Returns: The notifications' payloads that arrived (empty after the timeout).
    /// - Throws: ``PostgresError`` when the connection is lost.
    public func waitForNotifications(timeout milliseconds: Int32) throws(PostgresError) -> [String] {
        var payloads = try takeNotifications()
        guard payloads.isEmpty else { return payloads }
        var descriptor = pollfd(fd: library.socket(handle), events: Int16(POLLIN), revents: 0)
        guard descriptor.fd >= 0 else { throw PostgresError(.connection, "the connection is closed") }
        let ready = poll(&descriptor, 1, milliseconds)
        if ready > 0 { payloads = try takeNotifications() }
        return payloads
    }

    private func takeNotifications() throws(PostgresError) -> [String] {
        guard library.consumeInput(handle) == 1 else {
            throw PostgresError(.connection, Self.text(library.errorMessage(handle)))
        }
        var payloads: [String] = []
        while let raw = library.notifies(handle) { payloads.append(library.notification(raw).payload) }
        return payloads
    }

    /// Reads the results left after a copy.
    private func finishCommand() throws(PostgresError) {
        var failure: PostgresError?
        while let result = library.getResult(handle) {
            do { _ = try rows(of: result) } catch { failure = failure ?? error }
        }
        if let failure { throw failure }
    }

    /// Reads a result's rows and frees it.
    private func rows(of result: OpaquePointer?) throws(PostgresError) -> PostgresRows {
        guard let result else { throw PostgresError(.connection, Self.text(library.errorMessage(handle))) }
        defer { library.clear(result) }
        switch library.resultStatus(result) {
        case 0, 1, 2:  // PGRES_EMPTY_QUERY, PGRES_COMMAND_OK, PGRES_TUPLES_OK
            break
        default:
            let state = library.resultErrorField(result, 67).map { String(cString: $0) }  // PG_DIAG_SQLSTATE 'C'
            let message = Self.text(library.resultErrorMessage(result))
            let lost = library.status(handle) != 0
            throw PostgresError(lost ? .connection : .statement, message, sqlState: state)
        }
        let count = library.ntuples(result)
        let fields = library.nfields(result)
        var rows: [[String?]] = []
        rows.reserveCapacity(Int(count))
        for row in 0..<count {
            var values: [String?] = []
            values.reserveCapacity(Int(fields))
            for field in 0..<fields {
                if library.getisnull(result, row, field) == 1 {
                    values.append(nil)
                } else {
                    values.append(library.getvalue(result, row, field).map { String(cString: $0) })
                }
            }
            rows.append(values)
        }
        return PostgresRows(rows: rows, affected: nil)
    }

    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "unknown error" }
        let text = String(cString: pointer)
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
    }

    /// Calls `body` with the values as C strings (NULL for `nil`), valid for the call.
    private static func withCStrings<R>(
        _ values: [String?], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R
    ) -> R {
        // strdup fails only when memory is exhausted; a NULL then reaches the server as SQL NULL.
        let copies: [UnsafeMutablePointer<CChar>?] = values.map { $0.flatMap { strdup($0) } }
        defer { for copy in copies { free(copy) } }
        let pointers = copies.map { UnsafePointer($0) } + [nil]
        return pointers.withUnsafeBufferPointer { buffer in
            // Never nil: the list holds at least the closing NULL.
            guard let base = buffer.baseAddress else { preconditionFailure("empty parameter list") }
            return body(base)
        }
    }
}
