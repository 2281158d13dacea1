/// A response a handler returns: status, header fields and body.
///
/// The server adds `Date`, `Content-Length` and `Connection` when it writes the response, replacing any the
/// handler set, and leaves the body out for `HEAD` requests and for 1xx, 204 and 304 statuses.
public struct HTTPResponse: Sendable {
    /// The status.
    public var status: HTTPStatus
    /// The header fields the handler chose, such as `Content-Type` and `Cache-Control`.
    public var headers: HTTPHeaders
    /// The body bytes.
    public var body: [UInt8]

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: The status; 200 OK by default.
    ///   - headers: The header fields.
    ///   - body: The body bytes.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response whose body is text in a given media type, encoded as UTF-8.
    ///
    /// - Parameters:
    ///   - status: The status.
    ///   - contentType: The full `Content-Type`, such as `text/csv; charset=utf-8`.
    ///   - body: The text.
    public init(status: HTTPStatus = .ok, contentType: String, body: String) {
        self.init(status: status, headers: ["Content-Type": contentType], body: Array(body.utf8))
    }

    /// A `text/plain; charset=utf-8` response.
    ///
    /// - Parameters:
    ///   - text: The body text.
    ///   - status: The status; 200 OK by default.
    /// - Returns: The response.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: text)
    }

    /// A `text/html; charset=utf-8` response.
    ///
    /// - Parameters:
    ///   - html: The document; the caller is responsible for escaping.
    ///   - status: The status; 200 OK by default.
    /// - Returns: The response.
    public static func html(_ html: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/html; charset=utf-8", body: html)
    }

    /// A `text/html; charset=utf-8` response from a document's UTF-8 bytes.
    ///
    /// - Parameters:
    ///   - html: The document's bytes; the caller is responsible for escaping.
    ///   - status: The status; 200 OK by default.
    /// - Returns: The response.
    public static func html(_ html: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: html)
    }

    /// An `application/json` response from already-encoded JSON text.
    ///
    /// - Parameters:
    ///   - json: The JSON document, such as `{"status":"ok"}`.
    ///   - status: The status; 200 OK by default.
    /// - Returns: The response.
    public static func json(_ json: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: json)
    }

    /// A redirect with a `Location` header and a short text body.
    ///
    /// - Parameters:
    ///   - location: The target URL or path, such as `/list?near=home`.
    ///   - status: 303 See Other by default (right after a form POST); use 301, 302, 307 or 308 as needed.
    /// - Returns: The response.
    public static func redirect(to location: String, status: HTTPStatus = .seeOther) -> HTTPResponse {
        var response = HTTPResponse.text("See \(location)\n", status: status)
        response.headers["Location"] = location
        return response
    }

    /// A 405 response listing the methods the resource supports.
    ///
    /// - Parameter allowed: Methods such as `["GET", "HEAD"]`; written as the `Allow` header.
    /// - Returns: The response.
    public static func methodNotAllowed(allowed: [String]) -> HTTPResponse {
        var response = HTTPResponse.text(
            "Method not allowed. Use \(allowed.joined(separator: ", ")).\n",
            status: .methodNotAllowed)
        response.headers["Allow"] = allowed.joined(separator: ", ")
        return response
    }

    /// A JSON response from encoded bytes.
    ///
    /// - Parameters:
    ///   - json: UTF-8 JSON.
    ///   - status: The status.
    /// - Returns: The response.
    public static func json(_ json: [UInt8], status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: json)
    }

    /// `303 See Other` to a location, without a body (Post/Redirect/Get).
    ///
    /// - Parameter location: The URL to get next.
    /// - Returns: The response.
    public static func seeOther(_ location: String) -> HTTPResponse {
        HTTPResponse(status: .seeOther, headers: ["Location": location])
    }

    /// The first value of a header field (names compare case-insensitively), or `nil`.
    ///
    /// - Parameter name: The field name.
    /// - Returns: Its value.
    public func header(_ name: String) -> String? { headers[name] }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
