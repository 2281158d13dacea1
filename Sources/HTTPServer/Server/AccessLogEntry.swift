import Foundation

/// One access log line: who asked what, the answer, its size and how long it took.
struct AccessLogEntry {
    var remoteAddress: String
    /// The request line (`GET /x HTTP/1.1`), or `nil` when the request was too malformed to have one.
    var requestLine: String?
    var status: Int
    var bodyBytes: Int
    var duration: Duration
    var time: Date

    /// `127.0.0.1 - - [29/Nov/2026:14:18:28 +0000] "GET / HTTP/1.1" 200 12 0.412ms`.
    var line: String {
        let milliseconds =
            Double(duration.components.seconds) * 1000
            + Double(duration.components.attoseconds) / 1e15
        let request = requestLine.map(Self.escape) ?? "-"
        return "\(remoteAddress) - - [\(HTTPDate.commonLog(time))] \"\(request)\" \(status) \(bodyBytes) "
            + "\(Self.format(milliseconds: milliseconds))ms"
    }

    private static func format(milliseconds: Double) -> String {
        let thousandths = Int((milliseconds * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Escapes what could forge or break a log line: quotes, backslashes, controls and non-ASCII bytes.
    static func escape(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if (0x20...0x7E).contains(byte), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
