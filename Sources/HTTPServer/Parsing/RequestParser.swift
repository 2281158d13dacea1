import HTTPMessage

/// An incremental HTTP/1.1 and HTTP/1.0 request parser that works on bytes and owns no socket.
///
/// Feed it bytes with ``append(_:)`` as they arrive, in pieces of any size, and call ``next()`` until it
/// says `.incomplete`. It follows RFC 9112 (HTTP/1.1 message syntax):
///
/// - Request line `method SP request-target SP HTTP-version` (§3); a line ending is CRLF or a bare LF (§2.2);
///   a bare CR anywhere is an error. Empty lines before the request line are skipped (§2.2).
/// - Field lines `name ":" OWS value OWS` (§5); obs-fold (a line starting with a space or tab), a name that is
///   not a token, whitespace before the colon, or a control character in a value is 400.
/// - Body framing (§6): `Transfer-Encoding: chunked` is decoded (§7.1, extensions ignored, trailer fields read
///   and dropped); any other transfer coding is 501; Transfer-Encoding together with Content-Length, on
///   HTTP/1.0, or with chunked not last is 400; a repeated or list-valued Content-Length is 400.
/// - HTTP/1.1 requires exactly one `Host` (§3.2); `Expect: 100-continue` is honoured, other expectations get 417.
///
/// Limits give 414 (request line), 431 (header bytes or count) and 413 (body), checked as soon as they are
/// known, so a client that announces a large Content-Length is refused before it sends the body.
struct RequestParser {
    let limits: RequestLimits
    private var buffer: [UInt8] = []
    private var start = 0
    private var scanned = 0
    private var state = State.requestLine
    private var head = Head()
    private var body: [UInt8] = []
    private var continueRequested = false

    private enum State {
        case requestLine
        case headers
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case failed(RequestError)
    }

    private struct Head {
        var method = ""
        var target = ""
        var version = HTTPVersion.http1_1
        var headers = HTTPHeaders()
        var headerBytes = 0
        var fieldCount = 0
    }

    /// Creates a parser with limits.
    init(limits: RequestLimits) {
        self.limits = limits
    }

    /// Whether some of a request has arrived but not all of it.
    var hasPartialRequest: Bool {
        if case .requestLine = state { return start < buffer.count }
        return true
    }

    /// How far the request being received has come, for the connection's deadlines.
    enum Progress: Equatable {
        /// Nothing of a next request is buffered.
        case idle
        /// Part of the request line or header section has arrived.
        case head
        /// The head is complete and this many body bytes (after chunked decoding) have arrived.
        case body(received: Int)
    }

    /// How far the request being received has come.
    var progress: Progress {
        switch state {
        case .requestLine: start < buffer.count ? .head : .idle
        case .headers: .head
        case .fixedBody, .chunkSize, .chunkData, .chunkDataEnd, .trailers: .body(received: body.count)
        case .failed: .head
        }
    }

    /// The bytes held for requests not yet returned (pipelined bytes and the partial request).
    var bufferedByteCount: Int { buffer.count - start }

