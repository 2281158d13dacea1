import Foundation
import Testing
import WebAssets

/// The stylesheet's own colours, read from `Stylesheet.css` (not from the module's constants).
enum Sheet {
    static let rules = CSSRule.parse(Stylesheet.css) ?? []
    static let schemes = Schemes(rules)

    static func light(_ name: String) -> Colour? { schemes.light[name].flatMap { Colour(hex: $0) } }
    static func dark(_ name: String) -> Colour? { schemes.dark[name].flatMap { Colour(hex: $0) } }
}

/// `Theme(accent:)` against the WCAG 2.2 reference in WCAGReference.swift: which accents are
/// refused and why, the button text on them, the dark-mode shade, and the stylesheet they give.
@Suite("The shop's accent against WCAG 2.2")
struct ThemeTests {
    /// Every `#rgb` colour, every colour with channels in steps of 15, colours whose dark shade lies
    /// exactly halfway between two channel values at some 5 % step, and two just below 4.5:1.
    static let spread: [Colour] = {
        var colours = Set<Colour>()
        for red in stride(from: 0, through: 255, by: 17) {
            for green in stride(from: 0, through: 255, by: 17) {
                for blue in stride(from: 0, through: 255, by: 17) { colours.insert(Colour(red, green, blue)) }
            }
        }
        for red in stride(from: 0, through: 255, by: 15) {
            for green in stride(from: 0, through: 255, by: 15) {
                for blue in stride(from: 0, through: 255, by: 15) { colours.insert(Colour(red, green, blue)) }
            }
        }
        colours.formUnion([Colour(14, 5, 225), Colour(0, 21, 56), Colour(66, 5, 176), Colour(5, 2, 77)])
        // Just below 4.5:1 on white (4.4986:1 and 4.4992:1).
        colours.formUnion([Colour(0, 126, 183), Colour(0, 132, 138)])
        return colours.sorted { $0.description < $1.description }
    }()

    /// The accent decision as WCAG 2.2 makes it: at least 4.5:1 as text on the light page.
    static func passes(_ colour: Colour, on page: Colour) -> Bool { colour.contrast(with: page) >= 4.5 }

    static func theme(_ text: String) -> Result<Theme, Theme.Refusal> {
        do {
            return .success(try Theme(accent: text))
        } catch {
            return .failure(error)
        }
    }

    @Test func theReferenceGivesThePublishedRatios() throws {
        let white = Colour.white
        #expect(white.contrast(with: .black) == 21)
        #expect(String(format: "%.2f", try #require(Colour(hex: "#767676")).contrast(with: white)) == "4.54")
        #expect(String(format: "%.2f", try #require(Colour(hex: "#777777")).contrast(with: white)) == "4.48")
        #expect(String(format: "%.2f", try #require(Colour(hex: "#949494")).contrast(with: white)) == "3.03")
        // The page the accent is checked on is the stylesheet's white one.
        #expect(Sheet.light("--bg") == white)
    }

    @Test(
        "The published boundary colours are decided as their ratios say",
        arguments: [
            ("#000000", true), ("#000", true), ("#767676", true), ("#777777", false), ("#949494", false),
            ("#ffffff", false), ("#fff", false), ("#ff0000", false), ("#00ff00", false), ("#0000ff", true),
            ("#0b57d0", true), ("#8a1c7c", true),
        ])
    func publishedBoundaries(accent: String, accepted: Bool) {
        switch Self.theme(accent) {
        case .success: #expect(accepted, "\(accent) was accepted")
        case .failure(let refusal): #expect(!accepted, "\(accent) was refused: \(refusal)")
        }
    }

