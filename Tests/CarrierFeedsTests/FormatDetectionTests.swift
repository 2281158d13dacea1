import CarrierFeeds
import Foundation
import PlaceReaders
import Testing

/// Every recorded feed is recognised from its content alone, and the open formats still are.
@Suite struct FormatDetectionTests {
    @Test(arguments: [
        ("inpost/points-page.json", "inpost"), ("inpost/point-AUG300.json", "inpost"),
        ("inpost/points-page-empty.json", "inpost"), ("dhl/find-by-address.json", "dhl"),
        ("dhl/doc-example-find-by-address.json", "dhl"), ("omniva/locations.json", "omniva"),
        ("omniva/locations-2019-06.json", "omniva"), ("packeta/branches.json", "packeta"),
        ("packeta/branches.xml", "packeta"), ("sendcloud/webador-search-service-points.json", "sendcloud"),
        ("sendcloud/doc-example-retrieve-service-point.json", "sendcloud"),
        ("postnord/epinova-v1-servicepoints-NO.json", "postnord"), ("gls/answear-deliverypoints-SI.json", "gls"),
        ("gls/answear-psmap-getlist-SI.json", "gls"), ("posti/andersinno-location-v2-turku.json", "posti"),
        ("posti/itella-woocommerce-locationsFI-sample.json", "posti"),
    ])
    func recordedFeedIsRecognised(_ file: String, _ carrier: String) throws {
        let bytes = try FeedFixtures.data(file)
        #expect(try DataFormat.detect(bytes, pathExtension: "json").get().description == carrier)
        // Standard input has no extension.
        #expect(try DataFormat.detect(bytes, pathExtension: nil).get().description == carrier)
    }

    @Test func openFormatsStillRecognised() throws {
        func detect(_ text: String, _ ext: String?) throws -> String {
            try DataFormat.detect(Array(text.utf8), pathExtension: ext).get().description
        }
        #expect(try detect(#"{"type": "FeatureCollection", "features": []}"#, "json") == "geojson")
        #expect(try detect(#"{"version": 0.6, "elements": []}"#, "json") == "overpass")
        #expect(try detect("<?xml version=\"1.0\"?><osm version=\"0.6\"></osm>", "osm") == "osm")
        #expect(try detect("id,name,lat,lon\n", "csv") == "csv")
        // A GeoJSON feature whose properties happen to use a carrier's word is still GeoJSON when
        // that word is not one only the carrier uses.
        #expect(
            try detect(#"{"type": "Feature", "properties": {"openingHours": "x"}, "geometry": null}"#, nil) == "geojson"
        )
    }

    @Test func unknownJSONNamesEveryFormatTried() {
        let result = DataFormat.detect(Array(#"{"shops": [{"title": "A"}]}"#.utf8), pathExtension: "json")
        guard case .failure(let error) = result else {
            Issue.record("a JSON text of no known shape was taken for \(result)")
            return
        }
        for name in DataFormat.names { #expect(error.message.contains(name)) }
    }

    @Test func fromNamesRoundTrip() {
        for format in DataFormat.allCases { #expect(DataFormat(name: format.description.uppercased()) == format) }
        #expect(DataFormat(name: "ups") == nil)
    }
}