    /// Adds received bytes.
    mutating func append(_ bytes: some Sequence<UInt8>) {
        if start > 0, start == buffer.count || start >= 65_536 {
            buffer.removeSubrange(0..<start)
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Returns `true` once per request when the client sent `Expect: 100-continue` and is waiting for a
    /// `100 Continue` before sending the body.
    mutating func takeContinueRequest() -> Bool {
        defer { continueRequested = false }
        return continueRequested
    }

    /// Parses as far as the buffered bytes allow.
    ///
    /// - Returns: A complete request, a failure (sticky: later calls return it again), or `.incomplete`.
    /// - Complexity: Amortized O(*n*) in the bytes appended; each byte is scanned for a line end once.
    mutating func next() -> ParseOutcome {
        if case .failed(let error) = state { return .failure(error) }
        do {
            while true {
                switch try step() {
                case .some(true): continue
                case .some(false): return .incomplete
                case .none: return .request(finishRequest())
                }
            }
        } catch {
            state = .failed(error)
            return .failure(error)
        }
    }

    /// Takes one step: `true` made progress, `false` needs bytes, `nil` completed a request.
    private mutating func step() throws(RequestError) -> Bool? {
        switch state {
        case .failed(let error):
            throw error
        case .requestLine:
            guard
                let line = try readLine(
                    limit: limits.maxRequestLineBytes, tooLong: .requestLineTooLong(limits.maxRequestLineBytes))
            else { return false }
            if line.isEmpty { return true }
            try parseRequestLine(line)
            state = .headers
        case .headers:
            guard let line = try readHeaderLine() else { return false }
            if line.isEmpty {
                try startBody()
                return bodyIsComplete ? nil : true
            }
            let field = try RequestSyntax.parseField(buffer[line])
            head.headers.add(name: field.name, value: field.value)
        case .fixedBody(let remaining):
            let count = min(remaining, buffer.count - start)
            guard count > 0 else { return false }
            body.append(contentsOf: buffer[start..<start + count])
            start += count
            state = .fixedBody(remaining: remaining - count)
            return remaining == count ? nil : true
        case .chunkSize:
            guard
                let line = try readLine(
                    limit: limits.maxChunkSizeLineBytes, tooLong: .chunkSizeLineTooLong(limits.maxChunkSizeLineBytes))
            else { return false }
            let size = try RequestSyntax.parseChunkSize(buffer[line])
            if size == 0 {
                state = .trailers
            } else {
                guard size <= limits.maxBodyBytes - body.count else {
                    throw RequestError.bodyTooLarge(limits.maxBodyBytes)
                }
                state = .chunkData(remaining: size)
            }
        case .chunkData(let remaining):
            let count = min(remaining, buffer.count - start)
            guard count > 0 else { return false }
            body.append(contentsOf: buffer[start..<start + count])
            start += count
            state = remaining == count ? .chunkDataEnd : .chunkData(remaining: remaining - count)
        case .chunkDataEnd:
            guard let line = try readLine(limit: 2, tooLong: RequestError.missingChunkEnd) else { return false }
            guard line.isEmpty else { throw RequestError.missingChunkEnd }
            state = .chunkSize
        case .trailers:
            guard let line = try readHeaderLine() else { return false }
            if line.isEmpty { return nil }
            _ = try RequestSyntax.parseField(buffer[line])
        }
        return true
    }

    private var bodyIsComplete: Bool {
        if case .fixedBody(let remaining) = state { return remaining == 0 }
        return false
    }

    private mutating func parseRequestLine(_ line: Range<Int>) throws(RequestError) {
        let parsed = try RequestSyntax.parseRequestLine(buffer[line])
        head.method = parsed.method
        head.target = parsed.target
        head.version = parsed.version
    }

    /// Reads a field line, counting it against the header byte and field count limits.
    private mutating func readHeaderLine() throws(RequestError) -> Range<Int>? {
        let remaining = limits.maxHeaderBytes - head.headerBytes
        let before = start
        guard let line = try readLine(limit: max(remaining, 0), tooLong: .headersTooLarge(limits.maxHeaderBytes))
        else { return nil }
        head.headerBytes += start - before
        if !line.isEmpty {
            head.fieldCount += 1
            if head.fieldCount > limits.maxHeaderCount { throw RequestError.tooManyFields(limits.maxHeaderCount) }
        }
        return line
    }

    /// Finds the next line, returning its content without the line ending and consuming it.
    ///
    /// - Parameters:
    ///   - limit: The most bytes the line may take, ending included.
    ///   - tooLong: The error when the line is longer.
    /// - Returns: The line's byte range, or `nil` when no line ending has arrived yet.
    /// - Throws: `tooLong`, or 400 for a bare CR inside the line.
    private mutating func readLine(limit: Int, tooLong: RequestError) throws(RequestError) -> Range<Int>? {
        var index = max(scanned, start)
        while index < buffer.count, buffer[index] != UInt8(ascii: "\n") { index += 1 }
        guard index < buffer.count else {
            scanned = buffer.count
            if buffer.count - start >= limit { throw tooLong }
            return nil
        }
        if index - start + 1 > limit { throw tooLong }
        var end = index
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        if buffer[start..<end].contains(UInt8(ascii: "\r")) { throw RequestError.bareCarriageReturn }
        let line = start..<end
        start = index + 1
        scanned = start
        return line
    }

    /// Checks the head and sets up body framing (RFC 9112 §6.3).
    private mutating func startBody() throws(RequestError) {
        let headers = head.headers
        let hosts = headers.values(for: "Host")
        if hosts.count > 1 || (head.version == .http1_1 && hosts.isEmpty) { throw .hostRequired(count: hosts.count) }
        let lengths = headers.values(for: "Content-Length")
        let codings = headers.values(for: "Transfer-Encoding")
        var expectsBody: Bool
        if !codings.isEmpty {
            if head.version == .http1_0 { throw .transferEncodingOnHTTP10 }
            if !lengths.isEmpty { throw .lengthAndTransferEncoding }
            let list = codings.flatMap { $0.split(separator: ",") }.map { $0.trimmingSpaces().lowercased() }
            guard list.last == "chunked" else { throw .chunkedNotLast(codings.joined(separator: ", ")) }
            guard list == ["chunked"] else { throw .unsupportedTransferCoding(codings.joined(separator: ", ")) }
            state = .chunkSize
            expectsBody = true
        } else if !lengths.isEmpty {
            guard lengths.count == 1, let length = RequestSyntax.parseContentLength(lengths[0]) else {
                throw .badContentLength(lengths.joined(separator: ", "))
            }
            if length > limits.maxBodyBytes { throw .bodyTooLarge(limits.maxBodyBytes) }
            state = .fixedBody(remaining: length)
            expectsBody = length > 0
        } else {
            state = .fixedBody(remaining: 0)
            expectsBody = false
        }
        if let expectation = headers["Expect"] {
            guard HTTPHeaders.namesMatch(expectation.trimmingSpaces(), "100-continue") else {
                throw .unsupportedExpectation(expectation)
            }
            continueRequested = expectsBody && head.version == .http1_1 && start == buffer.count
        }
        if case .fixedBody(let remaining) = state, remaining > 0 { body.reserveCapacity(min(remaining, 65_536)) }
    }

    /// Builds the request and resets for the next one; bytes after it stay buffered.
    private mutating func finishRequest() -> HTTPRequest {
        let request = HTTPRequest(
            method: head.method,
            target: head.target,
            version: head.version,
            headers: head.headers,
            body: body,
            remoteAddress: ""
        )
        head = Head()
        body = []
        state = .requestLine
        continueRequested = false
        if start == buffer.count {
            // Nothing pipelined: give the buffer back, so an idle keep-alive connection holds no buffer.
            buffer = []
            start = 0
            scanned = 0
        }
        return request
    }
}
