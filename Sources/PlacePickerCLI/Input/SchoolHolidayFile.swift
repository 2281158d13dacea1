import CommandSupport
import Foundation
import Holidays
import OpeningHours

/// `--school-holidays FILE`: an iCalendar (`.ics`) file whose events are the school holidays that
/// `SH` means, shared by `nearest`, `serve` and `hours`.
enum SchoolHolidayFile {
    /// The option, listed by every command that evaluates opening hours.
    static let option = Option.text(
        "school-holidays", placeholder: "FILE", example: "schulferien-bayern.ics",
        help: "iCalendar (.ics) file whose events are the school holidays SH means (default: none).")

    /// Reads the file named by the option, if given.
    ///
    /// - Parameters:
    ///   - reader: The command's options.
    ///   - timeZone: The zone whose dates UTC times in the file fall on (the places' zone).
    ///   - io: Working directory.
    /// - Returns: The calendar, or `nil` without the option.
    /// - Throws: ``CommandFailure``: 66 when the file cannot be opened, 65 when it is not a
    ///   calendar this reader understands (with the line and why).
    static func load(_ reader: OptionReader, timeZone: TimeZone, io: CommandIO) throws(CommandFailure)
        -> DateRangeSchoolHolidays?
    {
        guard let path = try reader.value(option) else { return nil }
        let commandName = reader.spec.commandName
        let data: Data
        do {
            data = try FileInput(path: io.resolve(path)).readAll()
        } catch {
            throw .cannotOpen(path, reason: error.reason, commandName: commandName)
        }
        do {
            return try DateRangeSchoolHolidays(iCalendarData: data, timeZone: timeZone)
        } catch {
            throw .data("'--school-holidays' \(DataFile.displayName(path)): \(error)", commandName: commandName)
        }
    }
}
