import Foundation
import Geodesy
import PlaceSearch
import Testing

@testable import Geography

/// A small region built from records, searched as people type.
@Suite struct GeographyTests {
    static func point(_ latitude: Double, _ longitude: Double) -> Coordinate {
        Coordinate(uncheckedLatitude: latitude, longitude: longitude)
    }

    /// Streets of Copenhagen and Leipzig, and a town's addresses without `addr:city`.
    static let records: GeographyRecords = {
        var records = GeographyRecords()
        for number in 1...40 {
            records.addresses.append(
                .init(
                    street: "Istedgade", houseNumber: "\(number)", postcode: "1650", city: "København V", country: "DK",
                    coordinate: point(55.6690 + Double(number) * 0.0001, 12.5550)))
        }
        records.addresses.append(
            .init(
                street: "Istedgade", houseNumber: "12 B", postcode: "1650", city: "København V", country: "DK",
                coordinate: point(55.6702, 12.5560)))
        for number in 1...20 {
            records.addresses.append(
                .init(
                    street: "Karl-Liebknecht-Straße", houseNumber: "\(number)", postcode: "04107", city: "Leipzig",
                    country: "DE", coordinate: point(51.3300 + Double(number) * 0.0001, 12.3750)))
            // No town on the house: it joins the street of its name nearby.
            records.addresses.append(
                .init(
                    street: "Marszałkowska", houseNumber: "\(number)", postcode: "00-590", city: "", country: "PL",
                    coordinate: point(52.2200 + Double(number) * 0.0001, 21.0120)))
        }
        records.places.append(.init(name: "Leipzig", kind: .city, coordinate: point(51.3397, 12.3731)))
        records.places.append(.init(name: "Warszawa", kind: .city, coordinate: point(52.2297, 21.0122)))
        records.streets.append(.init(name: "Vesterbrogade", coordinate: point(55.6730, 12.5600)))
        return records
    }()

    static func region() throws -> Geography {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("geography-\(UUID()).geography").path
        try GeographyBuilder(defaultCountry: "DK").write(records, to: path)
        return try Geography(path: path)
    }

