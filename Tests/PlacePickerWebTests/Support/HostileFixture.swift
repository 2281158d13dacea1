import Foundation
import Geodesy
import PickerFormatting
import PlacePicker
import PlaceQuery
import Places

@testable import PlacePickerWeb
@testable import PlaceReaders

/// A catalog whose every string tries to become markup or a script URL, read from GeoJSON text
/// like any data file, served at the same fixed instant as ``WebFixture``.
enum HostileFixture {
    struct Entry {
        var id: String
        var name: String
        var tags: [String: String]
        var latitude: Double
        var longitude: Double
    }

    static let places: [Entry] = [
        Entry(
            id: "script/1", name: "<script>alert(1)</script>",
            tags: [
                "amenity": "post_office", "addr:street": "\"><img src=x onerror=alert(1)>",
                "addr:housenumber": "' onmouseover='x", "addr:city": "</textarea>Helsinki",
                "opening_hours": "Mo-Su 08:00-20:00 \"</textarea><script>alert(2)</script>\"",
                "website": "javascript:alert(1)", "phone": "+358 \"><script>alert(1)</script>",
            ], latitude: 60.17140, longitude: 24.94150),
        Entry(
            id: "a/b?c#d%20e f", name: "\"><img src=x onerror=alert(1)>",
            tags: [
                "shop": "kiosk", "opening_hours": "Mo-Su 09:00-17:00 \"<b onmouseover='x'>ring</b>\"",
                "website": "https://example.com/?a=\"><script>alert(1)</script>",
            ], latitude: 60.17120, longitude: 24.94170),
        Entry(
            id: "ü ✓/東京#1?x=%", name: "' onmouseover='x",
            tags: ["shop": "<script>alert(5)</script>", "opening_hours": "24/7"],
            latitude: 60.17150, longitude: 24.94100),
        Entry(
            id: "x\"><svg onload=alert(1)>", name: "</textarea></title><script>alert(1)</script>",
            tags: ["amenity": "parcel_locker", "opening_hours": "<script>"],
            latitude: 60.17100, longitude: 24.94120),
        Entry(
            id: "a+b&c=d;e", name: "Plus & Co; sel=other&select=x",
            tags: ["shop": "kiosk", "opening_hours": "Mo-Su 06:00-22:00", "addr:street": "Rue & Co"],
            latitude: 60.17125, longitude: 24.94160),
        Entry(
            id: "javascript:alert(1)", name: "javascript:alert(1)",
            tags: ["shop": "convenience", "opening_hours": "Mo-Su 07:00-23:00"],
            latitude: 60.17160, longitude: 24.94200),
    ]

    /// An address point (no name, no category) whose street is hostile too.
    static let addressStreet = "<script>alert(x)</script>katu"

    static var geoJSON: String {
        var features: [[String: Any]] = places.map { entry in
            var properties: [String: Any] = entry.tags
            properties["name"] = entry.name
            return [
                "type": "Feature", "id": entry.id, "properties": properties,
                "geometry": ["type": "Point", "coordinates": [entry.longitude, entry.latitude]],
            ]
        }
        features.append([
            "type": "Feature", "id": "addr/1",
            "properties": [
                "addr:street": addressStreet, "addr:housenumber": "5\"><img src=x onerror=alert(1)>",
                "addr:postcode": "00100", "addr:city": "Helsinki",
            ],
            "geometry": ["type": "Point", "coordinates": [24.9405, 60.1705]],
        ])
        let collection: [String: Any] = ["type": "FeatureCollection", "features": features]
        let data = (try? JSONSerialization.data(withJSONObject: collection, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static let importResult = PlaceReader.read(geoJSON, format: .geojson)

    static let engine = PlaceEngine(
        catalog: Catalog(importing: importResult, defaultTimeZone: "Europe/Helsinki"), country: "FI",
        referenceDate: WebFixture.instant)

    static func app(returnURL: String? = "https://shop.example/return?x=\"><script>") -> WebApp {
        let configuration = PickerConfiguration(
            defaultOrigin: Origin(
                coordinate: Coordinate(uncheckedLatitude: 60.1713198, longitude: 24.9414566), source: .default,
                label: "<b>Station</b>"),
            attribution: "<script>alert('attribution')</script> contributors")
        let picker = PickerModel(
            engine: engine, configuration: configuration, locale: PickerLocale(identifier: "en-GB") ?? .fallback,
            clock: { WebFixture.instant })
        return WebApp(
            picker: picker,
            configuration: WebConfiguration(returnURL: returnURL, fixedInstant: WebFixture.instant))
    }
}
