import HTTPMessage

/// Writing a response in HTTP/1.1 wire format.
extension HTTPResponse {
    /// How the `Connection` header is set.
    enum ConnectionDisposition {
        /// `Connection: close`; the server closes after writing.
        case close
        /// `Connection: keep-alive`, needed by HTTP/1.0 clients that asked for it.
        case keepAliveExplicit
        /// No header: HTTP/1.1's default persistence.
        case keepAliveDefault
    }

    /// Header fields the server always writes itself.
    private static let serverOwnedFields = ["Date", "Content-Length", "Connection", "Transfer-Encoding"]

    /// Whether the handler asked to close the connection after this response.
    var asksToClose: Bool { headers.contains(token: "close", in: "Connection") }

    /// The bytes to send: status line, fields, blank line and (unless omitted) the body.
    ///
    /// Fields whose name is not a token or whose value holds CR, LF or another control character are left out,
    /// so a handler cannot split the response by accident.
    ///
    /// - Parameters:
    ///   - includeBody: `false` for HEAD; the `Content-Length` still gives the body's length.
    ///   - connection: How to set `Connection`.
    ///   - date: The `Date` value.
    ///   - serverName: The `Server` value, unless the handler set one; `nil` for none.
    /// - Returns: The bytes and how many of them are body.
    func wireBytes(
        includeBody: Bool,
        connection: ConnectionDisposition,
        date: String,
        serverName: String?
    ) -> (bytes: [UInt8], bodyCount: Int) {
        var bytes = wireHead(connection: connection, date: date, serverName: serverName)
        let sendsBody = includeBody && carriesBody
        if sendsBody { bytes.append(contentsOf: body) }
        return (bytes, sendsBody ? body.count : 0)
    }

    /// Whether the status lets the response carry a body and a `Content-Length` (not 1xx, 204 or 304).
    var carriesBody: Bool { !(status.forbidsBody || status.code == 304) }

    /// The status line, the fields and the blank line, without the body; see
    /// ``wireBytes(includeBody:connection:date:serverName:)``.
    func wireHead(connection: ConnectionDisposition, date: String, serverName: String?) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(Self.clean(status.reason))\r\n"
        head += "Date: \(date)\r\n"
        if let serverName, !headers.contains(name: "Server"), Self.isValidValue(serverName) {
            head += "Server: \(serverName)\r\n"
        }
        if carriesBody { head += "Content-Length: \(body.count)\r\n" }
        switch connection {
        case .close: head += "Connection: close\r\n"
        case .keepAliveExplicit: head += "Connection: keep-alive\r\n"
        case .keepAliveDefault: break
        }
        for field in headers
        where !Self.serverOwnedFields.contains(where: { HTTPHeaders.namesMatch($0, field.name) })
            && RequestSyntax.isToken(field.name) && Self.isValidValue(field.value)
        {
            head += "\(field.name): \(field.value)\r\n"
        }
        head += "\r\n"
        return Array(head.utf8)
    }

    private static func isValidValue(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }
    }

    private static func clean(_ reason: String) -> String {
        String(String.UnicodeScalarView(reason.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
    }
}
