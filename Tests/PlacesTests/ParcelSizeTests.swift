import Geodesy
import Testing

@testable import Places

/// A shopper's parcel against a place's largest parcel.
@Suite("Parcel sizes")
struct ParcelSizeTests {
    @Test(arguments: [
        ("4kg,40x30x20cm", "4kg,40x30x20cm"), ("40x30x20cm, 4kg", "4kg,40x30x20cm"), ("2,5kg", "2.5kg"),
        ("500g", "0.5kg"), ("20x40x30cm", "40x30x20cm"), ("400×300×200mm", "40x30x20cm"),
        ("1x0.5x0.2m", "100x50x20cm"), ("  3KG , 10X10X10CM ", "3kg,10x10x10cm"),
    ])
    func readsAndWritesOneForm(_ text: String, canonical: String) throws {
        let parcel = try ParcelSize(parsing: text)
        #expect(parcel.description == canonical)
        #expect(try ParcelSize(parsing: parcel.description) == parcel)
    }

    @Test(arguments: [
        ("", "empty"), ("heavy", "'heavy'"), ("4kg,5kg", "weight twice"), ("40x30cm", "'40x30cm'"),
        ("0kg", "'0kg'"), ("-1kg", "'-1kg'"), ("40x30x20cm,10x10x10cm", "sides twice"), ("nankg", "'nankg'"),
        ("infkg", "'infkg'"),
    ])
    func refusesWithTheReason(_ text: String, words: String) {
        #expect {
            _ = try ParcelSize(parsing: text)
        } throws: { error in
            let message = (error as? ParcelSize.ParseError)?.message ?? ""
            return message.contains(words) && message.contains("4kg,40x30x20cm")
        }
    }

    static let locker: JSONValue = .object([
        "weight_kg": .number(25), "length_cm": .number(64), "width_cm": .number(38), "height_cm": .number(41),
    ])

    @Test func fitsTurningTheParcel() throws {
        #expect(try ParcelSize(parsing: "25kg,64x41x38cm").fits(Self.locker))
        #expect(try ParcelSize(parsing: "38x64x41cm").fits(Self.locker))  // turned
        #expect(try !ParcelSize(parsing: "25.1kg").fits(Self.locker))
        #expect(try !ParcelSize(parsing: "65x10x10cm").fits(Self.locker))
        #expect(try !ParcelSize(parsing: "40x40x40cm").fits(Self.locker))  // two sides over 38
        #expect(try ParcelSize(parsing: "99kg,99x99x99cm").fits(nil))
        #expect(try ParcelSize(parsing: "99kg").fits(.object(["length_cm": .number(10)])))
        #expect(try !ParcelSize(parsing: "11x1x1cm").fits(.object(["length_cm": .number(10)])))
    }

    /// The rule against a brute force over the six ways to turn a box, on random boxes.
    @Test func agreesWithEveryTurn() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let parcel = (0..<3).map { _ in Double(Int.random(in: 1...60, using: &random)) }
            let limit = (0..<3).map { _ in Double(Int.random(in: 1...60, using: &random)) }
            let turns = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]
            let anyTurnFits = turns.contains { turn in (0..<3).allSatisfy { parcel[turn[$0]] <= limit[$0] } }
            let limits: JSONValue = .object([
                "length_cm": .number(limit[0]), "width_cm": .number(limit[1]), "height_cm": .number(limit[2]),
            ])
            #expect(ParcelSize(centimetres: parcel).fits(limits) == anyTurnFits, "\(parcel) in \(limit)")
        }
    }

    @Test func tooSmallIsWhyAPlaceCannotBeChosen() throws {
        let place = Place(
            id: "l", name: "Locker", coordinate: Coordinate(uncheckedLatitude: 60, longitude: 25),
            properties: [Unavailability.maxParcelKey: Self.locker])
        let big = try ParcelSize(parsing: "30kg")
        #expect(Unavailability.mayApply(to: place))
        #expect(Unavailability.of(place, today: { "2026-12-04" }, parcel: big)?.reason == .tooSmall)
        #expect(Unavailability.of(place, today: { "2026-12-04" }, parcel: try ParcelSize(parsing: "3kg")) == nil)
        #expect(Unavailability.of(place, today: { "2026-12-04" }) == nil)
        var full = place
        full.properties["pickup:status"] = .string("full")
        #expect(Unavailability.of(full, today: { "2026-12-04" }, parcel: big)?.reason == .full, "the status first")
    }
}
