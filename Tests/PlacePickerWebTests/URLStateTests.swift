import Geodesy
import HTTPMessage
import PlacePicker
import PlaceQuery
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
        ("sort=random", "sort", "Use sort=distance, sort=name or sort=closing."),
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

@Suite("Form encoding")
struct FormEncodingTests {
    @Test(arguments: [
        ("a=1&b=x+y", [HTTPRequest.QueryItem("a", "1"), .init("b", "x y")]),
        ("q=%C3%A4%26%3D", [.init("q", "ä&=")]),
        ("flag&=v&&x=", [.init("flag", ""), .init("", "v"), .init("x", "")]),
        ("bad=%zz%4", [.init("bad", "%zz%4")]),
    ])
    func decoding(_ text: String, _ expected: [HTTPRequest.QueryItem]) {
        #expect(FormEncoding.decode(text) == expected)
    }

    @Test func encodingRoundTripsAnyText() {
        let items = [HTTPRequest.QueryItem("q", "R-kioski & Alepa / 5 B ✓ \"x\" +1"), .init("sel", "node/1")]
        #expect(FormEncoding.decode(FormEncoding.encode(items)) == items)
        #expect(FormEncoding.pathSegment("node/1 a") == "node%2F1%20a")
    }

    @Test func malformedPercentEscapesAndInvalidUTF8AreRejected() {
        #expect(FormEncoding.percentDecode("%", plusIsSpace: false) == nil)
        #expect(FormEncoding.percentDecode("%FF", plusIsSpace: false) == nil)
        #expect(FormEncoding.percentDecode("a%20b+c", plusIsSpace: false) == "a b+c")
    }
}
