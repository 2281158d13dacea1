import CivilCalendar
import CommandSupport
import Foundation
import OpeningHours

/// `hours --reference-readings` and `--reference-holidays`: test tooling for
/// `checks/hours/differential.py`, which switches on the reference's readings one by one to show
/// that each difference from opening-hours-py is a documented one (see ``ReferenceReadings``).
enum ReferenceOptions {
    /// `--reference-readings NAMES`.
    static let readings = Option.text(
        "reference-readings", placeholder: "NAMES", example: "open-end-until-midnight",
        help:
            "Test tooling: the differential test reference's readings to switch on "
            + "(docs/reference/opening-hours.md).")
    /// `--reference-holidays FILE`.
    static let holidays = Option.text(
        "reference-holidays", placeholder: "FILE", example: "holidays.txt",
        help: "Test tooling: YYYY-MM-DD lines that replace the public holidays for PH.")

    /// Applies the options to a context.
    ///
    /// - Parameters:
    ///   - options: The command's options.
    ///   - io: Streams and the working directory.
    ///   - context: The context to change.
    /// - Throws: ``CommandFailure``: 64 for an unknown reading or a bad date, 66 for a file that
    ///   cannot be read.
    static func apply(
        _ options: OptionReader, io: CommandIO, to context: inout EvaluationContext
    ) throws(CommandFailure) {
        if let list = try options.value(readings) {
            var readings: ReferenceReadings = []
            for name in list.split(separator: ",").map({ String($0) }) where !name.isEmpty {
                guard let reading = ReferenceReadings.named.first(where: { $0.name == name })?.reading else {
                    let known = ReferenceReadings.named.map(\.name).joined(separator: ", ")
                    throw options.usage("unknown reading '\(name)' in --reference-readings; known: \(known).")
                }
                readings.insert(reading)
            }
            context.referenceReadings = readings
        }
        if let path = try options.value(holidays) {
            let text: String
            do {
                text = try String(contentsOfFile: io.resolve(path), encoding: .utf8)
            } catch {
                throw .cannotOpen(path, reason: "cannot be read as UTF-8 text", commandName: "placepicker hours")
            }
            var dates: Set<LocalDate> = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty { continue }
                guard let date = LocalDate(iso: trimmed) else {
                    throw options.usage("\(path):\(number + 1): expected a date such as 2026-12-25, not '\(trimmed)'.")
                }
                dates.insert(date)
            }
            context.publicHolidayDates = dates
        }
    }
}
