import Foundation
import PlaceQuery
import PlaceQueryModel
import Places
import Testing

@testable import PickerFormatting
@testable import PickerLocalization
@testable import PlacePicker

/// Selection is state with a name: it survives every action but "Clear selection", is still shown
/// when filters hide it, and temporarily unavailable places cannot be selected.
@Suite("Selection") struct SelectionTests {
    /// The selected place in the table: "Helsinki 00130" post office (Mo-Fr 09:00-21:00).
    static let selectedID = "node/299983771"

    /// One example of every action. The `switch` in ``expectedSelection(after:)`` has no default,
    /// so a new action fails to compile until it is added here.
    static let actions: [PickerAction] = [
        .select(id: "node/288130404"), .select(id: "no/such/place"), .clearSelection, .toggleOpenNow,
        .setCategory("kiosk", isOn: true), .setCategory("post_office", isOn: false), .setStepFreeOnly(true),
        .setWithSpaceOnly(true), .search("Stockmann"), .search(""), .setSort(.name), .setSort(.closingTime),
        .setOrigin(Origin(coordinate: Synthetic.offset(north: 2000), source: .address, label: "Somewhere north")),
        .switchMode(.map), .switchMode(.list), .zoomIn, .zoomOut, .pan(.north), .pan(.south), .pan(.east),
        .pan(.west), .resetCamera, .expandCluster(id: "z15-node/1369465540"), .collapseCluster, .showSelected,
        .showMore, .setCamera(MapCamera(center: Synthetic.offset(north: 500), zoom: 15)),
    ]

    static func expectedSelection(after action: PickerAction) -> String? {
        switch action {
        case .select(let id): id == "no/such/place" ? selectedID : id
        case .clearSelection: nil
        case .toggleOpenNow, .setCategory, .setCarrier, .setStepFreeOnly, .setWithSpaceOnly, .search, .setSort,
            .setOrigin,
            .switchMode, .zoomIn,
            .zoomOut, .pan, .setCamera, .resetCamera,
            .expandCluster, .collapseCluster, .showSelected, .showMore:
            selectedID
        }
    }

    @Test("The selection survives every action but clearSelection", arguments: actions)
    func survives(action: PickerAction) {
        for instant in [Fixture.monday, Fixture.night] {
            let picker = Fixture.picker("en-GB", at: instant)
            var state = Fixture.allRowsState(picker)
            state.selectedID = Self.selectedID
            for previous in [[], [PickerAction.switchMode(.map)], [.toggleOpenNow, .search("kioski")]] {
                let before = picker.apply(previous, to: state, at: instant).state
                let after = picker.apply(action, to: before, at: instant).state
                let expected = Self.expectedSelection(after: action)
                #expect(after.selectedID == expected, "\(action) after \(previous)")
                let screen = picker.screen(for: after, at: instant)
                #expect(screen.selectedRow?.id == expected, "\(action) after \(previous)")
                #expect(screen.selectedRow?.isSelected ?? true)
                #expect(screen.rows.filter(\.isSelected).map(\.id) == screen.rows.map(\.id).filter { $0 == expected })
                #expect(screen.map.pins.filter(\.isSelected).allSatisfy { $0.id == expected })
                let visible = screen.rows.contains { $0.id == expected }
                if expected != nil, !visible, screen.selectionNotice == nil {
                    // Not hidden by filters, only beyond the page or outside a listed cluster.
                    var query = picker.query(for: after, at: instant)
                    query.limit = 10_000
                    let matching = picker.engine.results(for: query).places.contains { $0.id == expected }
                    #expect(matching || after.expandedClusterID != nil, "\(action): hidden without a notice")
                }
            }
        }
    }

