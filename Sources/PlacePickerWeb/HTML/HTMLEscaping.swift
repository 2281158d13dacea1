/// HTML escaping for text and double-quoted attribute values (HTML Living Standard §13.1).
enum HTMLEscaping {
    /// Escapes `&`, `<`, `>` in text content; removes NUL and other C0 controls except tab/newline.
    static func appendText(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: appendScalar(scalar, to: &output)
            }
        }
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for a double-quoted attribute value.
    static func appendAttributeValue(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default: appendScalar(scalar, to: &output)
            }
        }
    }

    private static func appendScalar(_ scalar: Unicode.Scalar, to output: inout String) {
        let value = scalar.value
        if value < 0x20 && value != 0x09 && value != 0x0A && value != 0x0D { return }
        if value == 0x7F { return }
        output.unicodeScalars.append(scalar)
    }
}
