import Places
import RawMemory

extension JSONParser {
    /// Powers of ten that a `Double` holds exactly (10^0 … 10^22), for Clinger's fast path.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Parses a string literal starting at the opening quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        try parseText(minimumInterned: internsValues ? 16 : .max, classifies: false).string
    }

    /// Parses a member name: like ``parseString()``, but every name without escapes goes through
    /// ``strings`` when it is set, and the table's class for it comes back too (`Int8.min`
    /// without a table).
    mutating func parseKey() throws(JSONSyntaxError) -> (String, Int8) {
        try parseText(minimumInterned: 0, classifies: true)
    }

    /// Parses a string literal; texts without escapes of at least `minimumInterned` bytes are
    /// interned through ``strings`` when it is set (shorter ones are stored inside the `String`
    /// anyway); with `classifies`, a text that is not kept gets its class computed.
    private mutating func parseText(minimumInterned: Int, classifies: Bool) throws(JSONSyntaxError) -> (
        string: String, tag: Int8
    ) {
        let opening = position
        index += 1
        let start = index
        index = RawBytes.endOfPlainString(in: bytes, from: index)
        if index < bytes.count {
            let byte = bytes[unchecked: index]
            if byte == UInt8(ascii: "\"") {
                let utf8 = bytes.slice(start..<index)
                index += 1
                guard internsStrings, utf8.count >= minimumInterned else {
                    return (makeString(utf8, at: opening), .min)
                }
                if let known = strings.lookUp(utf8) { return known }
                let warningCount = warnings.count
                let text = makeString(utf8, at: opening)
                // A text that needed repair is not kept, so that each occurrence is reported.
                guard warnings.count == warningCount, let tag = strings.insert(text, bytes: utf8) else {
                    return (text, classifies && internsStrings ? strings.tag(of: text) : .min)
                }
                return (text, tag)
            }
            if byte < 0x20 { throw controlCharacterError(byte, opening: opening) }
        }
        guard index < bytes.count else {
            throw JSONSyntaxError(
                message: "The string that starts here is not closed; add a '\"' before the end of the line.",
                position: opening)
        }
        var buffer = bytes.slice(start..<index).array
        while index < bytes.count {
            let byte = bytes[unchecked: index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                let text = ByteView.withBytes(buffer) { makeString($0, at: opening) }
                return (text, classifies && internsStrings ? strings.tag(of: text) : .min)
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

    private mutating func makeString(_ utf8: ByteView, at opening: TextPosition) -> String {
        if utf8.isASCII { return utf8.string }
        if let text = utf8.validatedString { return text }
        warnings.append(("The string is not valid UTF-8; bad bytes were replaced with U+FFFD.", opening))
        return utf8.string
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws(JSONSyntaxError) {
        guard index + 1 < bytes.count else { throw error("Unexpected end of input inside an escape sequence.") }
        let code = bytes[unchecked: index + 1]
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
        if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[unchecked: index] == UInt8(ascii: "\\"),
            bytes[unchecked: index + 1] == UInt8(ascii: "u")
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
            let byte = bytes[unchecked: index]
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
        if bytes[unchecked: index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        guard index < bytes.count, isDigit(bytes[unchecked: index]) else {
            throw error("Unexpected \(describeCurrent()) in a number; expected a digit, as in -12.5.")
        }
        if bytes[unchecked: index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[unchecked: index]) {
                throw error("A number must not start with 0 followed by digits; write 7, not 07.")
            }
        } else {
            index = scanDigits(from: index, mantissa: &mantissa, digits: &digits)
        }
        var fractionDigits = 0
        if index < bytes.count, bytes[unchecked: index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[unchecked: index]) else {
                throw error("Unexpected \(describeCurrent()) after a decimal point; expected a digit, as in 1.5.")
            }
            let end = scanDigits(from: index, mantissa: &mantissa, digits: &digits)
            fractionDigits = end - index
            index = end
        }
        var hasExponent = false
        if index < bytes.count,
            bytes[unchecked: index] == UInt8(ascii: "e") || bytes[unchecked: index] == UInt8(ascii: "E")
        {
            hasExponent = true
            index += 1
            if index < bytes.count,
                bytes[unchecked: index] == UInt8(ascii: "+") || bytes[unchecked: index] == UInt8(ascii: "-")
            {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[unchecked: index]) else {
                throw error("Unexpected \(describeCurrent()) in an exponent; expected a digit, as in 1e5.")
            }
            while index < bytes.count, isDigit(bytes[unchecked: index]) { index += 1 }
        }
        if !hasExponent, digits <= 15, fractionDigits <= 22 {
            let value = Double(mantissa) / JSONParser.exactPowersOfTen[fractionDigits]
            return negative ? -value : value
        }
        if !hasExponent, digits <= 19, fractionDigits <= 27, let value = JSONParser.quotient(mantissa, fractionDigits) {
            return negative ? -value : value
        }
        let text = bytes.slice(start..<index).string
        return Double(text) ?? .nan
    }

    /// Powers of five that a `UInt64` holds (5^0 … 5^27).
    private static let powersOfFive: [UInt64] = (0...27).map { exponent in
        var value: UInt64 = 1
        for _ in 0..<exponent { value *= 5 }
        return value
    }

    /// `mantissa / 10^exponent` correctly rounded, for the 16 to 19 significant digits that
    /// Clinger's fast path cannot take (coordinates written with full `Double` precision).
    ///
    /// `m / 10^e = (m / 5^e) · 2^-e`, and `5^e` fits in 64 bits for `e ≤ 27`. Both are shifted to
    /// have their top bit set, one 128-by-64-bit division gives a 64-bit quotient (at least 63
    /// significant bits), and the remainder, when not zero, is folded into its lowest bit: that
    /// bit lies ten places below a `Double`'s last one, so the conversion to `Double` (round to
    /// nearest, ties to even) rounds exactly as the infinitely precise quotient would. Scaling by
    /// a power of two is then exact.
    ///
    /// - Returns: The value, or `nil` for a zero mantissa.
    static func quotient(_ mantissa: UInt64, _ exponent: Int) -> Double? {
        guard mantissa != 0 else { return nil }
        let divisor = powersOfFive[exponent]
        let numeratorShift = mantissa.leadingZeroBitCount
        let divisorShift = divisor.leadingZeroBitCount
        let numerator = mantissa << UInt64(numeratorShift)
        let normalized = divisor << UInt64(divisorShift)
        // numerator / normalized is in [1/2, 2): take 64 or 63 bits of it so the quotient fits.
        let wide = numerator < normalized
        let high = wide ? numerator : numerator >> 1
        let low: UInt64 = wide ? 0 : numerator << 63
        let (quotient, remainder) = normalized.dividingFullWidth((high: high, low: low))
        let rounded = Double(quotient | (remainder == 0 ? 0 : 1))
        let scale = divisorShift - numeratorShift - exponent - (wide ? 64 : 63)
        return Double(sign: .plus, exponent: scale, significand: rounded)
    }

    /// Reads the run of digits from `start` into `mantissa` (its first 19 significant digits) and
    /// counts the significant ones in `digits`; leading zeros (of a fraction, after `0.`) are not
    /// significant. An integer part cannot start with 0, so all its digits count.
    ///
    /// - Returns: The index after the last digit.
    @inline(__always)
    private func scanDigits(from start: Int, mantissa: inout UInt64, digits: inout Int) -> Int {
        // Local copies keep the loop in registers; the caller writes the index back.
        var at = start
        let count = bytes.count
        while at < count {
            let digit = bytes[unchecked: at] &- UInt8(ascii: "0")
            if digit > 9 { break }
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
            if mantissa != 0 || digits > 0 { digits += 1 }
            at += 1
        }
        return at
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
