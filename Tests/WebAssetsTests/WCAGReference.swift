import Foundation

/// WCAG 2.2's relative luminance and contrast ratio, written out here from the specification's
/// definitions (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance and #dfn-contrast-ratio), so
/// the tests check the module's decisions against them and not against its own arithmetic.
struct Colour: Hashable, CustomStringConvertible {
    var red: Int
    var green: Int
    var blue: Int

    init(_ red: Int, _ green: Int, _ blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#rrggbb` or `#rgb`, ASCII hex digits only, nothing around them.
    init?(hex text: String) {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [Int] = []
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digits.append(Int(byte - UInt8(ascii: "0")))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(Int(byte - UInt8(ascii: "a")) + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(Int(byte - UInt8(ascii: "A")) + 10)
            default: return nil
            }
        }
        switch digits.count {
        case 3: self.init(digits[0] * 17, digits[1] * 17, digits[2] * 17)
        case 6: self.init(digits[0] * 16 + digits[1], digits[2] * 16 + digits[3], digits[4] * 16 + digits[5])
        default: return nil
        }
    }

    static let white = Colour(255, 255, 255)
    static let black = Colour(0, 0, 0)

    /// `#rrggbb`, lower case.
    var description: String {
        let digits = Array("0123456789abcdef")
        return "#" + String([red, green, blue].flatMap { [digits[$0 / 16], digits[$0 % 16]] })
    }

    /// WCAG 2.2: each sRGB channel c/255 linearised (c/12.92 up to 0.04045, else
    /// ((c+0.055)/1.055)^2.4), then L = 0.2126 R + 0.7152 G + 0.0722 B.
    var luminance: Double {
        func linear(_ value: Int) -> Double {
            let c = Double(value) / 255
            return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.2: (L1 + 0.05) / (L2 + 0.05), L1 the lighter.
    func contrast(with other: Colour) -> Double {
        let lighter = max(luminance, other.luminance)
        let darker = min(luminance, other.luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// Mixed with white by `percent` %, each channel rounded half up, in integers (no rounding error
    /// of a fractional step can move a channel that lies exactly halfway).
    func mixedWithWhite(percent: Int) -> Colour {
        func mix(_ value: Int) -> Int { (value * (100 - percent) + 255 * percent + 50) / 100 }
        return Colour(mix(red), mix(green), mix(blue))
    }
}
