/// A complete request as the handler sees it: head, body and the peer's address.
///
/// The parser has already checked the framing; the handler decides what the method and target mean.
public struct HTTPRequest: Sendable {
    /// One decoded query or form parameter.
    public struct QueryItem: Sendable, Hashable {
        /// The decoded name.
        public var name: String
        /// The decoded value.
        public var value: String

        /// Creates a parameter.
        ///
        /// - Parameters:
        ///   - name: The name.
        ///   - value: The value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The method token, case-sensitive as sent, such as `GET`.
    public var method: String
    /// The request target exactly as sent, such as `/places?near=52.5%2C13.4`.
    public var target: String
    /// The path part of the target, still percent-encoded, such as `/places/node%2F1`.
    ///
    /// For an absolute-form target (`http://host/p?q`) this is `/p`; for `*` it is `*`.
    public var path: String
    /// The query decoded as `application/x-www-form-urlencoded` (`+` is a space), in order, repeats kept.
    public var query: [QueryItem]
    /// The protocol version.
    public var version: HTTPVersion
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, decoded from chunked transfer coding when it was sent that way.
    public var body: [UInt8]
    /// The peer's numeric address, such as `127.0.0.1` or `::1`.
    public var remoteAddress: String

    /// Creates a request; the server builds these, tests and handlers may too.
    ///
    /// - Parameters:
    ///   - method: The method, such as `GET`.
    ///   - target: The request target, such as `/search?q=bank`; `path` and `query` are derived from it.
    ///   - version: The protocol version.
    ///   - headers: The header fields.
    ///   - body: The body bytes.
    ///   - remoteAddress: The peer's address text.
    public init(
        method: String,
        target: String,
        version: HTTPVersion = .http1_1,
        headers: HTTPHeaders = HTTPHeaders(),
        body: [UInt8] = [],
        remoteAddress: String = "127.0.0.1"
    ) {
        self.method = method
        self.target = target
        let parts = Self.split(target: target)
        self.path = parts.path
        self.query = parts.query.map { FormEncoding.decode($0) } ?? []
        self.version = version
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
    }

    /// The path with percent escapes decoded (`+` stays `+`), or `nil` when an escape is malformed or the
    /// result is not UTF-8.
    ///
    /// A decoded path may contain `/` that was `%2F`, so route on ``pathSegments`` when ids can hold slashes.
    public var decodedPath: String? { FormEncoding.percentDecode(path, plusIsSpace: false) }

    /// The path split at `/`, each segment percent-decoded; `nil` when a segment is malformed.
    ///
    /// `/places/node%2F1` gives `["places", "node/1"]`; empty segments are dropped.
    public var pathSegments: [String]? {
        var segments: [String] = []
        for raw in path.split(separator: "/") {
            guard let segment = FormEncoding.percentDecode(raw, plusIsSpace: false) else { return nil }
            segments.append(segment)
        }
        return segments
    }

    /// The query value for a name, or `nil`; a name given more than once counts by its last value,
    /// as the pages read their parameters (a later field overrides an earlier one).
    ///
    /// - Parameter name: A decoded parameter name, case-sensitive.
    /// - Returns: The decoded value of the last parameter with that name.
    public func queryValue(_ name: String) -> String? {
        query.last { $0.name == name }?.value
    }

    /// The body decoded as an HTML form (`application/x-www-form-urlencoded`), in order.
    ///
    /// - Returns: The fields, or an empty array when the `Content-Type` is not that media type.
    public func form() -> [QueryItem] {
        let mediaType = headers["Content-Type"]?.split(separator: ";").first?.trimmingSpaces() ?? ""
        guard HTTPHeaders.namesMatch(mediaType, "application/x-www-form-urlencoded") else { return [] }
        return FormEncoding.decode(String(decoding: body, as: UTF8.self))
    }

    /// The query parameters, then (for a `POST` form) the form fields: what a page reads its state
    /// from, whichever way the browser sent it.
    public var parameters: [QueryItem] {
        method == "POST" ? query + form() : query
    }

    /// The first value of a header field (names compare case-insensitively), or `nil`.
    ///
    /// - Parameter name: The field name.
    /// - Returns: Its value.
    public func header(_ name: String) -> String? { headers[name] }

    /// A request for a target, as tests and in-process callers make them.
    ///
    /// - Parameters:
    ///   - target: Path and query, percent-encoded, such as `/?open=1&cat=kiosk`.
    ///   - method: The method.
    ///   - headers: Header fields.
    ///   - body: The body.
    /// - Returns: The request.
    public static func target(
        _ target: String, method: String = "GET", headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) -> HTTPRequest {
        HTTPRequest(method: method, target: target, headers: HTTPHeaders(headers), body: body)
    }

    /// Whether the client asked to keep the connection open after this request (RFC 9112 §9.3).
    package var wantsKeepAlive: Bool {
        if headers.contains(token: "close", in: "Connection") { return false }
        if version == .http1_1 { return true }
        return headers.contains(token: "keep-alive", in: "Connection")
    }

    /// Splits a target into its path and optional query, handling origin-form and absolute-form.
    package static func split(target: String) -> (path: String, query: Substring?) {
        var rest = target[...]
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        if !rest.hasPrefix("/"), let scheme = rest.firstRange(of: "://") {
            let afterAuthority = rest[scheme.upperBound...]
            rest = afterAuthority.firstIndex { $0 == "/" || $0 == "?" }.map { afterAuthority[$0...] } ?? "/"
            if rest.hasPrefix("?") { rest = "/" + rest }
        }
        guard let mark = rest.firstIndex(of: "?") else { return (String(rest), nil) }
        return (String(rest[..<mark]), rest[rest.index(after: mark)...])
    }
}

/// The protocol version of a request: HTTP/1.0 or HTTP/1.1.
public struct HTTPVersion: Sendable, Hashable, CustomStringConvertible {
    /// The major number (always 1 for accepted requests).
    public let major: Int
    /// The minor number, 0 or 1.
    public let minor: Int

    /// Creates a version.
    ///
    /// - Parameters:
    ///   - major: The major number.
    ///   - minor: The minor number.
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// HTTP/1.0.
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    /// HTTP/1.1.
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)

    /// "HTTP/1.1".
    public var description: String { "HTTP/\(major).\(minor)" }
}
