import CarrierFeeds
import Foundation
import Geodesy
import OpeningHours
import OpeningHoursSyntax
import PlaceReaders
import Places

/// Reads typed option values from parsed arguments, turning bad values into usage errors (exit 64)
/// that name the option, the bad part and a valid example.
struct OptionReader {
    /// The command whose options these are.
    let spec: CommandSpec
    /// What was typed.
    let arguments: ParsedArguments

    /// A usage failure for this command.
    func usage(_ message: String) -> CommandFailure {
        .usage(UsageError(message, commandName: spec.commandName))
    }

    private func invalid(_ name: String, _ error: ValueError) -> CommandFailure {
        let end = error.message.last.map { ".?!".contains($0) } ?? false ? "" : "."
        return usage("'--\(name)': \(error.message)\(end)")
    }

    /// A `LAT,LON` option, or `nil` when absent.
    func coordinate(_ name: String) throws(CommandFailure) -> Coordinate? {
        guard let text = arguments.value(name) else { return nil }
        do { return try Coordinate(parsing: text) } catch { throw invalid(name, ValueError(error.message)) }
    }

    /// An IANA zone option, or `fallback` when absent.
    func timeZone(_ name: String, default fallback: TimeZone) throws(CommandFailure) -> TimeZone {
        guard let text = arguments.value(name) else { return fallback }
        do { return try TimeZoneValue.parse(text) } catch { throw invalid(name, error) }
    }

    /// An ISO 8601 instant option (wall times read in `zone`), or `nil` when absent.
    func instant(_ name: String, zone: TimeZone) throws(CommandFailure) -> Date? {
        guard let text = arguments.value(name) else { return nil }
        do { return try InstantText.parse(text, zone: zone) } catch { throw invalid(name, ValueError(error.message)) }
    }

    /// A whole-number option within a range, or `fallback` when absent.
    func integer(_ name: String, in range: ClosedRange<Int>, default fallback: Int) throws(CommandFailure) -> Int {
        guard let text = arguments.value(name) else { return fallback }
        do { return try IntegerValue.parse(text, in: range) } catch { throw invalid(name, error) }
    }

    /// A duration in seconds within a range, or `fallback` when absent.
    func seconds(_ name: String, in range: ClosedRange<Double>, default fallback: Duration) throws(CommandFailure)
        -> Duration
    {
        guard let text = arguments.value(name) else { return fallback }
        do { return try SecondsValue.parse(text, in: range) } catch { throw invalid(name, error) }
    }

    /// A data format option (`--from geojson`, `--from inpost`), or `nil` when absent.
    func format(_ name: String) throws(CommandFailure) -> DataFormat? {
        guard let text = arguments.value(name) else { return nil }
        guard let format = DataFormat(name: text) else {
            let known = DataFormat.names.joined(separator: ", ")
            throw usage("'--\(name)': unknown format '\(text)'; use one of \(known), such as --\(name) geojson.")
        }
        return format
    }

    /// A country code option (`--country FI`), upper-cased, or `nil` when absent.
    func country(_ name: String) throws(CommandFailure) -> String? {
        guard let text = arguments.value(name) else { return nil }
        let code = text.uppercased()
        guard code.count == 2, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw usage("'--\(name)': '\(text)' is not a two-letter ISO 3166-1 country code, such as --\(name) FI.")
        }
        return code
    }

    /// One of a fixed set of words (`--sort distance|name|closing`), or `fallback` when absent.
    func choice(_ name: String, from choices: [String], default fallback: String) throws(CommandFailure) -> String {
        guard let text = arguments.value(name) else { return fallback }
        guard choices.contains(text) else {
            let best = choices.map { ($0, editDistance($0, text)) }.min { $0.1 < $1.1 }
            let hint = best.flatMap { $0.1 <= max(1, text.count / 3) ? " Did you mean '\($0.0)'?" : nil } ?? ""
            throw usage(
                "'--\(name)': unknown value '\(text)'; use one of \(choices.joined(separator: ", ")), "
                    + "such as --\(name) \(fallback).\(hint)")
        }
        return text
    }
}

/// Reads whole-number option values within a range, such as `--limit 10`.
public enum IntegerValue {
    /// Reads a whole number.
    ///
    /// - Parameters:
    ///   - text: Decimal digits (a leading `+` is allowed).
    ///   - range: The allowed values.
    /// - Returns: The number.
    /// - Throws: ``ValueError`` stating the range and an example.
    public static func parse(_ text: String, in range: ClosedRange<Int>) throws(ValueError) -> Int {
        let rangeText = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw ValueError("'\(text)' is not \(rangeText), such as \(range.lowerBound)")
        }
        guard range.contains(value) else {
            throw ValueError("\(value) is out of range; give \(rangeText)")
        }
        return value
    }
}

/// Reads a duration given in seconds, such as `--head-timeout 10` or `--keep-alive-timeout 2.5`.
public enum SecondsValue {
    /// Reads seconds as a decimal number.
    ///
    /// - Parameters:
    ///   - text: A decimal number of seconds, such as `10` or `0.5`.
    ///   - range: The allowed values, in seconds.
    /// - Returns: The duration.
    /// - Throws: ``ValueError`` stating the range and an example.
    public static func parse(_ text: String, in range: ClosedRange<Double>) throws(ValueError) -> Duration {
        let rangeText = "a number of seconds from \(format(range.lowerBound)) to \(format(range.upperBound))"
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let value = Double(trimmed), value.isFinite, !trimmed.hasPrefix(".") else {
            throw ValueError("'\(text)' is not \(rangeText), such as 10 or 2.5")
        }
        guard range.contains(value) else {
            throw ValueError("\(format(value)) is out of range; give \(rangeText)")
        }
        return .milliseconds(Int64((value * 1000).rounded()))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

/// A value that cannot be read, such as `--near 60.1` or `--at tomorrow`; the message names the
/// bad part and shows a valid example.
public struct ValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. `the longitude is missing in '60.17'; write LAT,LON such as 60.1699,24.9384`.
    public var message: String

    /// Creates an error.
    ///
    /// - Parameter message: What is wrong.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
