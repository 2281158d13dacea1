/// The operands of a number that CLDR plural rules test (Unicode TR35 Part 3 §5.1 "Plural Operand Meanings").
///
/// The same value can have different operands depending on how it is shown: `1` has `v = 0`, `1.0` has
/// `v = 1`. Build operands from the number as displayed.
public struct PluralOperands: Sendable, Hashable {
    /// `n`: the absolute value.
    public var n: Double
    /// `i`: the integer digits of `n`.
    public var i: Int
    /// `v`: the number of visible fraction digits, with trailing zeros.
    public var v: Int
    /// `w`: the number of visible fraction digits, without trailing zeros.
    public var w: Int
    /// `f`: the visible fraction digits as an integer, with trailing zeros.
    public var f: Int
    /// `t`: the visible fraction digits as an integer, without trailing zeros.
    public var t: Int
    /// `e`: the compact decimal exponent (0: the picker never shows compact numbers).
    public var e: Int

    /// Operands of an integer shown without fraction digits.
    ///
    /// - Parameter integer: The count.
    public init(_ integer: Int) {
        let magnitude = integer.magnitude > UInt(Int.max) ? Int.max : Int(integer.magnitude)
        self.n = Double(magnitude)
        self.i = magnitude
        self.v = 0
        self.w = 0
        self.f = 0
        self.t = 0
        self.e = 0
    }

    /// Operands of a decimal shown with a fixed number of fraction digits (rounded half away from zero).
    ///
    /// - Parameters:
    ///   - value: The value; its sign is ignored.
    ///   - fractionDigits: Digits shown after the separator, 0…9.
    public init(_ value: Double, fractionDigits: Int) {
        let digits = max(0, min(9, fractionDigits))
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        let total = scaled < 9.0e18 ? Int(scaled) : Int.max
        self.init(integerPart: total / scale, fraction: total % scale, fractionDigits: digits)
    }

    /// Operands of a plain decimal literal such as `"1.50"`, `"-3"` or `"1000000"`; `nil` if not one.
    ///
    /// - Parameter literal: Digits with an optional sign and one `.` separator.
    public init?(literal: String) {
        var text = Substring(literal)
        if text.first == "-" || text.first == "+" { text = text.dropFirst() }
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(pieces.count), let whole = Int(pieces[0]) else { return nil }
        let fractionText = pieces.count == 2 ? pieces[1] : ""
        guard fractionText.count <= 9, fractionText.allSatisfy(\.isASCII), fractionText.allSatisfy(\.isNumber)
        else { return nil }
        self.init(integerPart: whole, fraction: Int(fractionText) ?? 0, fractionDigits: fractionText.count)
    }

    private init(integerPart: Int, fraction: Int, fractionDigits: Int) {
        var scale = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        self.i = integerPart
        self.v = fractionDigits
        self.f = fraction
        var trimmed = fraction
        var trimmedDigits = fractionDigits
        while trimmedDigits > 0 && trimmed % 10 == 0 {
            trimmed /= 10
            trimmedDigits -= 1
        }
        self.t = trimmed
        self.w = trimmedDigits
        self.n = Double(integerPart) + Double(fraction) / Double(scale)
        self.e = 0
    }
}
