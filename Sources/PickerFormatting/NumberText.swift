import ByteWriting
import RawMemory

/// Writes numbers with a locale's decimal and grouping separators, without Foundation.
///
/// Written by hand so output is the same on every platform and Foundation version. Rules (CLDR
/// `latn` symbols and the `#,##0.###` pattern with `minimumGroupingDigits` 1):
/// - digits are grouped by three from 1 000 up, with ``PickerLocale/groupingSeparator``;
/// - the fraction has exactly the requested number of digits, rounded half away from zero;
/// - negative numbers get "-" (English, German, French) or "−" U+2212 (Finnish, Swedish), as in CLDR.
public struct NumberText: Sendable, Hashable {
    /// The locale whose separators are used.
    public var locale: PickerLocale

    /// Creates a number writer.
    ///
    /// - Parameter locale: The locale.
    public init(locale: PickerLocale) { self.locale = locale }

    /// A whole number: "1,000,000" (en), "1 000 000" (fi, with no-break spaces), "1.000.000" (de).
    ///
    /// - Parameter value: The number.
    /// - Returns: The digits with group separators.
    public func integer(_ value: Int) -> String {
        TextBytes.make { text in
            if value < 0 { text.append(minusSign) }
            text.appendGrouped(value.magnitude, separator: locale.groupingSeparatorLiteral)
        }
    }

    /// A decimal with a fixed number of fraction digits: "1.2" (en), "1,2" (fi).
    ///
    /// - Parameters:
    ///   - value: The number; a non-finite value is written as 0.
    ///   - fractionDigits: Digits after the separator, 0…6.
    /// - Returns: The formatted number.
    public func decimal(_ value: Double, fractionDigits: Int) -> String {
        TextBytes.make { text in writeDecimal(value, fractionDigits: fractionDigits, to: &text) }
    }

    /// Writes ``decimal(_:fractionDigits:)``'s text into a longer one.
    func writeDecimal(_ value: Double, fractionDigits: Int, to text: inout TextBytes) {
        let digits = max(0, min(6, fractionDigits))
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let finite = value.isFinite ? value : 0
        let scaledValue = (abs(finite) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        let scaled = scaledValue < 9.0e18 ? Int(scaledValue) : Int.max
        if finite < 0 && scaled != 0 { text.append(minusSign) }
        text.appendGrouped(UInt(scaled / scale), separator: locale.groupingSeparatorLiteral)
        guard digits > 0 else { return }
        text.append(locale.decimalSeparatorLiteral)
        text.appendDigits(scaled % scale, width: digits)
    }

    private var minusSign: StaticString {
        switch locale.language {
        case .finnish, .swedish: "\u{2212}"
        case .english, .german, .french: "-"
        }
    }
}
