/// A response status: the three-digit code and its reason phrase.
public struct HTTPStatus: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The status code, such as 404.
    public let code: Int
    /// The reason phrase, such as "Not Found".
    public let reason: String

    /// Creates a status with an explicit reason phrase.
    ///
    /// - Parameters:
    ///   - code: A code in 100…999.
    ///   - reason: The reason phrase; must not contain CR or LF (they are removed when written).
    public init(code: Int, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// Creates a status with the standard reason phrase from RFC 9110 §15 (or "Status" for unknown codes).
    ///
    /// - Parameter code: A code in 100…999, such as 200.
    public init(code: Int) {
        self.init(code: code, reason: Self.reasons[code] ?? "Status")
    }

    /// A status from its code, as in `status: 404`.
    ///
    /// - Parameter value: The code.
    public init(integerLiteral value: Int) {
        self.init(code: value)
    }

    /// "404 Not Found".
    public var description: String { "\(code) \(reason)" }

    /// Whether a response with this status carries no body and no `Content-Length` (1xx and 204).
    public var forbidsBody: Bool { (100..<200).contains(code) || code == 204 }

    /// 100 Continue.
    public static let `continue` = HTTPStatus(code: 100)
    /// 200 OK.
    public static let ok = HTTPStatus(code: 200)
    /// 201 Created.
    public static let created = HTTPStatus(code: 201)
    /// 204 No Content.
    public static let noContent = HTTPStatus(code: 204)
    /// 301 Moved Permanently.
    public static let movedPermanently = HTTPStatus(code: 301)
    /// 302 Found.
    public static let found = HTTPStatus(code: 302)
    /// 303 See Other.
    public static let seeOther = HTTPStatus(code: 303)
    /// 304 Not Modified.
    public static let notModified = HTTPStatus(code: 304)
    /// 400 Bad Request.
    public static let badRequest = HTTPStatus(code: 400)
    /// 403 Forbidden.
    public static let forbidden = HTTPStatus(code: 403)
    /// 404 Not Found.
    public static let notFound = HTTPStatus(code: 404)
    /// 405 Method Not Allowed.
    public static let methodNotAllowed = HTTPStatus(code: 405)
    /// 408 Request Timeout.
    public static let requestTimeout = HTTPStatus(code: 408)
    /// 413 Content Too Large.
    public static let contentTooLarge = HTTPStatus(code: 413)
    /// 414 URI Too Long.
    public static let uriTooLong = HTTPStatus(code: 414)
    /// 415 Unsupported Media Type.
    public static let unsupportedMediaType = HTTPStatus(code: 415)
    /// 417 Expectation Failed.
    public static let expectationFailed = HTTPStatus(code: 417)
    /// 422 Unprocessable Content.
    public static let unprocessableContent = HTTPStatus(code: 422)
    /// 431 Request Header Fields Too Large.
    public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431)
    /// 500 Internal Server Error.
    public static let internalServerError = HTTPStatus(code: 500)
    /// 501 Not Implemented.
    public static let notImplemented = HTTPStatus(code: 501)
    /// 503 Service Unavailable.
    public static let serviceUnavailable = HTTPStatus(code: 503)
    /// 505 HTTP Version Not Supported.
    public static let httpVersionNotSupported = HTTPStatus(code: 505)

    private static let reasons: [Int: String] = [
        100: "Continue", 200: "OK", 201: "Created", 202: "Accepted", 204: "No Content", 206: "Partial Content",
        301: "Moved Permanently", 302: "Found", 303: "See Other", 304: "Not Modified", 307: "Temporary Redirect",
        308: "Permanent Redirect", 400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
        411: "Length Required", 412: "Precondition Failed", 413: "Content Too Large", 414: "URI Too Long",
        415: "Unsupported Media Type", 416: "Range Not Satisfiable", 417: "Expectation Failed",
        422: "Unprocessable Content", 429: "Too Many Requests", 431: "Request Header Fields Too Large",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    ]
}
