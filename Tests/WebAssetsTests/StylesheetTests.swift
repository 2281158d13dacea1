import Foundation
import Testing
import WebAssets

/// What `Stylesheet.css` promises in its documentation and in docs/accessibility/conformance.md:
/// contrast of 4.5:1 for text and 3:1 for controls in both colour schemes (computed with the WCAG
/// 2.2 reference), a focus ring, targets of at least 24 px, no motion unless it is welcome.
@Suite("The picker's stylesheet")
struct StylesheetTests {
    @Test func itIsWellFormedAndNotEmpty() throws {
        #expect(Stylesheet.css.utf8.count > 1000)
        let rules = try #require(CSSRule.parse(Stylesheet.css), "unbalanced braces, comment or quote")
        #expect(rules.count > 50)
        #expect(rules.allSatisfy { !$0.selector.isEmpty && !$0.declarations.isEmpty })
        #expect(rules.allSatisfy { $0.declarations.allSatisfy { !$0.name.isEmpty && !$0.value.isEmpty } })
        #expect(Sheet.schemes.light.count > 20)
    }

    @Test func everyColourHasADarkCounterpartAndEveryUseIsDeclared() throws {
        let light = Sheet.schemes.light
        let dark = Sheet.schemes.dark
        #expect(Set(light.keys) == Set(dark.keys))
        for (name, value) in light {
            #expect(Colour(hex: value) != nil && dark[name].flatMap(Colour.init) != nil, "\(name)")
        }
        let used = Set(Stylesheet.css.matches(of: /var\((--[a-z0-9-]+)\)/).map { String($0.output.1) })
        #expect(used.count > 20)
        #expect(used.subtracting(light.keys).isEmpty, "undeclared: \(used.subtracting(light.keys).sorted())")
    }

    /// Foreground, background, the least ratio, and the rules that put them together.
    static let pairs: [(String, String, Double)] = [
        // Text (1.4.3): body text, secondary text, links and summaries, the states of a row (a
        // selected row has the panel's background), button text, map labels.
        ("--fg", "--bg", 4.5), ("--fg", "--panel", 4.5), ("--muted", "--bg", 4.5), ("--muted", "--panel", 4.5),
        ("--accent", "--bg", 4.5), ("--accent", "--panel", 4.5), ("--open", "--bg", 4.5), ("--open", "--panel", 4.5),
        ("--soon", "--bg", 4.5), ("--soon", "--panel", 4.5), ("--closed", "--bg", 4.5),
        ("--closed", "--panel", 4.5), ("--unknown", "--bg", 4.5), ("--unknown", "--panel", 4.5),
        ("--accent-fg", "--accent", 4.5), ("--accent-fg", "--selected", 4.5), ("--map-label", "--map-bg", 4.5),
        // Controls and focus (1.4.11): the focus ring, field borders, buttons, the selected row's border.
        ("--focus", "--bg", 3), ("--focus", "--panel", 3), ("--line", "--bg", 3), ("--accent", "--bg", 3),
        ("--selected", "--bg", 3), ("--selected", "--panel", 3),
    ]

    @Test("Text reaches 4.5:1 and controls 3:1", arguments: [false, true])
    func contrastInBothSchemes(dark: Bool) throws {
        let scheme = dark ? Sheet.schemes.dark : Sheet.schemes.light
        for (foreground, background, least) in Self.pairs {
            let fore = try #require(scheme[foreground].flatMap(Colour.init), "\(foreground)")
            let back = try #require(scheme[background].flatMap(Colour.init), "\(background)")
            let ratio = fore.contrast(with: back)
            #expect(ratio >= least, "\(foreground) \(fore) on \(background) \(back): \(ratio):1")
        }
    }

    /// What the map draws its ground in: the colours of `.map-ground` and every `.bm-` class (the
    /// same whether the ground comes from GeoJSON or vector tiles: the basemap's colours are ours).
    static let groundColours = [
        "--map-bg", "--map-park", "--map-water", "--map-building", "--map-street", "--map-major", "--map-rail",
    ]

