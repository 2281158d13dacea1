import FuzzSupport

@testable import HTTPMessage
@testable import HTTPServer

/// Small limits, so that fuzzed inputs reach every limit's answer.
let limits = RequestLimits(
    maxRequestLineBytes: 256, maxHeaderBytes: 1024, maxHeaderCount: 16, maxBodyBytes: 512, maxChunkSizeLineBytes: 64)

/// Everything the parser produced from bytes fed in pieces of `pieceSize`, as text.
func parse(_ bytes: UnsafeBufferPointer<UInt8>, pieceSize: Int) -> [String] {
    var parser = RequestParser(limits: limits)
    var results: [String] = []
    var offset = 0
    while offset < bytes.count {
        parser.append(bytes[offset..<min(bytes.count, offset + pieceSize)])
        offset += pieceSize
        while true {
            switch parser.next() {
            case .incomplete:
                break
            case .request(let request):
                let headers = request.headers.map { "\($0.name)=\($0.value)" }.joined(separator: "\u{1}")
                results.append("\(request.method) \(request.target) \(request.version) [\(headers)] \(request.body)")
                _ = (request.pathSegments, request.decodedPath, request.form(), request.wantsKeepAlive)
                continue
            case .failure(let error):
                Fuzz.expect((400...599).contains(error.status.code) && !error.message.isEmpty, "\(error)")
                let answer = HTTPResponse.text(error.message + "\n", status: error.status)
                _ = answer.wireHead(connection: .close, date: "Mon, 01 Dec 2026 12:00:00 GMT", serverName: nil)
                return results + ["failure \(error.status.code) \(error.message)"]
            }
            break
        }
    }
    return results
}

/// The request parser on arbitrary bytes: it never crashes, every failure is a 4xx/5xx with a message,
/// and reading the bytes at once or one at a time gives the same requests and the same failure.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Fuzz.bytes(data, size)
    let whole = parse(bytes, pieceSize: max(bytes.count, 1))
    let byByte = parse(bytes, pieceSize: 1)
    Fuzz.expect(whole == byByte, "at once: \(whole)\none byte at a time: \(byByte)")
    return 0
}
