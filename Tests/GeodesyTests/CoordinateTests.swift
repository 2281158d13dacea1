import Foundation
import Testing

@testable import Geodesy

@Suite("Coordinate validation and normalization")
struct CoordinateTests {
    @Test(
        "longitudes are normalized into −180…180",
        arguments: [
            (0.0, 0.0), (180.0, 180.0), (-180.0, -180.0), (190.0, -170.0), (-190.0, 170.0),
            (360.0, 0.0), (540.0, 180.0), (-540.0, -180.0), (725.5, 5.5), (-359.0, 1.0),
        ])
    func normalizesLongitude(_ input: Double, _ expected: Double) throws {
        let coordinate = try Coordinate(latitude: 10, longitude: input)
        #expect(abs(coordinate.longitude - expected) < 1e-12)
        #expect(coordinate.latitude == 10)
    }

    @Test(
        "invalid values are rejected with the field and value",
        arguments: [
            (91.0, 0.0, CoordinateError.latitudeOutOfRange(91)),
            (-90.5, 0.0, CoordinateError.latitudeOutOfRange(-90.5)),
            (Double.infinity, 0.0, CoordinateError.notFinite(field: .latitude, value: .infinity)),
            (0.0, -Double.infinity, CoordinateError.notFinite(field: .longitude, value: -.infinity)),
        ])
    func rejectsInvalid(_ latitude: Double, _ longitude: Double, _ expected: CoordinateError) {
        #expect(throws: expected) { try Coordinate(latitude: latitude, longitude: longitude) }
    }

    @Test("NaN is rejected and the message names the field and shows an example")
    func rejectsNaN() {
        do {
            _ = try Coordinate(latitude: 0, longitude: .nan)
            Issue.record("NaN longitude was accepted")
        } catch {
            guard case .notFinite(.longitude, _) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(error.description.contains("longitude"))
            #expect(error.description.contains("60.1699"))
        }
    }

    @Test("the poles and the antimeridian are valid")
    func acceptsEdges() throws {
        #expect(try Coordinate(latitude: 90, longitude: 0).latitude == 90)
        #expect(try Coordinate(latitude: -90, longitude: 180).longitude == 180)
    }

    @Test("unchecked init clamps latitude and normalizes longitude")
    func uncheckedClamps() {
        let coordinate = Coordinate(uncheckedLatitude: 90.000_001, longitude: 181)
        #expect(coordinate.latitude == 90)
        #expect(coordinate.longitude == -179)
    }

    @Test("decoding validates like the throwing init")
    func decodingValidates() throws {
        let good = try JSONDecoder().decode(Coordinate.self, from: Data(#"{"latitude":1.5,"longitude":190}"#.utf8))
        #expect(good.latitude == 1.5 && good.longitude == -170)
        #expect(throws: CoordinateError.latitudeOutOfRange(95)) {
            try JSONDecoder().decode(Coordinate.self, from: Data(#"{"latitude":95,"longitude":0}"#.utf8))
        }
    }

    @Test("description has five decimals")
    func description() throws {
        #expect(try Coordinate(latitude: 60.171_004, longitude: 24.941_4).description == "60.171, 24.9414")
    }
}
