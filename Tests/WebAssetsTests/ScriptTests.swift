import Foundation
import Testing
import WebAssets

/// `picker.js` and `embed.js` against docs/guides/embedding.md (the message schema and the
/// element's attributes) and the claims of docs/accessibility/conformance.md about the script.
@Suite("The picker's scripts")
struct ScriptTests {
    /// docs/guides/embedding.md, read from the checkout.
    static let guide: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("docs/guides/embedding.md"), encoding: .utf8)) ?? ""
    }()

    /// The guide's table row whose first cell is `name`.
    static func guideRow(_ name: String) -> String? {
        guide.split(separator: "\n").first { $0.hasPrefix("| `\(name)` |") }.map(String.init)
    }

    static func strings(_ text: String, _ pattern: Regex<(Substring, Substring)>) -> [String] {
        text.matches(of: pattern).map { String($0.output.1) }
    }

    @Test("Each is one strict function that runs at once", arguments: [Script.javascript, EmbedScript.javascript])
    func strictAndSelfContained(javascript: String) {
        let text = javascript.trimmingSpace
        #expect(text.utf8.count > 1000)
        #expect(text.hasPrefix("(() => {\n  \"use strict\";\n"))
        #expect(text.hasSuffix("})();"))
        #expect(!text.contains("eval(") && !text.contains("document.write"))
    }

    @Test func thePickerPostsWhatTheElementAcceptsAndTheGuideDescribes() throws {
        #expect(!Self.guide.isEmpty, "docs/guides/embedding.md not found")
        let documented = Set(Self.strings(try #require(Self.guideRow("type")), /`"([a-z]+)"`/))
        #expect(documented == ["ready", "resize", "select", "next"])
        let posted = Set(Self.strings(Script.javascript, /type: "([a-z]+)"/))
        let handled = Set(Self.strings(EmbedScript.javascript, /data\.type === "([a-z]+)"/))
        #expect(posted == documented)
        #expect(handled == documented)
        // One envelope: the guide's source and version, sent by the one and required by the other.
        let source = Self.strings(try #require(Self.guideRow("source")), /`"([a-z]+)"`/)
        let version = Self.strings(try #require(Self.guideRow("version")), /`([0-9]+)`/)
        #expect(source == ["placepicker"] && version == ["1"])
        #expect(
            Self.strings(Script.javascript, /source: "([a-z]+)", version: [0-9]+/) == source
                && Self.strings(Script.javascript, /source: "[a-z]+", version: ([0-9]+)/) == version)
        #expect(Self.strings(EmbedScript.javascript, /const SOURCE = "([a-z]+)";/) == source)
        #expect(Self.strings(EmbedScript.javascript, /const VERSION = ([0-9]+);/) == version)
    }

    @Test func theElementReadsEveryDocumentedAttributeAndFollowsTheChangesOfTheOthers() throws {
        let table = Self.guide.components(separatedBy: "| attribute | meaning |").dropFirst().first ?? ""
        let documented = Set(
            table.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).prefix { $0.hasPrefix("|") }
                .compactMap { $0.firstMatch(of: /^\| `([a-z-]+)` \|/).map { String($0.output.1) } })
        #expect(documented.count > 10)
        let read = Set(Self.strings(EmbedScript.javascript, /this\.(?:get|has)Attribute\("([a-z-]+)"\)/))
        #expect(documented == read)
        let list = try #require(EmbedScript.javascript.firstMatch(of: /const ATTRIBUTES = \[([^\]]*)\]/))
        let observed = Set(Self.strings(String(list.output.1), /"([a-z-]+)"/))
        // What the frame shows follows every attribute but the field's name, its value (the element
        // sets it) and the frame's title (read once).
        #expect(documented.subtracting(observed) == ["name", "value", "frame-title"])
        #expect(observed.isSubset(of: documented))
    }

    @Test("No character keys, no focus or hover handlers", arguments: [Script.javascript, EmbedScript.javascript])
    func noKeyFocusOrHoverHandlers(javascript: String) {
        let events = Set(Self.strings(javascript, /addEventListener\("([a-z]+)"/))
        #expect(!events.isEmpty)
        let forbidden: Set = [
            "focus", "focusin", "focusout", "blur", "keypress", "keyup", "mouseover", "mouseenter", "pointerover",
            "pointerenter",
        ]
        #expect(events.isDisjoint(with: forbidden), "\(events.intersection(forbidden))")
        // The one key handled is Tab (conformance 2.1.4), compared by name only.
        let keys = Set(Self.strings(javascript, /\.key\s*[!=]==?\s*"([^"]*)"/))
        #expect(keys.isSubset(of: ["Tab"]))
        #expect(events.contains("keydown") == !keys.isEmpty)
        #expect(!javascript.contains(".keyCode") && !javascript.contains(".which") && !javascript.contains(".charCode"))
    }
}
