/// An HTTP request as the web picker sees it: a value, independent of any server.
public struct WebRequest: Sendable, Hashable {
    /// `GET`, `HEAD` or `POST` (others are answered with 405).
    public var method: String
    /// The path, percent-decoded, such as `/places/node/123`.
    public var path: String
    /// Query parameters in order, decoded (`+` is a space).
    public var query: [QueryItem]
    /// Header fields; names are compared case-insensitively.
    public var headers: [(name: String, value: String)]
    /// The body, for `POST`.
    public var body: [UInt8]

    /// One `name=value` pair.
    public struct QueryItem: Sendable, Hashable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a pair.
        ///
        /// - Parameters:
        ///   - name: Name.
        ///   - value: Value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - method: Method.
    ///   - path: Decoded path.
    ///   - query: Query parameters.
    ///   - headers: Headers.
    ///   - body: Body.
    public init(
        method: String = "GET", path: String, query: [QueryItem] = [], headers: [(name: String, value: String)] = [],
        body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// Parses a request target such as `/?open=1&cat=kiosk` into a request.
    ///
    /// - Parameters:
    ///   - target: Path and query, percent-encoded.
    ///   - method: Method.
    ///   - headers: Headers.
    ///   - body: Body.
    /// - Returns: The request.
    public static func target(
        _ target: String, method: String = "GET", headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) -> WebRequest {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = FormEncoding.percentDecode(String(parts.first ?? "/"), plusAsSpace: false) ?? "/"
        let query = parts.count > 1 ? FormEncoding.decode(String(parts[1])) : []
        return WebRequest(method: method, path: path, query: query, headers: headers, body: body)
    }

    /// The first value of a header, by case-insensitive name.
    ///
    /// - Parameter name: Header name.
    /// - Returns: The value, or `nil`.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Query parameters plus, for form `POST`s, the decoded body fields.
    public var parameters: [QueryItem] {
        let contentType = header("content-type")?.lowercased() ?? ""
        guard method == "POST", contentType.hasPrefix("application/x-www-form-urlencoded") else { return query }
        return query + FormEncoding.decode(String(decoding: body, as: UTF8.self))
    }

    /// Two requests are equal when every part is.
    public static func == (lhs: WebRequest, rhs: WebRequest) -> Bool {
        lhs.method == rhs.method && lhs.path == rhs.path && lhs.query == rhs.query && lhs.body == rhs.body
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }

    /// Hashes the method, path and query.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(method)
        hasher.combine(path)
        hasher.combine(query)
    }
}
