import Testing

@testable import HTMLWriting

/// The element and attribute names, declared once in `HTMLNames.swift`, against what they are
/// called in Swift and against the HTML standard's list of void elements.
@Suite("Element and attribute names")
struct HTMLNamesTests {
    /// The void elements of the HTML Living Standard, §13.1.2 "Elements"
    /// (https://html.spec.whatwg.org/multipage/syntax.html#void-elements).
    static let standardVoidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    /// `ariaLabel` → `aria-label`: the markup name a camel-case Swift name stands for.
    static func hyphenated(_ swiftName: String) -> String {
        swiftName.reduce(into: "") { name, character in
            if character.isUppercase { name += "-" + character.lowercased() } else { name.append(character) }
        }
    }

    @Test func everyTagIsSpeltAsItsCaseIsNamed() {
        for tag in HTML.Tag.allCases { #expect(tag.spelling.description == "\(tag)") }
        for tag in HTML.VoidTag.allCases { #expect(tag.spelling.description == "\(tag)") }
    }

    @Test func theVoidElementsAreTheStandardsAndNoOthers() {
        let voids = Set(HTML.VoidTag.allCases.map { $0.spelling.description })
        let withEndTags = Set(HTML.Tag.allCases.map { $0.spelling.description })
        #expect(voids.isSubset(of: Self.standardVoidElements))
        #expect(withEndTags.isDisjoint(with: Self.standardVoidElements))
        #expect(withEndTags.count == HTML.Tag.allCases.count)
    }

    /// A misspelt spelling (`case .ariaLabel: "aria-lable"`) fails here: every name is its case's
    /// name hyphenated, or the case's name itself for SVG's camel-case attributes (`viewBox`).
    @Test func everyAttributeIsSpeltAsItsCaseIsNamed() {
        var spellings: Set<String> = []
        for name in HTML.AttributeName.allCases {
            let spelling = name.spelling.description
            #expect(spelling == Self.hyphenated("\(name)") || spelling == "\(name)", "\(name): \(spelling)")
            #expect(spelling.allSatisfy { $0.isASCII && ($0.isLetter || $0 == "-") })
            spellings.insert(spelling)
        }
        #expect(spellings.count == HTML.AttributeName.allCases.count)
        #expect(HTML.knownAttributeNames == spellings)
    }

    @Test func namesAreWrittenAsSpelt() {
        var html = HTML()
        html.element(.textarea, #"aria-describedby="hint""#, attributes: { $0.add(.ariaLabel, "Notes") }) { _ in }
        html.void(.input, attributes: { $0.flag(.`defer`, true) })
        html.empty(.svg) { $0.add(.viewBox, literal: "0 0 1 1") }
        #expect(
            html.string
                == #"<textarea aria-describedby="hint" aria-label="Notes"></textarea><input defer>"#
                + #"<svg viewBox="0 0 1 1"></svg>"#)
    }
}
