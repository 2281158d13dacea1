import HTTPMessage

@testable import HTTPServer

/// Small limits so that limit cases stay short.
let testLimits = RequestLimits(maxRequestLineBytes: 64, maxHeaderBytes: 128, maxHeaderCount: 4, maxBodyBytes: 32)

/// Feeds pieces to a fresh parser, calling `next()` after each, and describes everything it produced.
///
/// Requests are described as one line each (method, target, version, headers, body); a failure as
/// `failure <code>`, after which parsing stops.
func parseAll(_ pieces: [[UInt8]], limits: RequestLimits = testLimits) -> [String] {
    var parser = RequestParser(limits: limits)
    var results: [String] = []
    for piece in pieces {
        parser.append(piece)
        while true {
            switch parser.next() {
            case .incomplete:
                break
            case .request(let request):
                results.append(describe(request))
                continue
            case .failure(let error):
                results.append("failure \(error.status.code)")
                return results
            }
            break
        }
    }
    return results
}

/// One line that captures everything the parser decided about a request.
func describe(_ request: HTTPRequest) -> String {
    let headers = request.headers.map { "\($0.name)=\($0.value)" }.joined(separator: ",")
    return
        "\(request.method) \(request.target) \(request.version) [\(headers)] \(String(decoding: request.body, as: UTF8.self))"
}

/// Splits bytes into two pieces at every position, and into single bytes.
func everySplit(_ bytes: [UInt8]) -> [[[UInt8]]] {
    var splits = (0...bytes.count).map { [Array(bytes[..<$0]), Array(bytes[$0...])] }
    splits.append(bytes.map { [$0] })
    return splits
}

extension String {
    var bytes: [UInt8] { Array(utf8) }
}
