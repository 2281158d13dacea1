extension JSONParser {
    /// Powers of ten that a `Double` holds exactly (10^0 … 10^22), for Clinger's fast path.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Parses a string literal starting at the opening quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let opening = position
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = makeString(UnsafeBufferPointer(rebasing: bytes[start..<index]), at: opening)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacterError(byte, opening: opening) }
            index += 1
        }
        guard index < bytes.count else {
            throw JSONSyntaxError(
                message: "The string that starts here is not closed; add a '\"' before the end of the line.",
                position: opening)
        }
        var buffer = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return buffer.withUnsafeBufferPointer { makeString($0, at: opening) }
            case UInt8(ascii: "\\"):
                try appendEscape(to: &buffer)
            case 0..<0x20:
                throw controlCharacterError(byte, opening: opening)
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw JSONSyntaxError(
            message: "The string that starts here is not closed; add a '\"' before the end of the line.",
            position: opening)
    }

    private func controlCharacterError(_ byte: UInt8, opening: TextPosition) -> JSONSyntaxError {
        let what = byte == 0x0A ? "a line break" : "the control character 0x\(String(byte, radix: 16))"
        return error(
            "The string that starts at \(opening.line):\(opening.column) contains \(what); "
                + "close the string or write it as an escape such as \\n.")
    }

    private mutating func makeString(_ utf8: UnsafeBufferPointer<UInt8>, at opening: TextPosition) -> String {
        if !utf8.contains(where: { $0 >= 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        if let text = String(validating: utf8, as: UTF8.self) { return text }
        warnings.append(("The string is not valid UTF-8; bad bytes were replaced with U+FFFD.", opening))
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONSyntaxError) {
        guard index + 1 < bytes.count else { throw error("Unexpected end of input inside an escape sequence.") }
        let code = bytes[index + 1]
        let simple: UInt8? =
            switch code {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            buffer.append(simple)
            index += 2
            return
        }
        guard code == UInt8(ascii: "u") else {
            index += 1
            throw error(
                "Unknown escape \\\(describeCurrent()); valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX.")
        }
        index += 2
        var scalar = try readHex4()
        if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        {
            let save = index
            index += 2
            let low = try readHex4()
            if (0xDC00...0xDFFF).contains(low) {
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else {
                index = save
            }
        }
        let value = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        buffer.append(contentsOf: Array(String(Character(value)).utf8))
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw error("Unexpected end of input in a \\u escape; use four hex digits.")
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw error("Unexpected \(describeCurrent()) in a \\u escape; use four hex digits, such as \\u00E9.")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Parses a number per the RFC 8259 grammar.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("Unexpected \(describeCurrent()) in a number; expected a digit, as in -12.5.")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("A number must not start with 0 followed by digits; write 7, not 07.")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0")) }
                digits += 1
                index += 1
            }
        }
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("Unexpected \(describeCurrent()) after a decimal point; expected a digit, as in 1.5.")
            }
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[index] - UInt8(ascii: "0")) }
                if mantissa != 0 || digits > 0 { digits += 1 }
                fractionDigits += 1
                index += 1
            }
        }
        var hasExponent = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("Unexpected \(describeCurrent()) in an exponent; expected a digit, as in 1e5.")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if !hasExponent, digits <= 15, fractionDigits <= 22 {
            let value = Double(mantissa) / JSONParser.exactPowersOfTen[fractionDigits]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text) ?? .nan
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