    @Test func acceptsExactlyTheColoursThatReachFourAndAHalfToOneOnThePage() throws {
        let page = try #require(Sheet.light("--bg"))
        var wrong: [String] = []
        var counts = (accepted: 0, refused: 0, largeTextOnly: 0)
        for colour in Self.spread {
            let ratio = colour.contrast(with: page)
            let expected = Self.passes(colour, on: page)
            switch Self.theme(colour.description) {
            case .success:
                counts.accepted += 1
                if !expected { wrong.append("\(colour) accepted at \(ratio):1") }
            case .failure(let refusal):
                counts.refused += 1
                if ratio >= 3 && ratio < 4.5 { counts.largeTextOnly += 1 }
                if expected { wrong.append("\(colour) refused at \(ratio):1: \(refusal)") }
                // The reason names the colour, its ratio (rounded down: never "4.50:1" for a refused
                // colour) and what is needed.
                let said = refusal.description
                let shown = String(format: "%.2f:1", (ratio * 100).rounded(.down) / 100)
                if !said.contains(colour.description) || !said.contains(shown) || shown == "4.50:1"
                    || !said.contains("4.5:1")
                {
                    wrong.append("\(colour): unclear reason '\(said)'")
                }
            }
        }
        let count = wrong.count
        #expect(count == 0, "such as \(wrong.prefix(5))")
        // Both verdicts occur, and colours good enough only for large text or controls (3:1) are refused.
        #expect(counts.accepted > 1000 && counts.refused > 1000 && counts.largeTextOnly > 100)
    }

    @Test(
        "Along a line of colours the verdict turns where the reference's does",
        arguments: [(1, 1, 1), (1, 0, 0), (0, 1, 0), (0, 0, 1), (1, 1, 0), (1, 0, 1), (0, 1, 1)])
    func verdictTurnsAtTheReferenceBoundary(red: Int, green: Int, blue: Int) throws {
        let page = try #require(Sheet.light("--bg"))
        // From black to the full colour, then from it to white: every step of 1.
        let line =
            (0...255).map { Colour($0 * red, $0 * green, $0 * blue) }
            + (0...255).map { Colour(max($0, 255 * red), max($0, 255 * green), max($0, 255 * blue)) }
        var turns = 0
        for (previous, colour) in zip(line, line.dropFirst()) {
            let accepted = (try? Theme(accent: colour.description)) != nil
            #expect(accepted == Self.passes(colour, on: page), "\(colour): \(colour.contrast(with: page)):1")
            if Self.passes(previous, on: page) != Self.passes(colour, on: page) { turns += 1 }
        }
        // Every line crosses 4.5:1 (the one through pure blue, 8.6:1 on white, on its way to white).
        #expect(turns >= 1)
        if (red, green, blue) == (1, 1, 1) {
            #expect(turns == 1)
            #expect((try? Theme(accent: "#767676")) != nil && (try? Theme(accent: "#777777")) == nil)
        }
    }

    @Test func shorthandIsTheLonghandAndCaseDoesNotMatter() {
        let digits = Array("0123456789abcdef")
        for red in digits {
            for green in digits {
                for blue in digits {
                    let short = Self.theme("#\(red)\(green)\(blue)")
                    let long = Self.theme("#\(red)\(red)\(green)\(green)\(blue)\(blue)")
                    let upper = Self.theme("#\(red)\(green)\(blue)".uppercased())
                    switch (short, long, upper) {
                    case (.success(let a), .success(let b), .success(let c)):
                        #expect(a == b && b == c)
                        #expect(a.light == "#\(red)\(red)\(green)\(green)\(blue)\(blue)")
                    case (.failure, .failure, .failure): break
                    default: Issue.record("#\(red)\(green)\(blue): \(short), \(long), \(upper)")
                    }
                }
            }
        }
    }

    @Test(
        "What is not a colour is refused, with the reason and a colour that would pass",
        arguments: [
            "", "#", "#ggg", "#12345", "#1234567", "#abcd", "red", "0b57d0", "##0b57d0", "rgb(11, 87, 208)",
            "url(#fff)", "url(https://evil.example/x.png)", "#fff;}body{", "#fff;} body { background: red }",
            "#000000; --accent-fg: #000000", "#0b57d0 !important", "#0b57d0;", "#0b57d0}", "#0b57d0\n",
            "\n#0b57d0", "# 0b57d0", "#0b 57d0", "#0b57d0\u{0}", "#0b57d0*/", "/*#000*/",
            "#\u{FF10}\u{FF10}\u{FF10}", "#\u{0660}\u{0660}\u{0660}", "\u{FF03}000000", "#%@%@%@", "#e\u{301}ee",
        ])
    func refusesWhatIsNotAColour(accent: String) throws {
        let refusal = try #require(throws: Theme.Refusal.self) { try Theme(accent: accent) }
        #expect(refusal.description.contains("is not a colour"))
        #expect(refusal.description.contains("#rrggbb or #rgb"))
        // The colour it suggests passes the reference.
        let page = try #require(Sheet.light("--bg"))
        let suggested = refusal.description.split(separator: " ").last.map { String($0.dropLast()) } ?? ""
        let suggestion = try #require(Colour(hex: suggested), "\(refusal)")
        #expect(Self.passes(suggestion, on: page))
    }

