import Foundation
import RawMemory
import TestSupport
import Testing

@testable import PickerFormatting

/// Numbers, distances and times are written byte by byte into one string (``TextBytes``). These
/// tests hold them to their definitions written plainly, with strings joined, characters counted
/// and walked, in every language and in regions with every kind of separator and clock.
@Suite("Numbers, distances and times against their plain definitions")
struct FormattingDefinitionTests {
    static let locales: [PickerLocale] = [
        "en", "en-GB", "en-US", "en-FI", "en-DE", "en-CH", "en-ZA", "en-CA", "de", "de-CH", "de-AT", "fi", "sv",
        "sv-FI", "fr", "fr-CA", "fr-CH", "en-US-u-hc-h23", "en-GB-u-hc-h12", "fi-u-hc-h12", "en-GB-u-ms-ussystem",
    ].compactMap(PickerLocale.init(identifier:))

    // MARK: The definitions

    static func minusSign(_ locale: PickerLocale) -> String {
        locale.language == .finnish || locale.language == .swedish ? "\u{2212}" : "-"
    }

    static func grouped(_ digits: String, _ locale: PickerLocale) -> String {
        guard digits.count > 3 else { return digits }
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result += locale.groupingSeparator }
            result.append(digit)
        }
        return result
    }

    static func integer(_ value: Int, _ locale: PickerLocale) -> String {
        (value < 0 ? minusSign(locale) : "") + grouped(String(value.magnitude), locale)
    }

    static func decimal(_ value: Double, _ fractionDigits: Int, _ locale: PickerLocale) -> String {
        let digits = max(0, min(6, fractionDigits))
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let finite = value.isFinite ? value : 0
        let scaledValue = (abs(finite) * Double(scale)).rounded(.toNearestOrAwayFromZero)
        let scaled = scaledValue < 9.0e18 ? Int(scaledValue) : Int.max
        let sign = finite < 0 && scaled != 0 ? minusSign(locale) : ""
        let whole = grouped(String(scaled / scale), locale)
        guard digits > 0 else { return sign + whole }
        var fraction = String(scaled % scale)
        while fraction.count < digits { fraction = "0" + fraction }
        return sign + whole + locale.decimalSeparator + fraction
    }

    static func distance(_ reading: DistanceReading, _ locale: PickerLocale) -> String {
        let quantity = decimal(reading.amount, reading.fractionDigits, locale) + "\u{00A0}" + reading.unit.symbol
        guard reading.isBelowMinimum else { return quantity }
        switch locale.language {
        case .english: return "under " + quantity
        case .german: return "unter " + quantity
        case .finnish: return "alle " + quantity
        case .swedish: return "under " + quantity
        case .french: return "moins de " + quantity
        }
    }

    static func time(_ time: LocalTime, _ locale: PickerLocale) -> String {
        let minutes = time.minute < 10 ? "0\(time.minute)" : "\(time.minute)"
        let paddedHour = time.hour < 10 ? "0\(time.hour)" : "\(time.hour)"
        switch locale.hourCycle {
        case .twentyFourColon: return paddedHour + ":" + minutes
        case .twentyFourDot: return "\(time.hour)." + minutes
        case .twentyFourFrenchCanadian: return paddedHour + "\u{00A0}h\u{00A0}" + minutes
        case .twelveHour:
            let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
            return "\(hour):" + minutes + "\u{202F}" + (time.hour < 12 ? "AM" : "PM")
        }
    }

    // MARK: The comparisons

    @Test func integers() {
        var generator = SeededGenerator(seed: 5)
        var values = [
            0, 1, -1, 9, 10, 99, 100, 999, 1_000, -1_000, 9_999, 10_000, 999_999, 1_000_000, Int.max, Int.min,
        ]
        for _ in 0..<3_000 {
            let magnitude = Int(generator.next() % 19)
            var value = Int(generator.next() % UInt64(Int.max))
            for _ in 0..<magnitude { value /= 10 }
            values.append(generator.next() % 2 == 0 ? value : -value)
        }
        for locale in Self.locales {
            let numbers = NumberText(locale: locale)
            for value in values {
                #expect(numbers.integer(value) == Self.integer(value, locale), "\(value) in \(locale)")
            }
        }
    }

    @Test func decimals() {
        var generator = SeededGenerator(seed: 6)
        var values: [Double] = [
            0, -0.0, 0.05, -0.05, 0.5, 1.25, 999.95, 1_000, 1_234_567.891, -9_999.5, .nan, .infinity,
        ]
        for _ in 0..<3_000 {
            let scale = pow(10, Double(generator.next() % 12) - 4)
            values.append((Double(generator.next() % 2_000_001) - 1_000_000) / 1_000_000 * scale)
        }
        for locale in Self.locales {
            let numbers = NumberText(locale: locale)
            for value in values {
                for digits in [0, 1, 2, 3, 6, 9, -1] {
                    #expect(
                        numbers.decimal(value, fractionDigits: digits) == Self.decimal(value, digits, locale),
                        "\(value), \(digits) digits in \(locale)")
                }
            }
        }
    }

    @Test func distances() {
        var generator = SeededGenerator(seed: 7)
        var meters: [Double] = [0, -5, 4.99, 9.99, 10, 94.9, 95, 374.9, 375, 974.9, 975, 9_949, 9_950, 1e7, .nan]
        for _ in 0..<3_000 { meters.append(pow(10, Double(generator.next() % 700_000) / 100_000)) }
        for locale in Self.locales {
            let formatter = DistanceFormatter(locale: locale)
            for value in meters {
                let reading = formatter.reading(meters: value)
                #expect(formatter.string(meters: value) == Self.distance(reading, locale), "\(value) m in \(locale)")
            }
        }
    }

    @Test func times() throws {
        for locale in Self.locales {
            let formatter = TimeFormatter(locale: locale)
            for hour in 0..<24 {
                for minute in 0..<60 {
                    let time = try #require(LocalTime(hour: hour, minute: minute))
                    #expect(formatter.string(time) == Self.time(time, locale), "\(hour):\(minute) in \(locale)")
                }
            }
        }
    }
}
