import HTTPMessage

/// The application: turns each request into a response.
///
/// It runs on a worker thread, one call per request, possibly many at once on different connections, so it
/// must be thread-safe. The server answers framing errors, limits, timeouts and (by default) methods other than
/// GET, HEAD and POST itself; everything else, including 404, is the handler's choice. For `HEAD` the handler
/// answers as for `GET` and the server drops the body.
///
/// ```swift
/// let handler: HTTPHandler = { request in
///     request.path == "/healthz" ? .text("ok\n") : .text("Not found\n", status: .notFound)
/// }
/// ```
public typealias HTTPHandler = @Sendable (HTTPRequest) -> HTTPResponse