    @Test func fullAddressInTheCountrysOrderFindsTheHouse() throws {
        let region = try Self.region()
        let first = try #require(region.search("Istedgade 37, 1650 København V").first)
        #expect(first.kind == .house)
        #expect(first.label == "Istedgade 37, 1650 København V")
        #expect(first.coordinate.distance(to: Self.point(55.6727, 12.5550)) < 1)
        // Any order, folded, abbreviated, one letter wrong.
        for text in [
            "1650 københavn v istedgade 37", "ISTEDGADE 37", "Istedgde 37", "Istedgade 37 Koebenhavn",
        ] {
            #expect(region.search(text).first?.label == "Istedgade 37, 1650 København V", "\(text)")
        }
        #expect(region.search("Karl-Liebknecht-Str. 10").first?.label == "Karl-Liebknecht-Straße 10, 04107 Leipzig")
        #expect(region.search("karl liebknecht strasse 10 leipzig").first?.kind == .house)
        #expect(
            region.search("ul. Marszałkowska 10, 00-590 Warszawa").first?.label == "Marszałkowska 10, 00-590 Warszawa")
        #expect(region.search("Marszalkowska 10").first?.kind == .house)
    }

    @Test func houseLettersAreFoundWrittenEitherWay() throws {
        let region = try Self.region()
        #expect(region.search("Istedgade 12 B").first?.address.houseNumber == "12 B")
        #expect(region.search("Istedgade 12b").first?.address.houseNumber == "12 B")
    }

    @Test func postcodeAloneIsItsArea() throws {
        let region = try Self.region()
        for text in ["1650", "00-590", "00590", "00 590"] {
            let first = try #require(region.search(text).first, "\(text)")
            #expect(first.kind == .postcode, "\(text)")
        }
        #expect(region.search("1650").first?.label == "1650 København V")
        let warsaw = try #require(region.search("00590").first)
        // The postcode's centre is one of its houses.
        #expect(warsaw.coordinate.latitude > 52.2200 && warsaw.coordinate.latitude < 52.2221)
    }

    @Test func townAndStreetAlone() throws {
        let region = try Self.region()
        #expect(region.search("Leipzig").first?.kind == .place)
        #expect(region.search("Vesterbrogade").first?.kind == .street)
        #expect(region.search("Isted").first?.label == "Istedgade, 1650 København V")
    }

    @Test func resolveFallsBackAndSaysSo() throws {
        let region = try Self.region()
        let house = try #require(region.resolve("Istedgade 37, 1650 København V"))
        #expect(house.fallback == nil && house.match.kind == .house)
        let street = try #require(region.resolve("Istedgade 999, 1650 København V"))
        #expect(street.fallback == .houseNumberNotFound && street.match.kind == .street)
        let postcode = try #require(region.resolve("Nowhere Lane 5, 1650 København V"))
        #expect(postcode.fallback == .streetNotFound && postcode.match.kind == .postcode)
        #expect(region.resolve("Qwxzv Plbbt") == nil)
        // One word a letter from a street's, the others nowhere: another city's address, not found.
        var london = GeographyRecords()
        london.addresses.append(
            .init(
                street: "Carter Lane", houseNumber: "1", city: "London", country: "GB",
                coordinate: Self.point(51.51, -0.1)))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carter-\(UUID()).geography").path
        try GeographyBuilder().write(london, to: path)
        let carter = try Geography(path: path)
        #expect(carter.resolve("Carrer de Mallorca 401") == nil)
        #expect(carter.resolve("Carter Lane 1")?.match.kind == .house)
        #expect(carter.resolve("Cartr Lane 1")?.match.kind == .house)
    }

    @Test func nearestAddressNamesWhereALocationIs() throws {
        let region = try Self.region()
        let near = try #require(region.nearestAddress(to: Self.point(55.67109, 12.5551), within: 150))
        #expect(near.label == "Istedgade 21, 1650 København V")
        #expect(region.nearestAddress(to: Self.point(60, 25), within: 150) == nil)
    }

    @Test func aDamagedFileIsRefusedWithAReason() throws {
        let good = try Self.region()
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: good.path)))
        let folder = FileManager.default.temporaryDirectory
        // Cut short, its first bytes changed, and a reference pointed outside the file.
        let cut = folder.appendingPathComponent("cut-\(UUID()).geography")
        try Data(bytes.prefix(bytes.count / 2)).write(to: cut)
        #expect(throws: GeographyError.self) { try Geography(path: cut.path) }
        let other = folder.appendingPathComponent("other-\(UUID()).geography")
        try Data("{\"type\":\"FeatureCollection\"}".utf8).write(to: other)
        let error = try #require(throws: GeographyError.self) { try Geography(path: other.path) }
        #expect(error.description.contains("not a PlacePicker geography file"))
        // Every byte of the records section set to 0xFF: references outside the file.
        for index in bytes.indices.dropFirst(bytes.count / 3).prefix(64) { bytes[index] = 0xFF }
        let damaged = folder.appendingPathComponent("damaged-\(UUID()).geography")
        try Data(bytes).write(to: damaged)
        #expect(throws: GeographyError.self) { try Geography(path: damaged.path) }
    }

    @Test func foldingIsOneForNamesAndTypedWords() {
        #expect(GeographyText.words(of: "Karl-Liebknecht-Straße") == ["karl", "liebknecht", "str"])
        #expect(GeographyText.words(of: "Hauptstraße") == ["hauptstr"])
        #expect(GeographyText.words(of: "ul. Marszałkowska") == ["ul", "marszalkowska"])
        #expect(GeographyText.words(of: "København") == ["kobenhavn"])
        #expect(GeographyText.postcodeKey("SW1A 2AA") == "sw1a2aa")
        #expect(GeographyText.houseNumberKey("12 B") == "12b")
        #expect(GeographyText.houseNumberKey("5-11") == "5-11")
        #expect(GeographyText.digraphVariant("koebenhavn") == "kobenhavn")
    }

    @Test func openAddressesCSV() throws {
        let csv = """
            LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID,HASH
            12.5550,55.6727,37,Istedgade,,København V,,,1650,,
            12.5550,,38,Istedgade,,København V,,,1650,,
            "12.5551",55.6728,"39","Istedgade, Vesterbro",,København V,,,1650,,
            """
        let records = try #require(AddressCSV.read(Data(csv.utf8)))
        #expect(records.addresses.count == 2)
        #expect(records.addresses[1].street == "Istedgade, Vesterbro")
        #expect(records.skipped.values.reduce(0, +) == 1)
        #expect(AddressCSV.read(Data("name,lat,lon\nx,1,2\n".utf8)) == nil)
    }

    @Test func oplLinesAsOsmiumWritesThem() {
        var reader = OPLReader()
        reader.read(line: "n1 Taddr:housenumber=5,addr:street=Karl-Liebknecht-Stra%df%e x12.375 y51.33")
        reader.read(line: "n2 Tplace=city,name=Leipzig x12.3731 y51.3397")
        reader.read(
            line: "w10 Thighway=residential,name=Hauptstra%df%e Nn1x12.0y51.0,n2x12.001y51.001,n3x12.002y51.002")
        // A way cut at the extract's edge: a node without a location.
        reader.read(line: "w11 Tbuilding=yes,addr:housenumber=7,addr:street=X Nn4x12.0y51.0,n5x y")
        reader.read(line: "r20 Tbuilding=yes,addr:housenumber=9,addr:street=Y Mw99@outer")
        #expect(reader.records.addresses.map(\.street) == ["Karl-Liebknecht-Straße"])
        #expect(reader.records.places.map(\.name) == ["Leipzig"])
        #expect(reader.records.streets.map(\.name) == ["Hauptstraße"])
        #expect(reader.records.skipped["ways naming nodes not in the file"] == 1)
        #expect(reader.records.skipped["relations naming ways not in the file"] == 1)
    }

    @Test func theBasemapsTilesTravelInTheSameFile() throws {
        var records = Self.records
        var tiles = GeographyTiles(metadata: ["attribution": "© OpenStreetMap contributors", "maxzoom": "14"])
        tiles.add(zoom: 14, x: 8_762, y: 5_128, bytes: [0x1F, 0x8B, 1, 2, 3])
        tiles.add(zoom: 13, x: 4_381, y: 2_564, bytes: Array(repeating: 7, count: 300))
        records.tiles = tiles
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tiles-\(UUID()).geography").path
        try GeographyBuilder().write(records, to: path)
        let region = try Geography(path: path)
        #expect(region.tileCount == 2)
        #expect(region.storedTile(zoom: 14, x: 8_762, y: 5_128) == [0x1F, 0x8B, 1, 2, 3])
        #expect(region.storedTile(zoom: 13, x: 4_381, y: 2_564)?.count == 300)
        #expect(region.storedTile(zoom: 14, x: 8_762, y: 5_129) == nil)
        #expect(region.metadata.tiles?["attribution"] == "© OpenStreetMap contributors")
        // A region without tiles has none, and still opens.
        #expect(try Self.region().tileCount == 0)
    }

    @Test func waysAreCutBackToTheNodesTheExtractHolds() {
        #expect(
            TilemakerTiles.trim("w1 Thighway=residential Nn1x1.0y2.0,n2x1.1y2.1")
                == .kept("w1 Thighway=residential Nn1x1.0y2.0,n2x1.1y2.1"))
        // The longest run of located nodes is kept; a way with fewer than two is dropped.
        #expect(
            TilemakerTiles.trim("w2 T Nn1xy,n2x1.0y2.0,n3x1.1y2.1,n4x1.2y2.2,n5xy,n6x3.0y4.0")
                == .trimmed("w2 T Nn2x1.0y2.0,n3x1.1y2.1,n4x1.2y2.2"))
        #expect(TilemakerTiles.trim("w3 T Nn1xy,n2x1.0y2.0,n3xy") == .dropped)
    }

    @Test func equallyGoodMatchesNearTheFocusComeFirst() throws {
        var records = GeographyRecords()
        for (town, latitude) in [("Leipzig", 51.34), ("Hamburg", 53.55), ("München", 48.14)] {
            records.places.append(.init(name: town, kind: .city, coordinate: Self.point(latitude, 10)))
            records.addresses.append(
                .init(
                    street: "Hauptstraße", houseNumber: "5", city: town, country: "DE",
                    coordinate: Self.point(latitude, 10.001)))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("focus-\(UUID()).geography").path
        try GeographyBuilder().write(records, to: path)
        let region = try Geography(path: path)
        for (town, latitude) in [("Leipzig", 51.34), ("Hamburg", 53.55), ("München", 48.14)] {
            let focused = region.near(Self.point(latitude + 0.1, 10.1))
            #expect(focused.search("Hauptstraße 5", limit: 3).map(\.address.city).first == town)
            #expect(focused.resolve("Hauptstr. 5")?.match.address.city == town)
        }
        // A town typed wins over the focus.
        #expect(
            region.near(Self.point(51.4, 10)).search("Hauptstraße 5 Hamburg", limit: 1).first?.address.city == "Hamburg"
        )
    }

    @Test func aPostcodeTypedWithItsTownIsThePostcode() throws {
        let region = try Self.region()
        let first = try #require(region.search("1650 København V").first)
        #expect(first.kind == .postcode && first.label == "1650 København V")
        let postcode = try #require(region.resolve("1650 København V"))
        #expect(postcode.match.kind == .postcode && postcode.fallback == nil)
        // A street and its postcode, no house number: the street, and nothing said missing.
        let street = try #require(region.resolve("Istedgade, 1650 København V"))
        #expect(street.match.kind == .street && street.fallback == nil)
    }

    @Test func aTwoPartPostcodeIsNotJoinedToTheHouseNumber() throws {
        var records = GeographyRecords()
        for (postcode, number) in [("123 45", "5"), ("345 67", "12")] {
            records.addresses.append(
                .init(
                    street: "Storgatan", houseNumber: number, postcode: postcode, city: "Ort", country: "SE",
                    coordinate: Self.point(59.3, 18.0 + Double(number)! * 0.001)))
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("se-\(UUID()).geography").path
        try GeographyBuilder().write(records, to: path)
        let first = try #require(try Geography(path: path).search("Storgatan 12, 345 67 Ort").first)
        #expect(first.label == "Storgatan 12, 345 67 Ort")
    }

    @Test func aHostileQueryIsCutShort() throws {
        let region = try Self.region()
        let started = Date()
        #expect(region.search(String(repeating: "q", count: 8_000)).isEmpty)
        #expect(region.search(Array(repeating: "Istedgade", count: 2_000).joined(separator: " ")).count <= 10)
        #expect(Date().timeIntervalSince(started) < 30)  // a bound against hanging, not a timing
    }

    @Test func oddOPLIsSkippedNotFatal() {
        var reader = OPLReader()
        reader.read(line: "w1 Thighway=residential,name=X Nn1y2x3,n2x1y1")
        reader.read(line: "n2 Taddr:housenumber=1,addr:street=Y xnan y1")
        reader.read(line: "n3 Taddr:housenumber=9223372036854775807,addr:street=Y x1 y1")
        reader.read(line: "n4 Taddr:housenumber=1,addr:street=Y x1.001 y1")
        reader.read(line: "w5 Taddr:interpolation=9223372036854775807 Nn3x1y1,n4x1.001y1")
        #expect(reader.records.streets.isEmpty)
        #expect(reader.records.addresses.count == 2)
    }
}
