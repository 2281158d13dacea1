import Testing

@testable import Geodesy

/// `LAT,LON` as URLs and the command line write it: one reader, one set of messages.
@Suite("Coordinate(parsing:)")
struct CoordinateParsingTests {
    @Test(arguments: [
        ("60.1699,24.9384", 60.1699, 24.9384),
        (" -33.86 , 151.2 ", -33.86, 151.2),
        ("90,-180", 90, -180),
        // Any of Foundation's `.whitespaces` around a number, not only ASCII spaces.
        ("\u{00A0}60.5\t,\u{3000}24.25\u{2009}", 60.5, 24.25),
        ("60.5 ,\t24.25", 60.5, 24.25),
    ])
    func coordinates(_ text: String, _ latitude: Double, _ longitude: Double) throws {
        let coordinate = try Coordinate(parsing: text)
        #expect(coordinate.latitude == latitude)
        #expect(coordinate.longitude == longitude)
    }

    @Test(arguments: [
        ("60.17", "'60.17' has no comma; write LAT,LON (latitude first, decimal degrees), such as 60.1699,24.9384"),
        ("1,2,3", "'1,2,3' has 2 commas"),
        ("abc,24.9", "the latitude 'abc' in 'abc,24.9' is not a number"),
        ("60.1,", "the longitude is missing in '60.1,'"),
        ("\u{3000}\t,24", "the latitude is missing in"),
        ("60.1,1e", "the longitude '1e' in '60.1,1e' is not a number"),
        ("95,24", "the latitude 95 in '95,24' is outside -90…90"),
        ("60,181", "the longitude 181 in '60,181' is outside -180…180"),
    ])
    func badCoordinates(_ text: String, _ message: String) {
        #expect {
            try Coordinate(parsing: text)
        } throws: { error in
            (error as? CoordinateSyntaxError)?.message.hasPrefix(message) ?? false
        }
    }
}