    /// Pins, clusters, the origin and the scale bar are outlined in `--fg`, a selected cluster's
    /// ring is `--selected`: each must stand out from every colour of the ground under it (1.4.11).
    @Test("Map symbols reach 3:1 against every ground colour", arguments: [false, true])
    func symbolsStandOutFromTheGround(dark: Bool) throws {
        let scheme = dark ? Sheet.schemes.dark : Sheet.schemes.light
        let rules = Sheet.rules
        // The ground's colours are the ones the `.bm-` rules and the ground use, and only those.
        let used = Set(
            rules.filter { $0.selector.hasPrefix(".bm-") && $0.selector != ".bm-label" || $0.selector == ".map-ground" }
                .flatMap { rule in ["fill", "stroke"].compactMap { rule.value($0) } }
                .filter { $0.hasPrefix("var(") }.map { String($0.dropFirst(4).dropLast()) })
        #expect(used == Set(Self.groundColours), "\(used.sorted())")
        for symbol in ["--fg", "--selected"] {
            let fore = try #require(scheme[symbol].flatMap(Colour.init))
            // The selected ring lies on areas and streets; a railway is a thin dashed line.
            for ground in Self.groundColours where !(symbol == "--selected" && ground == "--map-rail") {
                let back = try #require(scheme[ground].flatMap(Colour.init), "\(ground)")
                let ratio = fore.contrast(with: back)
                #expect(ratio >= 3, "\(symbol) \(fore) on \(ground) \(back): \(ratio):1")
            }
        }
        #expect(rules.first { $0.selector == ".pin-shape" }?.value("stroke") == "var(--fg)")
        #expect(rules.first { $0.selector == ".cluster circle" }?.value("stroke") == "var(--fg)")
    }

    @Test func everythingFocusableShowsAFocusRing() throws {
        let rules = Sheet.rules
        let ring = try #require(rules.first { $0.selector == ":focus-visible" && $0.context.isEmpty })
        let outline = try #require(ring.value("outline")).split(separator: " ")
        #expect(outline.count == 3 && outline[1] == "solid" && outline[2] == "var(--focus)")
        let width = try #require(outline.first.flatMap { Double($0.dropLast(2)) })
        #expect(outline.first?.hasSuffix("px") == true && width >= 3)
        // An outline taken away on :focus comes back on :focus-visible of the same selector.
        for rule in rules where ["none", "0"].contains(rule.value("outline")) {
            #expect(rule.selector.hasSuffix(":focus"), "\(rule.selector) hides the outline")
            let visible = rules.first { $0.selector == rule.selector + "-visible" }
            #expect(visible?.value("outline")?.contains("var(--focus)") == true, "\(rule.selector)")
        }
    }

    @Test func targetsAreAtLeast24PixelsAndButtons44() throws {
        var sizes = 0
        for rule in Sheet.rules {
            for (name, value) in rule.declarations where ["min-height", "min-width"].contains(name) {
                guard value.hasSuffix("px") else { continue }
                sizes += 1
                #expect((Double(value.dropLast(2)) ?? 0) >= 24, "\(rule.selector) { \(name): \(value) }")
            }
        }
        #expect(sizes > 5)
        let buttons = try #require(Sheet.rules.first { $0.selector == "button, .button" })
        #expect(buttons.value("min-height") == "44px" && buttons.value("min-width") == "44px")
    }

    @Test func nothingMovesUnlessReducedMotionAllowsIt() {
        var smooth = 0
        for rule in Sheet.rules {
            for (name, value) in rule.declarations {
                #expect(!name.hasPrefix("animation"), "\(rule.selector) { \(name): \(value) }")
                if name.hasPrefix("transition") { #expect(value == "none", "\(rule.selector) { \(name): \(value) }") }
                if name == "scroll-behavior" && value != "auto" {
                    smooth += 1
                    #expect(rule.context == ["@media (prefers-reduced-motion: no-preference)"], "\(rule.selector)")
                }
            }
        }
        #expect(smooth == 1)
        #expect(!Stylesheet.css.contains("@keyframes"))
    }
}
