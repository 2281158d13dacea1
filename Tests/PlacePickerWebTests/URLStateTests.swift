import Foundation
import Geodesy
import HTTPMessage
import PlacePicker
import PlaceQuery
import PlaceQueryModel
import TestSupport
import Testing

@testable import PlacePickerWeb

@Suite("The picker state lives in the URL")
struct URLStateTests {
    let station = Origin(
        coordinate: Coordinate(uncheckedLatitude: 60.17132, longitude: 24.941457), source: .default,
        label: "Helsinki central railway station")

    @Test func everyChoiceRoundTrips() throws {
        var state = PickerState(origin: station)
        state.mode = .map
        state.filters = PlaceFilters(
            openNow: true, categories: ["kiosk", "post_office"], stepFreeOnly: true, text: "posti ä&=")
        state.sort = .closingTime
        state.origin = Origin(
            coordinate: try Coordinate(latitude: 60.1699, longitude: 24.9384), source: .address,
            label: "Mannerheimintie 5, 00100 Helsinki")
        state.selectedID = "node/123"
        state.camera = MapCamera(center: try Coordinate(latitude: 60.17, longitude: 24.95), zoom: 15)
        state.expandedClusterID = "c-16-3"
        state.limit = 40
        let items = URLState.encode(state, defaultOrigin: station)
        let query = FormEncoding.encode(items)
        let decoded = URLState.decode(HTTPRequest.target("/?" + query).query, defaultOrigin: station)
        #expect(decoded.problems.isEmpty)
        #expect(decoded.state == state)
    }

    @Test func defaultsNeedNoParameters() {
        #expect(URLState.encode(PickerState(origin: station), defaultOrigin: station).isEmpty)
        let decoded = URLState.decode([], defaultOrigin: station)
        #expect(decoded.state == PickerState(origin: station))
    }

    @Test(arguments: [
        ("view=globe", "view", "Use view=list or view=map."),
        (
            "near=abc", "near",
            "'abc' has no comma; write LAT,LON (latitude first, decimal degrees), such as 60.1699,24.9384"
        ),
        (
            "near=91,10", "near",
            "the latitude 91 in '91,10' is outside -90…90; write LAT,LON (latitude first), such as 60.1699,24.9384"
        ),
        ("z=25", "z", "The zoom must be a whole number from 0 to 19, such as z=15."),
        ("limit=0", "limit", "The number of rows must be a whole number from 1 to 10000, such as limit=40."),
        ("open=maybe", "open", "Use open=1 or leave it out."),
        ("sort=random", "sort", "Use sort=distance, sort=name, sort=closing, sort=price or sort=delivery."),
    ])
    func badParametersAreNamedAndTheRestKept(_ query: String, _ parameter: String, _ message: String) {
        let decoded = URLState.decode(
            HTTPRequest.target("/?\(query)&cat=kiosk&sel=node%2F9").query, defaultOrigin: station)
        #expect(decoded.problems.count == 1)
        #expect(decoded.problems.first?.parameter == parameter)
        #expect(decoded.problems.first?.message == message)
        #expect(decoded.state.filters.categories == ["kiosk"])
        #expect(decoded.state.selectedID == "node/9")
    }
}

// Decoding and encoding forms is HTTPMessage's, tested in HTTPMessageTests' FormEncodingTests; the
// digits of a coordinate in the URL are the web app's, tested here.
@Suite("Form encoding")
struct FormEncodingTests {
    /// A coordinate's numbers are written digit by digit; they must be what Swift writes for the
    /// rounded `Double` (its shortest round-tripping digits, `.0` dropped), on every kind of value:
    /// random latitudes and longitudes, few and many decimals, halves that round, tiny values that
    /// Swift writes with an exponent, signed zeros, the extremes.
    @Test func coordinateDigitsAreSwiftsOwn() {
        func expected(_ value: Double) -> String {
            var text = String((value * 1_000_000).rounded() / 1_000_000)
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text
        }
        func written(_ value: Double) -> String {
            var bytes: [UInt8] = []
            URLState.appendRounded(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var generator = SeededGenerator(seed: 61)
        var values: [Double] = [
            0, -0.0, 1e-7, -1e-7, 4e-7, 5e-7, 1e-6, 9e-5, 0.0001, -0.0001, 0.00015, 0.5, 1, -1, 10, 100, 180, -180,
            90, -90, 179.9999995, -179.9999995, 60.1699, 24.9384, 60.17132, 24.941457, 12.3456785, 0.0000005,
        ]
        for _ in 0..<200_000 {
            let unit = Double(generator.next() % 1_000_000_001) / 1_000_000_000
            let digits = Double(generator.next() % 9)
            let degrees = unit * 360 - 180
            // Whole, short and long decimals, and raw values that round at the seventh decimal.
            let short = (degrees * pow(10, digits)).rounded() / pow(10, digits)
            values.append(degrees)
            values.append(short)
            values.append(unit * 0.001)
        }
        for value in values { #expect(written(value) == expected(value), "\(value)") }
        #expect(URLState.format(Coordinate(uncheckedLatitude: 60.17, longitude: -0.0000001)) == "60.17,-0")
    }
}
