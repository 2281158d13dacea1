import CivilCalendar
import CommandSupport
import Foundation
import OpeningHours
import OpeningHoursSyntax
import Places

/// `placepicker hours --batch`: evaluates `EXPR<TAB>ISO8601` lines, one output line per input line,
/// streaming (constant memory however many lines) and with parsed schedules cached.
struct HoursBatch {
    /// Zone, country, coordinate: shared by every line.
    let context: EvaluationContext
    /// How many days ahead the next change is looked for.
    let horizonDays: Int
    /// Streams.
    let io: CommandIO
    /// How many distinct expressions stay compiled.
    static let cacheCapacity = 4096
    /// Output is written in chunks of about this many bytes.
    static let chunkBytes = 1 << 16

    /// A cached expression: compiled (with its normalized text as a JSON string), or the error
    /// line to print.
    enum Entry {
        case compiled(CompiledSchedule, normalized: String)
        case failed(String)
    }

    /// Reads the lines and writes the results.
    ///
    /// - Parameters:
    ///   - source: A path, or `-` for standard input.
    ///   - commandName: The command, for messages.
    /// - Returns: 0 (lines with errors are reported in the output, not by the status).
    /// - Throws: ``CommandFailure`` with exit 66 when the file cannot be opened or read.
    func run(source: String, commandName: String) throws(CommandFailure) -> Int32 {
        var cache = ScheduleCache<String, Entry>(capacity: Self.cacheCapacity)
        var output = ""
        output.reserveCapacity(Self.chunkBytes + 1024)
        let nextLine = try LineReader.lines(of: source, io: io, commandName: commandName)
        var lineNumber = 0
        while true {
            let line: String?
            do {
                line = try nextLine()
            } catch {
                io.writeOutput(output)
                throw .cannotOpen(source, reason: error.reason, commandName: commandName)
            }
            guard let line else { break }
            lineNumber += 1
            output += result(for: line, number: lineNumber, cache: &cache)
            output += "\n"
            if output.utf8.count >= Self.chunkBytes {
                io.writeOutput(output)
                output.removeAll(keepingCapacity: true)
            }
        }
        if !output.isEmpty { io.writeOutput(output) }
        return ExitCode.ok
    }

    /// The output line (without line break) for one input line.
    func result(for rawLine: String, number: Int, cache: inout ScheduleCache<String, Entry>) -> String {
        let line = rawLine.hasSuffix("\r") ? String(rawLine.dropLast()) : rawLine
        guard let tab = line.utf8.lastIndex(of: 9) else {
            return Self.error(
                "input",
                "line \(number): expected EXPR<TAB>ISO8601, such as \"Mo-Fr 09:00-17:00\\t2026-11-30T10:00+02:00\"")
        }
        let expression = String(line[..<tab])
        let instantText = Self.trimmingSpaces(line[line.index(after: tab)...])
        let instant: Date
        do {
            instant = try InstantText.parse(instantText, zone: context.timeZone)
        } catch {
            return Self.error("input", "line \(number): \(error.message)")
        }
        let entry: Entry
        if let cached = cache.value(for: expression) {
            entry = cached
        } else {
            entry = compile(expression)
            cache.insert(entry, for: expression)
        }
        switch entry {
        case .failed(let message):
            return Self.error("syntax", "line \(number): \(message)")
        case .compiled(let schedule, let normalized):
            let state = schedule.state(at: instant)
            let comment = Self.json(state.comment ?? "")
            guard let change = schedule.nextChange(after: instant, horizon: horizonDays) else {
                return "ok\t\(HoursWording.word(state.status))\tnone\t-\t\(comment)\t\(normalized)"
            }
            let when = InstantText.format(change.date, in: context.timeZone)
            let next = HoursWording.word(change.state.status)
            return "ok\t\(HoursWording.word(state.status))\t\(when)\t\(next)\t\(comment)\t\(normalized)"
        }
    }

    private func compile(_ expression: String) -> Entry {
        let parsed = Schedule.parse(expression, mode: .tolerant)
        guard let schedule = parsed.schedule else {
            let first = parsed.errors.first
            let message =
                first.map { "error at character \($0.offset): \($0.message)" }
                ?? "cannot read \(HoursWording.quoted(expression))"
            return .failed(message)
        }
        return .compiled(schedule.compiled(for: context), normalized: Self.json(schedule.description))
    }

    private static func trimmingSpaces(_ text: Substring) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { $0 != 32 }), let last = utf8.lastIndex(where: { $0 != 32 }) else {
            return ""
        }
        return String(text[first...last])
    }

    private static func error(_ kind: String, _ message: String) -> String {
        "error\t\(kind)\t-\t-\t\(json(message))"
    }

    private static func json(_ text: String) -> String { JSONValue.string(text).jsonText() }
}
