import Foundation
import PickerFormatting
import PlacePicker
import Testing

/// Who the places are from, in the page's language: the data's own attribution, then whose
/// points they are by the carriers' own names; never made up from where the data was read.
@Suite("Attribution")
struct AttributionTests {
    static let expected: [(Language, String)] = [
        (.english, "Pickup points: DHL, InPost"), (.german, "Abholstellen: DHL, InPost"),
        (.french, "Points de retrait : DHL, InPost"), (.finnish, "Noutopisteet: DHL, InPost"),
        (.swedish, "Utlämningsställen: DHL, InPost"),
    ]

    @Test func carriersAreNamedInThePagesLanguage() throws {
        for (language, line) in Self.expected {
            let picker = try CarrierListTests.picker(language: PickerLocale(language: language))
            let screen = picker.screen(for: picker.initialState(), at: CarrierListTests.instant)
            #expect(picker.carrierAttribution == line)
            #expect(screen.attribution == line)
            #expect(screen.map.attribution == line)
        }
    }

    @Test func theDataOwnAttributionComesFirst() throws {
        var options = EmbeddingOptions()
        options.attribution = "© Example Data"
        let picker = try PickerModel(
            places: CarrierListTests.places(), options: options, locale: .fallback, clock: { CarrierListTests.instant })
        let screen = picker.screen(for: picker.initialState(), at: CarrierListTests.instant)
        #expect(screen.attribution == "© Example Data · Pickup points: DHL, InPost")
        #expect(screen.map.attribution == "Map data © Example Data · Pickup points: DHL, InPost")
    }

    @Test func placesOfNoCarrierAreAttributedAsTheirDataSays() throws {
        var options = EmbeddingOptions()
        options.attribution = "© OpenStreetMap contributors, ODbL 1.0"
        let places = CarrierListTests.places().map { place in
            var place = place
            place.properties = [:]
            return place
        }
        let picker = try PickerModel(
            places: places, options: options, locale: .fallback, clock: { CarrierListTests.instant })
        let screen = picker.screen(for: picker.initialState(), at: CarrierListTests.instant)
        #expect(picker.carrierAttribution == nil)
        #expect(screen.attribution == "© OpenStreetMap contributors, ODbL 1.0")
        #expect(screen.map.attribution == "Map data © OpenStreetMap contributors, ODbL 1.0")
        // Nothing known: nothing said.
        let silent = try PickerModel(
            places: places, options: EmbeddingOptions(), locale: .fallback, clock: { CarrierListTests.instant })
        #expect(silent.screen(for: silent.initialState(), at: CarrierListTests.instant).map.attribution.isEmpty)
    }
}
