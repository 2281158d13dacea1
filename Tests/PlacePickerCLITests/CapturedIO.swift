import CommandSupport
import Foundation
import PlacePickerCLI

/// A ``CommandIO`` that records what a command writes and feeds it fixed input, clock and zone.
final class CapturedIO: @unchecked Sendable {
    private let lock = NSLock()
    private var output = ""
    private var error = ""
    private var inputLines: [String]
    private var outputWrites = 0

    /// 2026-11-30T10:00:00+02:00, a Monday in Helsinki.
    static let fixedNow = Date(timeIntervalSince1970: 1_796_025_600)

    let now: Date
    let zone: TimeZone
    let directory: String

    init(input: [String] = [], now: Date = fixedNow, zone: String = "Europe/Helsinki", directory: String = "/") {
        self.inputLines = input
        self.now = now
        self.zone = TimeZone(identifier: zone) ?? .gmt
        self.directory = directory
    }

    var io: CommandIO {
        CommandIO(
            writeOutput: { text in
                self.locked {
                    self.output += text; self.outputWrites += 1
                }
            },
            writeError: { text in self.locked { self.error += text } },
            readInputLine: { self.locked { self.inputLines.isEmpty ? nil : self.inputLines.removeFirst() } },
            now: { self.now },
            environment: [:],
            currentDirectory: directory,
            defaultTimeZone: zone)
    }

    var standardOutput: String { locked { output } }
    var standardError: String { locked { error } }
    var outputWriteCount: Int { locked { outputWrites } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// What one in-process run of the tool produced.
struct RunResult {
    var status: Int32
    var output: String
    var error: String
    var outputLines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}

/// Runs `placepicker` in-process.
func runTool(
    _ arguments: [String], input: [String] = [], now: Date = CapturedIO.fixedNow, zone: String = "Europe/Helsinki",
    directory: String = "/"
) -> RunResult {
    let captured = CapturedIO(input: input, now: now, zone: zone, directory: directory)
    let status = PlacePickerCLI.run(arguments: arguments, io: captured.io)
    return RunResult(status: status, output: captured.standardOutput, error: captured.standardError)
}

/// A fresh temporary directory for one test.
func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "placepicker-cli-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Writes a file into a directory and returns its path.
@discardableResult
func writeFile(_ name: String, _ contents: String, in directory: String) throws -> String {
    let path = directory + "/" + name
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
}
