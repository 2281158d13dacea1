/// Element ids derived from place ids: `node/123` → `node_2f123`. Letters and digits stay, every
/// other byte becomes `_` and two hex digits, so different place ids never share an element id.
enum DOMID {
    static func make(_ prefix: String, _ id: String) -> String {
        var output = prefix + "-"
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789abcdef")
                output += "_" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 15)])
            }
        }
        return output
    }
}
