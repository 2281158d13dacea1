import Testing

@testable import Geodesy

@Suite("Compass direction sectors")
struct CompassDirectionTests {
    @Test(
        "bearings fall in 45° sectors centred on the directions",
        arguments: [
            (0.0, CompassDirection.north), (22.499_999, .north), (22.5, .northEast), (45, .northEast),
            (67.499_999, .northEast), (67.5, .east), (90, .east), (112.5, .southEast), (157.5, .south),
            (180, .south), (202.5, .southWest), (247.5, .west), (270, .west), (292.5, .northWest),
            (337.499_999, .northWest), (337.5, .north), (359.999_999, .north), (360, .north),
            (-0.0, .north), (-22.5, .north), (-22.500_001, .northWest), (-90, .west), (720 + 135, .southEast),
            (Double.nan, .north), (Double.infinity, .north),
        ])
    func sector(_ bearing: Double, _ expected: CompassDirection) {
        #expect(CompassDirection(bearing: bearing) == expected)
    }

    @Test("English names are hyphenated and lower case")
    func names() {
        #expect(
            CompassDirection.allCases.map(\.englishName) == [
                "north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west",
            ])
    }
}
