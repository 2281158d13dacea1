/// The errors the parser reports, worded once so that every response names the problem and a valid form.
extension RequestError {
    static func requestLineTooLong(_ limit: Int) -> RequestError {
        RequestError(
            status: .uriTooLong,
            message: "The request line is longer than \(limit) bytes. Shorten the URL, such as GET /places?q=bank."
        )
    }

    static func headersTooLarge(_ limit: Int) -> RequestError {
        RequestError(
            status: .requestHeaderFieldsTooLarge,
            message: "The header fields are larger than \(limit) bytes in total. Send fewer or shorter fields."
        )
    }

    static func tooManyFields(_ limit: Int) -> RequestError {
        RequestError(
            status: .requestHeaderFieldsTooLarge,
            message: "The request has more than \(limit) header fields. Send fewer fields."
        )
    }

    static func bodyTooLarge(_ limit: Int) -> RequestError {
        RequestError(status: .contentTooLarge, message: "The body is larger than \(limit) bytes.")
    }

    static func chunkSizeLineTooLong(_ limit: Int) -> RequestError {
        RequestError(
            status: .badRequest,
            message: "A chunk-size line is longer than \(limit) bytes. A valid one is 1a followed by CRLF."
        )
    }

    static let missingChunkEnd = RequestError(
        status: .badRequest,
        message: "Chunk data is not followed by CRLF. Each chunk is size CRLF data CRLF, such as 3\\r\\nabc\\r\\n."
    )

    static let bareCarriageReturn = RequestError(
        status: .badRequest,
        message: "A line contains a CR that is not followed by LF. End lines with CRLF."
    )

    static func hostRequired(count: Int) -> RequestError {
        RequestError(
            status: .badRequest,
            message: count == 0
                ? "An HTTP/1.1 request needs a Host header, such as Host: localhost:8080."
                : "The request has \(count) Host headers; send exactly one, such as Host: localhost:8080."
        )
    }

    static let transferEncodingOnHTTP10 = RequestError(
        status: .badRequest,
        message: "Transfer-Encoding is not allowed in an HTTP/1.0 request. Send Content-Length instead."
    )

    static let lengthAndTransferEncoding = RequestError(
        status: .badRequest,
        message: "The request has both Content-Length and Transfer-Encoding. Send only one of them."
    )

    static func chunkedNotLast(_ value: String) -> RequestError {
        RequestError(
            status: .badRequest,
            message: "Transfer-Encoding: \(value) does not end with chunked, so the body length is unknown. "
                + "Send Transfer-Encoding: chunked."
        )
    }

    static func unsupportedTransferCoding(_ value: String) -> RequestError {
        RequestError(
            status: .notImplemented,
            message: "Transfer-Encoding: \(value) is not supported. Send Transfer-Encoding: chunked or Content-Length."
        )
    }

    static func badContentLength(_ value: String) -> RequestError {
        RequestError(
            status: .badRequest,
            message: "Content-Length: \(value) is not one decimal number. Send exactly one, such as Content-Length: 42."
        )
    }

    static func unsupportedExpectation(_ value: String) -> RequestError {
        RequestError(
            status: .expectationFailed,
            message: "Expect: \(value) cannot be met. The only supported expectation is Expect: 100-continue."
        )
    }
}
