import Foundation
import PlaceQuery
import Testing

@testable import PlacePicker

/// The product's words in every language, compared with golden files (see ``Golden`` for how to
/// re-record them).
@Suite("Golden files") struct GoldenTests {
    /// The place the golden screens select: one of the several "R-kioski".
    static let selectedID = "node/317551811"
    /// Places whose cards are kept: post office (weekday hours), a grocery with a description,
    /// seasonal text hours, a 24/7 supermarket, and a place without hours.
    static let cardIDs = ["node/299983771", "node/4890466205", "node/282422772", "node/288130404", "node/56431331"]

    @Test("Screen: rows, pins and clusters on Monday 10:00", arguments: Fixture.languages)
    func screen(language: String) {
        let picker = Fixture.picker(language)
        var state = Fixture.allRowsState(picker)
        state.selectedID = Self.selectedID
        Golden.check(SnapshotText.screen(picker.screen(for: state)), name: "screen", language: language)
    }

    @Test("Opening states at five instants", arguments: Fixture.languages)
    func states(language: String) {
        var lines: [String] = []
        for (name, instant) in Fixture.namedInstants {
            let picker = Fixture.picker(language, at: instant)
            let screen = picker.screen(for: Fixture.allRowsState(picker))
            lines.append("## \(name)")
            lines.append("summary: \(screen.summary.text)")
            lines += screen.rows.map { "  \($0.title) | \($0.detail) | \($0.stateKind.rawValue)" }
        }
        Golden.check(lines.joined(separator: "\n"), name: "states", language: language)
    }

    @Test("Summaries: plain, open now, nothing open, nothing found", arguments: Fixture.languages)
    func summaries(language: String) {
        var lines: [String] = []
        func add(_ title: String, _ instant: Date, _ change: (inout PickerState) -> Void) {
            let picker = Fixture.picker(language, at: instant)
            var state = picker.initialState()
            change(&state)
            let summary = picker.screen(for: state).summary
            var line = "\(title): \(summary.text)"
            if let suggestion = summary.suggestionTitle { line += " [\(suggestion)]" }
            lines.append(line)
        }
        for (name, instant) in Fixture.namedInstants {
            add("\(name), all", instant) { _ in }
            add("\(name), open now", instant) { $0.filters.openNow = true }
        }
        add("Tuesday 03:00, open now, supermarkets", Fixture.night) {
            $0.filters.openNow = true
            $0.filters.categories = ["supermarket"]
        }
        add("Tuesday 03:00, open now, kiosks", Fixture.night) {
            $0.filters.openNow = true
            $0.filters.categories = ["kiosk"]
        }
        add("Monday 10:00, search with no match", Fixture.monday) { $0.filters.text = "Zzyzx" }
        add("Monday 10:00, open now, search with no match", Fixture.monday) {
            $0.filters.openNow = true
            $0.filters.text = "Zzyzx"
        }
        add("Monday 10:00, step-free only", Fixture.monday) { $0.filters.stepFreeOnly = true }
        Golden.check(lines.joined(separator: "\n"), name: "summaries", language: language)
    }

    @Test("Place cards: week with Independence Day, facts, comments", arguments: Fixture.languages)
    func cards(language: String) throws {
        let picker = Fixture.picker(language)
        let state = Fixture.allRowsState(picker)
        var texts: [String] = []
        for id in Self.cardIDs {
            let card = try #require(picker.card(for: id, in: state), "no card for \(id)")
            texts.append(SnapshotText.card(card))
        }
        Golden.check(texts.joined(separator: "\n\n"), name: "cards", language: language)
    }

    @Test("Announcements after a scripted sequence of actions", arguments: Fixture.languages)
    func announcements(language: String) throws {
        let picker = Fixture.picker(language)
        var state = picker.initialState()
        var lines: [String] = []
        func perform(_ action: PickerAction, _ title: String) {
            let update = picker.apply(action, to: state, at: Fixture.monday)
            state = update.state
            let screen = picker.screen(for: state, at: Fixture.monday)
            lines.append("> \(title)")
            lines.append("  announce: \(update.announcement?.text ?? "(nothing)")")
            lines.append("  summary: \(screen.summary.text)")
            if let notice = screen.selectionNotice { lines.append("  notice: \(notice.text) [\(notice.actionTitle)]") }
            lines.append(
                "  mode \(state.mode.rawValue), rows \(screen.rows.count), selected \(screen.selectedRow?.title ?? "—"), "
                    + "zoom \(screen.map.camera.zoom), pins \(screen.map.pins.count), clusters \(screen.map.clusters.count)"
            )
        }
        perform(.toggleOpenNow, "toggleOpenNow")
        perform(.setCategory("kiosk", isOn: true), "setCategory kiosk on")
        perform(.search("kioski"), "search \"kioski\"")
        let first = try #require(picker.screen(for: state, at: Fixture.monday).rows.first)
        perform(.select(id: first.id), "select the first row")
        perform(.search("Stockmann"), "search \"Stockmann\" (hides the selection)")
        perform(.switchMode(.map), "switchMode map")
        perform(.zoomIn, "zoomIn")
        perform(.pan(.north), "pan north")
        perform(.showSelected, "showSelected")
        let cluster = try #require(picker.screen(for: state, at: Fixture.monday).map.clusters.first)
        perform(.expandCluster(id: cluster.id), "expandCluster \(cluster.id)")
        perform(.clearSelection, "clearSelection")
        let address = try #require(picker.addressMatches(for: "Mannerheimintie 5").first)
        perform(.setOrigin(picker.origin(for: address)), "setOrigin \(address.label)")
        perform(.switchMode(.list), "switchMode list")
        Golden.check(lines.joined(separator: "\n"), name: "announcements", language: language)
    }
}
