import Geodesy
import HTTPMessage
import PlacePicker
import PlaceQuery
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

    /// Coordinates in links are the value rounded to six decimals as Swift writes that `Double`,
    /// without a trailing `.0`: the direct digits against that definition, on random values, whole
    /// millionths, values near zero and the edges of the fast path.
    @Test func coordinatesAreWrittenAsTheirRoundedDoubles() {
        func defined(_ value: Double) -> String {
            var text = String((value * 1_000_000).rounded() / 1_000_000)
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text
        }
        var values: [Double] = [
            0, -0.0, 0.000_1, -0.000_1, 0.000_09, 0.000_15, 1e-7, 5e-7, -5e-7, 180, -180, 90, -90, 60.17, 24.94,
            999_999_999.999_999, 1e9, 0.1, 0.7, 123.456_789, -0.000_001, .infinity, -.infinity, .nan,
        ]
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<20_000 {
            let unit = Double(generator.next() % 1_000_000_001) / 1_000_000_000
            values.append(unit * 360 - 180)
            values.append(Double(Int64(generator.next() % 360_000_001) - 180_000_000) / 1_000_000)
            values.append(unit * 0.02 - 0.01)
        }
        for value in values {
            #expect(URLState.rounded(value) == defined(value), "\(value)")
        }
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

    /// The encoder against the WHATWG form serializer's rule written out byte by byte (unreserved
    /// `A–Z a–z 0–9 - . _ *` kept, a space as `+` in forms and `%20` in paths, every other byte
    /// `%XX` in upper case), on random text of runs of plain bytes between ones that need escaping.
    @Test func encodingMatchesTheSerializerByteByByte() {
        func defined(_ text: String, space: String) -> String {
            var output = ""
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                    UInt8(ascii: "*"):
                    output.unicodeScalars.append(Unicode.Scalar(byte))
                case UInt8(ascii: " "): output += space
                default:
                    output +=
                        "%" + String(byte >> 4, radix: 16, uppercase: true)
                        + String(byte & 15, radix: 16, uppercase: true)
                }
            }
            return output
        }
        let pieces = [
            "a", "Z", "9", "-", ".", "_", "*", " ", "+", "%", "&", "=", "/", "ä", "€", "👩‍👩‍👧", "\u{0}", "~", "\"",
        ]
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<2_000 {
            let text = (0..<Int(generator.next() % 16)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            .joined()
            #expect(
                FormEncoding.encode([.init(text, text)]) == defined(text, space: "+") + "=" + defined(text, space: "+"))
            #expect(FormEncoding.component(text) == defined(text, space: "+"))
            #expect(FormEncoding.pathSegment(text) == defined(text, space: "%20"))
        }
    }

    @Test func malformedPercentEscapesAndInvalidUTF8AreRejected() {
        #expect(FormEncoding.percentDecode("%", plusIsSpace: false) == nil)
        #expect(FormEncoding.percentDecode("%FF", plusIsSpace: false) == nil)
        #expect(FormEncoding.percentDecode("a%20b+c", plusIsSpace: false) == "a b+c")
    }
}
