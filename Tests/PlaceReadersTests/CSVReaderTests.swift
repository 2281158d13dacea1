import Foundation
import Geodesy
import Testing

@testable import PlaceReaders
@testable import Places

@Suite struct CSVReaderTests {
    private func read(_ text: String, options: ImportOptions = ImportOptions(sourceName: "places.csv")) -> ImportResult
    {
        PlaceReader.read(text, format: .csv, options: options)
    }

    @Test func readsTheSampleWithQuoting() throws {
        let result = read(Fixtures.csv)
        #expect(!result.report.hasErrors, "\(result.report)")
        #expect(result.places.map(\.id) == ["p1", "p2"])
        let post = result.places[0]
        #expect(post.address.singleLine == "Urho Kekkosen katu 1, 00100 Helsinki")
        #expect(post.categories == ["post_office"])
        #expect(post.timeZone == "Europe/Helsinki")
        #expect(post.properties == ["note": .string("Entrance from the mall, 2nd floor")])
        let locker = result.places[1]
        #expect(locker.name == "Locker \"Kamppi\"")
        #expect(locker.wheelchair == .no)
        #expect(locker.properties["note"] == .string("line one\nline two"))
        #expect(locker.coordinate == (try Coordinate(latitude: 60.1690, longitude: 24.9320)))
    }

    @Test(arguments: [
        ("id,name,lat,lon\r\na,\"x,y\",1,2\r\n", "x,y"),
        ("\u{FEFF}id,name,lat,lon\na,\"\"\"q\"\"\",1,2", "\"q\""),
        ("id,name,lat,lon\na,\"two\r\nlines\",1,2\n", "two\r\nlines"),
        ("ID, Name ,Latitude,Longitude\n\na,plain,1,2\n\n", "plain"),
        ("id,name,lat,lon\na,\"\",1,2\nb,ok,1,2", "ok"),
    ])
    func quoting(_ text: String, _ name: String) {
        let result = read(text)
        #expect(result.places.map(\.name) == [name])
    }

    @Test func semicolonDelimiterAndCustomColumns() {
        var columns = CSVColumns()
        columns.name = ["Nimi"]
        let text = "id;Nimi;lat;lon\n1;Posti;60,5;24\n2;Kirjasto;60.5;24"
        let result = read(text, options: ImportOptions(csvColumns: columns, csvDelimiter: ";"))
        #expect(result.places.map(\.name) == ["Kirjasto"])
        #expect(result.report.errors.first?.location.line == 2)
        #expect(result.report.errors.first?.location.column == 9)
        #expect(result.report.errors.first?.location.field == "lat")
        #expect(result.report.errors.first?.message.contains("60,5") == true)
    }

    @Test func addressPointFile() throws {
        let text =
            "street,housenumber,postcode,city,lat,lon\nMannerheimintie,5,00100,Helsinki,60.17,24.94\nAleksanterinkatu,52,00100,Helsinki,60.169,24.947\n"
        let result = read(text)
        #expect(result.places.isEmpty)
        #expect(result.addressPoints.map(\.address.streetLine) == ["Mannerheimintie 5", "Aleksanterinkatu 52"])
        #expect(result.report.diagnostics.isEmpty)
    }

    /// Broken rows: the text, then the expected line, column, field and a fragment of the message.
    @Test(
        arguments: [
            ("id,name,lat,lon\na,A,1,2\nb,B,91,2\n", 3, 5, "lat", "91"),
            ("id,name,lat,lon\na,A,1,2\nb,B,,2\n", 3, 5, "lat", "empty"),
            ("id,name,lat,lon\na,A,1,2\nb,B,1,east\n", 3, 7, "lon", "east"),
            ("id,name,lat,lon\na,A,1,2\n,B,1,2\n", 3, 1, "id", "no id"),
            ("id,name,lat,lon\na,A,1,2\nb,,1,2\n", 3, 1, "name", "no name"),
            ("id,name,lat,lon\na,A,1,2\na,B,1,2\n", 3, 1, "id", "row #0"),
            ("id,name,lat,lon\na,A,1,2\nb,\"B,1,2\n", 3, 3, nil, "never closed"),
        ] as [(String, Int, Int, String?, String)])
    func brokenRowsAreReportedWithPosition(
        _ text: String, _ line: Int, _ column: Int, _ field: String?, _ fragment: String
    ) throws {
        let result = read(text)
        #expect(result.places.map(\.id) == ["a"])
        let error = try #require(result.report.errors.first)
        #expect(result.report.errors.count == 1, "\(result.report)")
        #expect(error.location.line == line)
        #expect(error.location.column == column)
        #expect(error.location.field == field)
        #expect(error.location.recordKind == .row)
        #expect(error.location.index == 1)
        #expect(error.message.contains(fragment), "\(error.message)")
    }

    @Test(arguments: [
        ("", "empty"), ("name,lat\nA,1", "longitude"), ("id,lat,lon\n1,1,1", "name"), ("name,lat,lon\nA,1,1", "id"),
    ])
    func badHeaderIsOneError(_ text: String, _ fragment: String) throws {
        let result = read(text)
        let error = try #require(result.report.errors.first)
        #expect(result.report.diagnostics.count == 1)
        #expect(error.location.line == 1)
        #expect(error.message.contains(fragment), "\(error.message)")
    }

    @Test func warningsPointAtTheCell() throws {
        let text = "id,name,lat,lon,wheelchair\na,A,1,2,perhaps\nb,B,1,2,yes,extra\n"
        let result = read(text)
        #expect(result.places.count == 2)
        let warnings = result.report.warnings
        #expect(warnings.count == 2)
        #expect(warnings[0].location.line == 2)
        #expect(warnings[0].location.column == 9)
        #expect(warnings[0].location.field == "wheelchair")
        #expect(warnings[1].location.line == 3)
        #expect(warnings[1].message.contains("6 fields"))
    }

    @Test func strayQuotesAreWarnings() {
        let result = read("id,name,lat,lon\na,5\" screen,1,2\nb,\"x\"y,1,2\n")
        #expect(result.places.map(\.name) == ["5\" screen", "xy"])
        #expect(result.report.warnings.map(\.location.line) == [2, 3])
        #expect(result.report.warnings.map(\.location.column) == [4, 6])
    }
}
