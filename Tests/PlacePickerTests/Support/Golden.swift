import Foundation
import Testing

/// Golden files: the product's words, stored as text under `Tests/PlacePickerTests/Snapshots`.
///
/// Each file is `<name>.<language>.txt`, found relative to this source file (`#filePath`), so the
/// tests work from any working directory. When the text a test builds differs from the file, the
/// test fails and names the first differing line with both versions.
///
/// To re-record after an intended change, run the tests with the environment variable
/// `PLACEPICKER_RECORD=1`:
///
///     PLACEPICKER_RECORD=1 swift test --filter PlacePickerTests
///
/// then read `git diff Tests/PlacePickerTests/Snapshots` critically: these are the sentences people
/// read and hear.
enum Golden {
    /// The folder of golden files.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    /// Whether this run records instead of comparing.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["PLACEPICKER_RECORD"] == "1" }

    /// Compares text with a golden file (or records it).
    static func check(
        _ text: String, name: String, language: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let url = directory.appendingPathComponent("\(name).\(language).txt")
        let actual = text.hasSuffix("\n") ? text : text + "\n"
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
            } catch {
                Issue.record("Could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "No golden file \(url.lastPathComponent). Record it with PLACEPICKER_RECORD=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        Issue.record(
            Comment(rawValue: difference(expected: expected, actual: actual, file: url.lastPathComponent)),
            sourceLocation: sourceLocation)
    }

    /// A readable description of the first differing line and how many lines differ.
    static func difference(expected: String, actual: String, file: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        let differing = (0..<max(old.count, new.count)).filter { index in
            (index < old.count ? old[index] : nil) != (index < new.count ? new[index] : nil)
        }
        guard let first = differing.first else { return "\(file) differs only in line endings" }
        let was = first < old.count ? visible(old[first]) : "(no line)"
        let now = first < new.count ? visible(new[first]) : "(no line)"
        return """
            \(file) differs from the golden file in \(differing.count) line(s); first at line \(first + 1):
              golden: \(was)
              actual: \(now)
            If the change is intended, re-record with PLACEPICKER_RECORD=1 and review `git diff`.
            """
    }

    /// Makes invisible characters visible in a diff hint (no-break and narrow spaces).
    static func visible(_ line: String) -> String {
        line.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x00A0: "⟨nbsp⟩"
            case 0x202F: "⟨nnbsp⟩"
            case 0x2009: "⟨thin⟩"
            default: String(scalar)
            }
        }.joined()
    }
}
