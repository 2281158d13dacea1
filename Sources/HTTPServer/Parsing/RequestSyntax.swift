import HTTPMessage
import RawMemory

/// The byte-level grammar of RFC 9110 and RFC 9112 that the parser needs: tokens, request lines, field lines,
/// chunk sizes and Content-Length values.
enum RequestSyntax {
    /// Whether a byte is a `tchar` (RFC 9110 §5.6.2): letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// Whether text is a non-empty token.
    static func isToken(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isTokenCharacter)
    }

    /// Parses `method SP request-target SP HTTP-version` (RFC 9112 §3).
    ///
    /// - Parameter line: The line without its ending.
    /// - Returns: The method, the target and the version.
    /// - Throws: 400 for a malformed line or target, 505 for a version other than HTTP/1.x.
    static func parseRequestLine(
        _ line: ArraySlice<UInt8>
    ) throws(RequestError) -> (method: String, target: String, version: HTTPVersion) {
        let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, isTokenSlice(parts[0]) else { throw malformedRequestLine(line) }
        let target = parts[1]
        guard !target.isEmpty, target.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw malformedRequestLine(line)
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let targetText = String(decoding: target, as: UTF8.self)
        try checkTargetForm(targetText, method: method)
        return (method, targetText, try parseVersion(parts[2], line: line))
    }

    /// Parses `field-name ":" OWS field-value OWS` (RFC 9112 §5).
    ///
    /// - Parameter line: The field line without its ending.
    /// - Returns: The name and the trimmed value; obs-text bytes are read as UTF-8, or as Latin-1 when invalid.
    /// - Throws: 400 for obs-fold, a bad name, space before the colon, or a control character in the value.
    static func parseField(_ line: ArraySlice<UInt8>) throws(RequestError) -> (name: String, value: String) {
        if let first = line.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            throw RequestError(
                status: .badRequest,
                message: "A header line starts with whitespace (obs-fold, RFC 9112 §5.2). Put each field on one line."
            )
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), isTokenSlice(line[line.startIndex..<colon]) else {
            throw RequestError(
                status: .badRequest,
                message: "The header line \(quoted(line)) is not name: value with a token name, "
                    + "such as Accept: text/html."
            )
        }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        guard value.allSatisfy({ $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }) else {
            throw RequestError(
                status: .badRequest,
                message: "The value of header \(quoted(line[line.startIndex..<colon])) contains a control character."
            )
        }
        let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
        let text = String(validUTF8: value) ?? String(value.map { Character(Unicode.Scalar($0)) })
        return (name, text)
    }

    /// Parses a chunk-size line: hexadecimal digits, then optional extensions after `;` (RFC 9112 §7.1).
    ///
    /// - Parameter line: The line without its ending.
    /// - Returns: The chunk size.
    /// - Throws: 400 when there is no hexadecimal size or it has more than 15 digits.
    static func parseChunkSize(_ line: ArraySlice<UInt8>) throws(RequestError) -> Int {
        var size = 0
        var digits = 0
        var index = line.startIndex
        while index < line.endIndex, let digit = hexValue(line[index]) {
            size = size << 4 | digit
            digits += 1
            index += 1
        }
        var rest = line[index...]
        while let first = rest.first, first == 0x20 || first == 0x09 { rest = rest.dropFirst() }
        guard digits > 0, digits <= 15, rest.isEmpty || rest.first == UInt8(ascii: ";") else {
            throw RequestError(
                status: .badRequest,
                message: "The chunk-size line \(quoted(line)) is not a hexadecimal size, such as 1a or 0."
            )
        }
        return size
    }

    /// Parses a Content-Length value: one to eighteen decimal digits, nothing else.
    ///
    /// - Parameter value: The field value, already trimmed.
    /// - Returns: The length, or `nil` when the value is not a single decimal number.
    static func parseContentLength(_ value: String) -> Int? {
        guard !value.isEmpty, value.utf8.count <= 18, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            return nil
        }
        return Int(value)
    }

    private static func isTokenSlice(_ bytes: ArraySlice<UInt8>) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy(isTokenCharacter)
    }

    private static func checkTargetForm(_ target: String, method: String) throws(RequestError) {
        if target.hasPrefix("/") { return }
        if target == "*", method == "OPTIONS" { return }
        let lowered = target.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return }
        if method == "CONNECT" { return }
        throw RequestError(
            status: .badRequest,
            message: "The request target \(target) is not a path. Send an origin-form target, such as /places?q=bank."
        )
    }

    private static func parseVersion(_ bytes: ArraySlice<UInt8>, line: ArraySlice<UInt8>) throws(RequestError)
        -> HTTPVersion
    {
        let text = Array(bytes)
        let digits = text.count == 8 ? [text[5], text[7]] : []
        guard text.count == 8, text.starts(with: Array("HTTP/".utf8)), text[6] == UInt8(ascii: "."),
            digits.allSatisfy({ (0x30...0x39).contains($0) })
        else { throw malformedRequestLine(line) }
        let major = Int(digits[0] - 0x30)
        let minor = Int(digits[1] - 0x30)
        guard major == 1 else {
            throw RequestError(
                status: .httpVersionNotSupported,
                message: "HTTP/\(major).\(minor) is not supported. Send HTTP/1.1 or HTTP/1.0."
            )
        }
        return minor == 0 ? .http1_0 : .http1_1
    }

    private static func malformedRequestLine(_ line: ArraySlice<UInt8>) -> RequestError {
        RequestError(
            status: .badRequest,
            message: "The request line \(quoted(line)) is not method SP target SP version, "
                + "such as GET /places HTTP/1.1."
        )
    }

    /// Shows at most 80 bytes of input, with control and non-ASCII bytes escaped, in quotes.
    static func quoted(_ bytes: ArraySlice<UInt8>) -> String {
        var text = "\""
        for byte in bytes.prefix(80) {
            if (0x20...0x7E).contains(byte), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text + (bytes.count > 80 ? "…\"" : "\"")
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
