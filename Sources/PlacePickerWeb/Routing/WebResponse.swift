/// An HTTP response from the web picker: status, headers and body bytes.
public struct WebResponse: Sendable, Hashable {
    /// The status code.
    public var status: Int
    /// Header fields in order.
    public var headers: [Header]
    /// The body.
    public var body: [UInt8]

    /// One header field.
    public struct Header: Sendable, Hashable {
        /// Name.
        public var name: String
        /// Value.
        public var value: String

        /// Creates a header.
        ///
        /// - Parameters:
        ///   - name: Name.
        ///   - value: Value.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a response.
    ///
    /// - Parameters:
    ///   - status: Status code.
    ///   - headers: Headers.
    ///   - body: Body.
    public init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An HTML page with the security headers every page carries.
    ///
    /// - Parameters:
    ///   - html: The document.
    ///   - status: Status code.
    /// - Returns: The response.
    public static func html(_ html: String, status: Int = 200) -> WebResponse {
        WebResponse(
            status: status, headers: [Header("Content-Type", "text/html; charset=utf-8")] + securityHeaders,
            body: Array(html.utf8))
    }

    /// A JSON document.
    ///
    /// - Parameters:
    ///   - json: Serialized JSON.
    ///   - status: Status code.
    /// - Returns: The response.
    public static func json(_ json: [UInt8], status: Int = 200) -> WebResponse {
        WebResponse(
            status: status,
            headers: [Header("Content-Type", "application/json; charset=utf-8"), Header("Cache-Control", "no-store")]
                + securityHeaders,
            body: json)
    }

    /// A redirect after a form post (303 See Other).
    ///
    /// - Parameter location: Where to go.
    /// - Returns: The response.
    public static func seeOther(_ location: String) -> WebResponse {
        WebResponse(status: 303, headers: [Header("Location", location)] + securityHeaders)
    }

    /// Headers on every response: a strict Content-Security-Policy (no inline script or style),
    /// no MIME sniffing, no referrer leaks, no framing except by the same origin.
    public static let securityHeaders: [Header] = [
        Header(
            "Content-Security-Policy",
            "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
                + "connect-src 'self'; form-action 'self' http: https:; frame-ancestors 'self'; base-uri 'none'"),
        Header("X-Content-Type-Options", "nosniff"),
        Header("Referrer-Policy", "same-origin"),
    ]

    /// The first value of a header.
    ///
    /// - Parameter name: Case-insensitive name.
    /// - Returns: The value, or `nil`.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
