import Foundation
import Testing

@testable import CommandSupport

@Suite("Line reader")
struct LineReaderTests {
    /// A fresh directory of its own for one test.
    func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("line-reader-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    func lines(of contents: String) throws -> [String] {
        let path = try temporaryDirectory() + "/lines.txt"
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        let reader = LineReader(input: try FileInput(path: path))
        var lines: [String] = []
        while let line = try reader.next() { lines.append(line) }
        return lines
    }

    @Test(arguments: [
        ("a\nb\n", ["a", "b"]),
        ("a\r\nb", ["a", "b"]),
        ("\n\nx", ["", "", "x"]),
        ("", []),
        ("ä\tö\n", ["ä\tö"]),
    ])
    func splitsLines(_ contents: String, _ expected: [String]) throws {
        #expect(try lines(of: contents) == expected)
    }

    @Test func linesLongerThanAChunk() throws {
        let long = String(repeating: "x", count: 200_000)
        #expect(try lines(of: "\(long)\nshort\n\(long)") == [long, "short", long])
    }

    @Test func directoriesFailWithTheSystemReason() throws {
        let reader = LineReader(input: try FileInput(path: try temporaryDirectory()))
        #expect {
            try reader.next()
        } throws: { error in
            (error as? FileInput.Failure)?.reason == "Is a directory"
        }
    }
}
