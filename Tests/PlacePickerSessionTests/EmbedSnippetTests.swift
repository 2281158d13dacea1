import Foundation
import Testing

/// Issue 16, "done when": the ten-line embed that README.md and docs/guides/swiftui.md show is the demo
/// app's `PickupStep.swift`, which `scripts/apple-sdk-typecheck.sh` type-checks against Apple's iOS
/// SDK (and Xcode compiles on macOS). A changed initializer breaks the type-check; a changed document
/// breaks this test.
@Suite("The ten-line embed") struct EmbedSnippetTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The embed as the demo compiles it: from `import PlacePicker` to the struct's closing brace.
    static func fixture() throws -> [String] {
        let text = try String(
            contentsOf: root.appendingPathComponent("Examples/PickupDemo/PickupStep.swift"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "import PlacePicker"))
        let end = try #require(lines[start...].firstIndex(of: "}"))
        return Array(lines[start...end])
    }

    /// The first Swift code block of a Markdown document that calls `PlacePickerView(places:`.
    static func snippet(in document: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let block = current, line == "```" {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return try #require(blocks.first { $0.contains { $0.contains("PlacePickerView(places:") } })
    }

    @Test("the documents show the demo's embed line for line", arguments: ["README.md", "docs/guides/swiftui.md"])
    func sameLines(_ document: String) throws {
        let fixture = try Self.fixture()
        #expect(try Self.snippet(in: document) == fixture)
    }

    @Test("the embed is ten lines of view code, and hands back a whole Place")
    func tenLines() throws {
        let fixture = try Self.fixture()
        let code = fixture.filter { !$0.hasPrefix("import ") && !$0.isEmpty }
        #expect(code.count <= 10)
        #expect(code.contains { $0.contains("PlacePickerView(places: points, selection: $pickupPointID)") })
        #expect(code.contains { $0.contains("var confirmed: Place?") })
    }
}
