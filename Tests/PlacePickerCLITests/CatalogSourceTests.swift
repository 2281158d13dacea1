import CommandSupport
import Foundation
import Testing

@testable import PlacePickerCLI

@Suite("Catalog source")
struct CatalogSourceTests {
    @Test func withoutDataTheEmbeddedSampleIsUsed() throws {
        let captured = CapturedIO()
        let catalog = try CatalogSource.load(nil, io: captured.io, commandName: "placepicker nearest")
        #expect(catalog.places.count == 37)
        #expect(catalog.attribution == "© OpenStreetMap contributors, ODbL 1.0")
        #expect(captured.standardError.isEmpty)
    }

    @Test func validRecordsAreUsedAndSkippedOnesCounted() throws {
        let directory = try temporaryDirectory()
        try writeFile(
            "mixed.csv",
            "id,name,lat,lon,amenity\na,Alpha,60.1,24.9,kiosk\nb,,60.2,24.9,kiosk\nc,Gamma,99,24.9,kiosk\n",
            in: directory)
        let captured = CapturedIO(directory: directory)
        let catalog = try CatalogSource.load("mixed.csv", io: captured.io, commandName: "placepicker nearest")
        #expect(catalog.places.map(\.id) == ["a"])
        #expect(
            captured.standardError
                == "placepicker nearest: warning: skipped 2 of 3 records in mixed.csv (2 errors); "
                + "run 'placepicker validate mixed.csv' for details.\n")
    }

    @Test func aFileWithNothingUsableIsADataError() throws {
        let directory = try temporaryDirectory()
        try writeFile("bad.geojson", "{\"type\": \"FeatureCollection\", \"features\": [1]}", in: directory)
        let captured = CapturedIO(directory: directory)
        #expect {
            try CatalogSource.load("bad.geojson", io: captured.io, commandName: "placepicker serve")
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.exitCode == 65
                && failure.message.hasPrefix("placepicker serve: no usable place in 'bad.geojson'.\n")
        }
        #expect {
            try CatalogSource.load("missing.geojson", io: captured.io, commandName: "placepicker serve")
        } throws: { error in
            (error as? CommandFailure)
                == CommandFailure(
                    "placepicker serve: cannot open 'missing.geojson': No such file or directory", exitCode: 66)
        }
    }
}
