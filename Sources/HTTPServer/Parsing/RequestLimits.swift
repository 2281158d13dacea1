import HTTPMessage

/// The size limits the request parser enforces, each answered with its own status.
struct RequestLimits: Sendable, Equatable {
    /// Longest request line, terminator included; longer gets 414.
    var maxRequestLineBytes: Int
    /// Largest header section (all field lines and the blank line, trailers included); larger gets 431.
    var maxHeaderBytes: Int
    /// Most header fields (trailer fields included); more gets 431.
    var maxHeaderCount: Int
    /// Largest body after chunked decoding; larger gets 413.
    var maxBodyBytes: Int
    /// Longest chunk-size line (size and extensions); longer gets 400.
    var maxChunkSizeLineBytes = 1024
}

/// Why a request cannot be served: the status to answer with and a message for the client.
///
/// Every such response closes the connection, because after a framing error the next byte's meaning is unknown.
struct RequestError: Error, Equatable, Sendable {
    /// The status to answer with, such as 400 or 431.
    let status: HTTPStatus
    /// A sentence naming the bad input and showing a valid example.
    let message: String
}

/// What the parser produced from the bytes so far.
enum ParseOutcome {
    /// More bytes are needed.
    case incomplete
    /// A whole request; bytes after it stay buffered for the next call (pipelining).
    case request(HTTPRequest)
    /// The bytes do not form an acceptable request; answer and close.
    case failure(RequestError)
}
