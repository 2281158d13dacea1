import Foundation
import Testing

/// One Swift file of the PlacePickerUI module, read from disk.
struct SourceFile: Sendable, CustomTestStringConvertible {
    /// The path below `Sources/PlacePickerUI`.
    var path: String
    /// The file's text.
    var text: String

    var testDescription: String { path }

    /// The module's sources, found relative to this test file.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/PlacePickerUI")

    /// Every `.swift` file under ``directory``, sorted by path.
    static let all: [SourceFile] = {
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: directory.path) else {
            return []
        }
        return paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            let url = directory.appendingPathComponent(path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            return SourceFile(path: path, text: text)
        }
    }()
}

@Suite("PlacePickerUI sources keep the rules")
struct SourceRulesTests {
    @Test("the views the issue asks for exist")
    func requiredFilesExist() {
        let paths = Set(SourceFile.all.map(\.path))
        for required in [
            "PlacePickerView.swift", "List/PlaceRowView.swift", "Map/PlaceMapView.swift",
            "Address/AddressFlowView.swift", "Bridging/MapCamera+MapKit.swift",
        ] {
            #expect(paths.contains(required), "missing Sources/PlacePickerUI/\(required)")
        }
    }

    @Test("every file is inside the SwiftUI and MapKit guard", arguments: SourceFile.all)
    func fileIsGuarded(_ file: SourceFile) {
        #expect(
            SourceScanner.guardProblem(in: file.text) == nil,
            "\(file.path): \(SourceScanner.guardProblem(in: file.text) ?? "")")
    }

    @Test("no view speaks or shows a literal string, no text is cut to one line", arguments: SourceFile.all)
    func noLiteralText(_ file: SourceFile) {
        let findings = SourceScanner.findings(in: file.text)
        #expect(findings.isEmpty, "\(file.path): \(findings.map(\.description).joined(separator: "; "))")
    }
}

/// A snippet and the tokens the scanner must report for it.
struct Snippet: Sendable, CustomTestStringConvertible {
    var code: String
    var expected: [String]
    var testDescription: String { code }
}

@Suite("The source scanner")
struct SourceScannerTests {
    static let snippets: [Snippet] = [
        Snippet(
            code: #"Button(row.actionTitle) {}.accessibilityLabel("Pick up here")"#, expected: [".accessibilityLabel("]),
        Snippet(code: #".accessibilityHint(Text("Selects it"))"#, expected: [".accessibilityHint(", "Text("]),
        Snippet(code: #".accessibilityValue(row.accessibilityValue)"#, expected: []),
        Snippet(code: #".accessibilityInputLabels(["Pick up here", name])"#, expected: [".accessibilityInputLabels("]),
        Snippet(code: #".accessibilityInputLabels(row.inputLabels.map { Text($0) })"#, expected: []),
        Snippet(code: #"Marker("", coordinate: point)"#, expected: ["Marker("]),
        Snippet(code: #"Marker(pin.title, monogram: Text(pin.glyph), coordinate: point)"#, expected: []),
        Snippet(code: #"Text("Open now").font(.headline)"#, expected: ["Text("]),
        Snippet(code: "Text(row.title)\n    .lineLimit(1)", expected: [".lineLimit(1)"]),
        Snippet(code: "Text(row.title).lineLimit(3)", expected: []),
        Snippet(code: #"SwiftUI.Picker("View", selection: $mode) {}"#, expected: ["Picker("]),
        Snippet(code: #"Image(systemName: "plus.magnifyingglass")"#, expected: []),
        Snippet(code: #"LabeledText(label: "Address", value: value)"#, expected: []),
        Snippet(code: #"// .accessibilityLabel("only a comment")"#, expected: []),
        Snippet(code: #"let x = 1 // Text("in a trailing comment")"#, expected: []),
        Snippet(
            code:
                ".accessibilityRotor(\n    Text(labels.placesRotor), entries: pins, entryID: \\.id, entryLabel: \\.title\n)",
            expected: []),
        Snippet(code: "Text(a)\n.accessibilityLabel(\n    \"line three\")", expected: [".accessibilityLabel("]),
    ]

    @Test("reports exactly the broken rules", arguments: snippets)
    func findings(_ snippet: Snippet) {
        #expect(SourceScanner.findings(in: snippet.code).map(\.token) == snippet.expected)
    }

    @Test("reports the line of a finding")
    func findingLine() {
        let found = SourceScanner.findings(in: "Text(a)\n\n.accessibilityLabel(\"x\")")
        #expect(found == [SourceScanner.Finding(token: ".accessibilityLabel(", line: 3)])
    }

    static let guarded =
        "#if canImport(SwiftUI) && canImport(MapKit)\nimport SwiftUI\n#if DEBUG\nlet x = 1\n#endif\n#endif\n"

    @Test(
        "accepts only files wrapped whole in the guard",
        arguments: [
            (guarded, true),
            ("// Header comment\n" + guarded, true),
            ("import SwiftUI\n" + guarded, false),
            ("#if canImport(SwiftUI)\nimport SwiftUI\n#endif\n", false),
            ("#if canImport(SwiftUI) && canImport(MapKit)\nimport SwiftUI\n#endif\nstruct Leak {}\n", false),
            ("#if canImport(SwiftUI) && canImport(MapKit)\n#endif\n#if true\nstruct Leak {}\n#endif\n", false),
            ("", false),
        ])
    func guardCheck(_ source: String, isGuarded: Bool) {
        #expect((SourceScanner.guardProblem(in: source) == nil) == isGuarded)
    }
}
