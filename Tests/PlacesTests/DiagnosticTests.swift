import Testing

@testable import Places

/// Disambiguates from `Testing.SourceLocation`.
typealias Location = Places.SourceLocation

@Suite struct DiagnosticTests {
    @Test(arguments: [
        (Location(source: "places.geojson", line: 12, column: 5), "places.geojson:12:5: error: bad"),
        (
            Location(recordKind: .feature, index: 3, placeID: "node/42", field: "geometry"),
            "feature #3 (node/42), field \"geometry\": error: bad"
        ),
        (
            Location(source: "a.csv", line: 4, column: 9, recordKind: .row, index: 2, field: "lat"),
            "a.csv:4:9: row #2, field \"lat\": error: bad"
        ),
        (Location(), "error: bad"),
        (Location(placeID: "x"), "place x: error: bad"),
    ])
    func descriptionNamesTheLocation(_ location: Location, _ expected: String) {
        #expect(Diagnostic(.error, "bad", at: location).description == expected)
    }

    @Test func reportCountsAndLines() {
        let report = ValidationReport(
            diagnostics: [
                Diagnostic(.warning, "w", at: Location(line: 1)),
                Diagnostic(.error, "e", at: Location(line: 2, column: 3)),
            ],
            counts: .init(records: 3, places: 2, addressPoints: 0, skipped: 1))
        #expect(report.hasErrors)
        #expect(report.errors.count == 1)
        #expect(report.warnings.count == 1)
        let lines = report.description.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0] == "3 records: 2 places, 0 address points, 1 skipped; 1 errors, 1 warnings")
        #expect(lines[2] == "input:2:3: error: e")
        #expect(!ValidationReport().hasErrors)
    }
}
