/// A file format that ``PlaceReader`` reads.
public enum PlaceFormat: String, Sendable, Hashable, CaseIterable {
    /// GeoJSON (RFC 7946): a `FeatureCollection` or a single `Feature`.
    case geojson
    /// Comma-separated values (RFC 4180) with a header row; see ``CSVColumns``.
    case csv
    /// Overpass API JSON output (`{"elements": [...]}`).
    case overpass
    /// OpenStreetMap XML (`<osm><node …>…</osm>`), as from the OSM API or Overpass `out:xml`.
    case osm

    /// Guesses the format from a file extension: `geojson`/`json` → GeoJSON, `csv` → CSV,
    /// `osm`/`xml` → OSM XML. Case does not matter.
    ///
    /// A `.json` file may also be Overpass JSON; ``PlaceFormat/init(pathExtension:contents:)`` looks
    /// inside to tell them apart.
    ///
    /// - Parameter pathExtension: The extension, with or without a leading dot.
    public init?(pathExtension: String) {
        var ext = pathExtension.lowercased()
        if ext.hasPrefix(".") { ext.removeFirst() }
        switch ext {
        case "geojson", "json": self = .geojson
        case "csv": self = .csv
        case "osm", "xml": self = .osm
        default: return nil
        }
    }

    /// Guesses the format from a file extension and, for JSON, from the first bytes: a JSON text
    /// with an `"elements"` member near its start is Overpass JSON.
    ///
    /// - Parameters:
    ///   - pathExtension: The extension, with or without a leading dot.
    ///   - contents: The file's bytes.
    public init?(pathExtension: String, contents: some Collection<UInt8>) {
        guard let guess = PlaceFormat(pathExtension: pathExtension) else { return nil }
        if guess == .geojson {
            let head = String(decoding: contents.prefix(4096), as: UTF8.self)
            if head.contains("\"elements\""), !head.contains("\"FeatureCollection\"") {
                self = .overpass
                return
            }
        }
        self = guess
    }
}