    @Test("A selection hidden by filters stays selected, says so, and Show it brings it back")
    func hiddenByFilters() throws {
        let picker = Fixture.picker("en-GB")
        var state = picker.apply(.select(id: Self.selectedID), to: Fixture.allRowsState(picker), at: Fixture.monday)
            .state
        for hide in [PickerAction.search("Stockmann"), .setCategory("kiosk", isOn: true)] {
            let hidden = picker.apply(hide, to: state, at: Fixture.monday).state
            let screen = picker.screen(for: hidden, at: Fixture.monday)
            #expect(hidden.selectedID == Self.selectedID)
            #expect(!screen.rows.contains { $0.id == Self.selectedID }, "\(hide)")
            let notice = try #require(screen.selectionNotice, "\(hide)")
            #expect(notice.text == "The selected pickup point is hidden by filters: Helsinki 00130")
            #expect(notice.actionTitle == "Show it")
            #expect(notice.action == .showSelected)
            let row = try #require(screen.selectedRow)
            #expect(row.id == Self.selectedID && row.isSelected)
            #expect(row.accessibilityValue.hasPrefix("Selected, "))
            let shown = picker.apply(notice.action, to: hidden, at: Fixture.monday)
            let after = picker.screen(for: shown.state, at: Fixture.monday)
            #expect(after.rows.contains { $0.id == Self.selectedID && $0.isSelected })
            #expect(after.selectionNotice == nil)
            #expect(
                after.map.pins.contains { $0.id == Self.selectedID && $0.isSelected }
                    || after.map.clusters.contains(where: \.containsSelection))
            #expect(shown.announcement?.text.hasPrefix("Filters cleared. ") == true)
        }
        // Closed at night: the open-now filter hides it too.
        let night = Fixture.picker("en-GB", at: Fixture.night)
        state.filters.openNow = true
        let screen = night.screen(for: state)
        #expect(screen.selectionNotice != nil)
        #expect(screen.selectedRow?.detail.contains("Closed") == true)
    }

    @Test("Show it brings back a selection beyond the first page and fits the map again")
    func showSelectedBeyondPage() throws {
        let picker = Fixture.picker("en-GB")
        var state = picker.initialState()
        #expect(!picker.screen(for: state).rows.contains { $0.id == Self.selectedID })
        state.selectedID = Self.selectedID
        state.filters.text = "Stockmann"
        state.camera = MapCamera(center: Fixture.station.coordinate, zoom: 18)
        let update = picker.apply(.showSelected, to: state, at: Fixture.monday)
        #expect(update.state.camera == nil)
        #expect(update.state.filters == PlaceFilters())
        #expect(update.state.limit == 40)
        let screen = picker.screen(for: update.state)
        #expect(screen.rows.contains { $0.id == Self.selectedID && $0.isSelected })
        #expect(screen.selectionNotice == nil)
    }

    @Test("With open now on, a search that matches nothing says so rather than 'none open'")
    func noMatchWithOpenNow() {
        let picker = Fixture.picker("en-GB")
        var state = picker.initialState()
        state.filters.openNow = true
        state.filters.text = "Zzyzx"
        let summary = picker.screen(for: state).summary
        #expect(summary.text == "No pickup points match the filters.")
        #expect(summary.suggestion == .showSelected)
        state.filters.text = "Stockmann"
        let closed = Fixture.picker("en-GB", at: Fixture.night).screen(for: state).summary
        #expect(closed.text.hasPrefix("No pickup point is open now. "), "\(closed.text)")
        #expect(closed.suggestion == .toggleOpenNow)
    }

    @Test("The selected row says Selected in every language", arguments: Fixture.languages)
    func selectedSays(language: String) throws {
        let picker = Fixture.picker(language)
        let update = picker.apply(.select(id: Self.selectedID), to: Fixture.allRowsState(picker), at: Fixture.monday)
        let screen = picker.screen(for: update.state)
        let row = try #require(screen.rows.first { $0.id == Self.selectedID })
        #expect(row.isSelected)
        #expect(row.accessibilityValue.hasPrefix(picker.text(.selected) + ", "))
        #expect(screen.rows.filter(\.isSelected).count == 1)
        #expect(update.announcement?.text == picker.text(Phrase.announceSelected(name: row.title)))
    }

    /// The sample with three places made unavailable.
    static let unavailableEngine: PlaceEngine = {
        var places = Fixture.sample.places
        func mark(_ id: String, _ properties: [String: JSONValue]) {
            guard let index = places.firstIndex(where: { $0.id == id }) else { fatalError("no \(id)") }
            places[index].properties.merge(properties) { $1 }
        }
        mark("node/299983771", ["pickup:status": .string("full"), "pickup:status_until": .string("2026-12-04")])
        mark("node/288130404", ["pickup:status": .string("full"), "pickup:status_until": .string("2026-12-24")])
        mark("node/1369465540", ["pickup:status": .string("closed")])
        // A database's words: out of service, no compartments left, an instant that ends a status.
        mark("node/56431331", ["pickup:status": .string("disabled")])
        mark("node/249350471", ["pickup:capacity": .string("none")])
        mark(
            "node/282422772",
            ["pickup:status": .string("full"), "pickup:status_until": .string("2026-12-02T12:00:00Z")])
        mark("node/4890466205", ["pickup:capacity": .string("low")])
        // Expired: available again.
        mark("node/1776488505", ["pickup:status": .string("full"), "pickup:status_until": .string("2026-11-29")])
        return Synthetic.engine(places)
    }()

    @Test("Unavailable places are listed with the reason and cannot be selected")
    func unavailable() throws {
        let picker = Fixture.picker("en-GB", engine: Self.unavailableEngine)
        let state = Fixture.allRowsState(picker)
        let rows = picker.screen(for: state).rows
        let reasons = [
            ("node/299983771", "Full until Friday"), ("node/288130404", "Full until Thursday 24 December"),
            ("node/1369465540", "Temporarily closed"), ("node/56431331", "Out of service"),
            ("node/249350471", "Full"), ("node/282422772", "Full until Wednesday"),
        ]
        for (id, reason) in reasons {
            let row = try #require(rows.first { $0.id == id })
            #expect(row.stateKind == .unavailable)
            #expect(!row.isSelectable)
            #expect(row.unavailableReason == reason)
            #expect(row.detail.hasSuffix(" · \(reason)"), "\(row.detail)")
            #expect(row.accessibilityHint == reason)
            let update = picker.apply(.select(id: id), to: state, at: Fixture.monday)
            #expect(update.state == state)
            #expect(update.announcement?.text == "\(row.title): \(reason)")
        }
        // Unavailable and one of several equal names: the refusal names it as its row does.
        let twins = Synthetic.engine([
            Synthetic.place(
                "t1", "R-kioski", north: 100, street: "Kaivokatu", properties: ["pickup:status": .string("full")]),
            Synthetic.place("t2", "R-kioski", north: 200, street: "Mikonkatu"),
        ])
        let twinPicker = Fixture.picker("en-GB", engine: twins)
        let refusal = twinPicker.apply(.select(id: "t1"), to: twinPicker.initialState(), at: Fixture.monday)
        #expect(refusal.announcement?.text == "R-kioski, Kaivokatu: Full")
        // Nearly full: selectable, and says so after its hours.
        let low = try #require(rows.first { $0.id == "node/4890466205" })
        #expect(low.isSelectable && low.unavailableReason == nil)
        #expect(low.detail.hasSuffix("Few compartments left"), "\(low.detail)")
        let expired = try #require(rows.first { $0.id == "node/1776488505" })
        #expect(expired.isSelectable && expired.unavailableReason == nil && expired.stateKind == .open)
    }

    @Test("Unavailability speaks every language", arguments: Fixture.languages)
    func unavailableLanguages(language: String) throws {
        let picker = Fixture.picker(language, engine: Self.unavailableEngine)
        let row = try #require(
            picker.screen(for: Fixture.allRowsState(picker)).rows.first { $0.id == "node/299983771" })
        let friday = CalendarWords(locale: picker.locale).weekday(.friday, style: .capitalized)
        let reason = try #require(row.unavailableReason)
        #expect(reason.localizedCaseInsensitiveContains(String(friday.prefix(3))), "\(reason)")
    }
}

extension PickerAction: CustomTestStringConvertible {
    /// The action as written in Swift, for test names.
    public var testDescription: String { "\(self)" }
}
