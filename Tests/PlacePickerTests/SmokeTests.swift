import Foundation
import Geodesy
import PlaceQuery
import PlaceSamples
import Testing

@testable import PlacePicker

@Suite struct Smoke {
    @Test func screens() throws {
        let contents = try HelsinkiSample.load()
        let instant = try #require(ISO8601DateFormatter().date(from: "2026-11-30T08:00:00Z"))
        let engine = PlaceEngine(catalog: contents.catalog, country: "FI", referenceDate: instant)
        let config = PickerConfiguration(
            defaultOrigin: Origin(
                coordinate: HelsinkiSample.stationCoordinate, source: .default, label: HelsinkiSample.stationName),
            attribution: HelsinkiSample.attribution)
        for lang in ["en-GB", "fi", "en-US"] {
            let picker = Picker(
                engine: engine, configuration: config, locale: PickerLocale(identifier: lang)!, clock: { instant })
            var state = picker.initialState()
            state.limit = 40
            let screen = picker.screen(for: state)
            print(screen.labels.title, "|", screen.summary.text)
            for row in screen.rows {
                print(" ", row.title, "|", row.detail, "|", row.accessibilityLabel, "|", row.inputLabels)
            }
            print(screen.map.camera, screen.map.pins.count, screen.map.clusters.map(\.accessibilityLabel))
            let upd = picker.apply(.toggleOpenNow, to: state)
            print(upd.announcement?.text ?? "")
            let sel = picker.apply(.select(id: "node/317551811"), to: upd.state)
            print(sel.announcement?.text ?? "", picker.screen(for: sel.state).selectionNotice?.text ?? "")
            if let card = picker.card(for: "node/299983771", in: state) {
                print(
                    card.title, card.distanceText,
                    card.week.map { "\($0.label) \($0.dateText) \($0.hoursText) \($0.holidayName ?? "")" },
                    card.facts.map(\.value))
            }
        }
    }
}