    @Test func whatIsAcceptedReachesTheStylesheetOnlyAsSixHexDigits() throws {
        for accent in ["#0B57D0", " #0b57d0", "#0b57d0\t", "\t#0B57D0 "] {
            let theme = try Theme(accent: accent)
            #expect(theme.light == "#0b57d0")
        }
        for colour in Self.spread {
            guard case .success(let theme) = Self.theme(colour.description) else { continue }
            let rules = try #require(CSSRule.parse(theme.css))
            for rule in rules {
                for (name, value) in rule.declarations {
                    #expect(Colour(hex: value) != nil && value.count == 7 && value == value.lowercased(), "\(name)")
                }
            }
        }
    }

    @Test func buttonTextIsWhiteOrTheTextColourWhicheverContrastsMore() throws {
        let white = Colour.white
        let text = try #require(Sheet.light("--fg"))
        for colour in Self.spread {
            guard case .success(let theme) = Self.theme(colour.description) else { continue }
            let onIt = try #require(Colour(hex: theme.lightText))
            #expect(onIt == white || onIt == text, "\(colour): \(theme.lightText)")
            let other = onIt == white ? text : white
            #expect(onIt.contrast(with: colour) >= other.contrast(with: colour), "\(colour): \(theme.lightText)")
            #expect(onIt.contrast(with: colour) >= 4.5, "\(colour): \(theme.lightText)")
        }
    }

    /// The first of 0 %, 5 %, …, 100 % mixed with white that reaches 4.5:1 on the dark page and
    /// under the dark button text: the guide's "lightened in 5 % steps until it gives 4.5:1".
    static func expectedDark(_ colour: Colour, page: Colour, buttonText: Colour) -> Colour? {
        stride(from: 0, through: 100, by: 5).lazy.map { colour.mixedWithWhite(percent: $0) }.first {
            $0.contrast(with: page) >= 4.5 && $0.contrast(with: buttonText) >= 4.5
        }
    }

    @Test func theDarkShadeIsTheFirstFivePercentStepThatReads() throws {
        let page = try #require(Sheet.dark("--bg"))
        let buttonText = try #require(Sheet.dark("--accent-fg"))
        var wrong: [String] = []
        var lightened = 0
        for colour in Self.spread {
            guard case .success(let theme) = Self.theme(colour.description) else { continue }
            let expected = try #require(Self.expectedDark(colour, page: page, buttonText: buttonText))
            if theme.dark != expected.description { wrong.append("\(colour): \(theme.dark), not \(expected)") }
            if expected != colour { lightened += 1 }
        }
        let count = wrong.count
        #expect(count == 0, "such as \(wrong.prefix(5))")
        #expect(lightened > 1000)
        // 45 % of the way from 5 to 255 is 117.5: the channel rounds up, and that step already reads.
        #expect(try Theme(accent: "#0e05e1").dark == "#7a76ef")
    }

    @Test func itsStylesheetSetsOnlyTheAccentPropertiesOfTheStylesheet() throws {
        let theme = try Theme(accent: "#8a1c7c")
        let rules = try #require(CSSRule.parse(theme.css))
        #expect(rules.map(\.selector) == [":root", ":root"])
        let schemes = Schemes(rules)
        #expect(schemes.light == ["--accent": theme.light, "--accent-fg": theme.lightText, "--selected": theme.light])
        #expect(
            schemes.dark == [
                "--accent": theme.dark, "--accent-fg": try #require(Sheet.schemes.dark["--accent-fg"]),
                "--selected": theme.dark,
            ])
        // It overrides what the stylesheet declares, in the same two places, and nothing else.
        #expect(rules.map(\.context) == [[], [Schemes.darkQuery]])
        for name in schemes.light.keys { #expect(Sheet.schemes.light[name] != nil && Sheet.schemes.dark[name] != nil) }
    }

    @Test func theStylesheetsOwnAccentGivesTheStylesheetsLightColours() throws {
        let accent = try #require(Sheet.schemes.light["--accent"])
        let theme = try Theme(accent: accent)
        #expect(theme.light == accent)
        #expect(theme.light == Sheet.schemes.light["--selected"])
        #expect(theme.lightText == Sheet.schemes.light["--accent-fg"])
    }
}
