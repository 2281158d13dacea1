import Foundation
import Geodesy
import RawMemory
import Testing

@testable import PlaceReaders
@testable import Places

/// The streaming reader of a `features` array (``JSONParser/parseFeature()``: members taken
/// apart as they are parsed, interned texts, the plain-Point fast path) against two references:
/// the tree reader, which the same code uses for a document that is one `Feature`, and
/// Foundation's `JSONSerialization` and the standard library's `Double(_:)` for values.
@Suite struct StreamingGeoJSONTests {
    private static let options = ImportOptions(sourceName: "s.geojson")

    private static func read(_ text: String) -> ImportResult {
        PlaceReader.read(text, format: .geojson, options: options)
    }

    /// A diagnostic without its line and column (which differ between the two paths only because
    /// the feature sits at another place in the text).
    private static func described(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let location = diagnostic.location
            return "\(diagnostic.severity) \(location.field ?? "-") \(location.placeID ?? "-") \(diagnostic.message)"
        }
        .sorted()
    }

    /// Features good and bad, each of which the tree reader reads on its own.
    static let features: [String] = [
        #"{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[24.9414,60.171]},"properties":{"name":"A","amenity":"post_office","opening_hours":"Mo-Fr 08:00-20:00","addr:city":"Helsinki","addr:street":"Urho Kekkosen katu","addr:housenumber":"1","wheelchair":"yes","operator":"Posti","level":0}}"#,
        // Member order, whitespace, an elevation, a foreign member, an escaped key and value.
        """
        { "properties" : { "na\\u006de" : "K\\u00e4ytt\\u00e4j\\u00e4", "shop" : "kiosk;convenience ; kiosk" },
          "geometry" : { "coordinates" : [ -0.5 , 51.25 , 12 ] , "type" : "Point" },
          "extra" : {"a": [1, 2]}, "type" : "Feature", "id" : 42 }
        """,
        // Repeated members: the last value is used and each repeat is a warning.
        #"{"type":"Feature","id":"r","id":"r2","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"X","name":"Y","foo":1,"foo":2,"amenity":"bank"}}"#,
        // Values the interpreter repairs or warns about.
        #"{"type":"Feature","id":"w","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":" Spaced ","wheelchair":"Designated","timezone":"Mars/Olympus","phone":5551234,"contact:phone":"+358 1","website":["a"],"opening_hours":"  ","tz":"Europe/Helsinki"}}"#,
        // Geometries the fast path leaves to GeoJSONGeometry.
        #"{"type":"Feature","id":"g1","geometry":{"type":"Point","coordinates":[200,60]},"properties":{"name":"Wrapped"}}"#,
        #"{"type":"Feature","id":"g2","geometry":{"type":"Point","coordinates":[24,95]},"properties":{"name":"Too far north"}}"#,
        #"{"type":"Feature","id":"g3","geometry":{"type":"Point","coordinates":[24]},"properties":{"name":"Short"}}"#,
        #"{"type":"Feature","id":"g4","geometry":{"type":"Point","coordinates":[24,60,1,2]},"properties":{"name":"Four numbers"}}"#,
        #"{"type":"Feature","id":"g5","geometry":{"type":"Point","coordinates":["24","60"]},"properties":{"name":"Texts"}}"#,
        #"{"type":"Feature","id":"g6","geometry":{"type":"Point","coordinates":[24,60],"bbox":[0,0,1,1]},"properties":{"name":"Bbox"}}"#,
        #"{"type":"Feature","id":"g7","geometry":{"type":"Point","type":"Point","coordinates":[24,60]},"properties":{"name":"Twice"}}"#,
        #"{"type":"Feature","id":"g8","geometry":{"type":"LineString","coordinates":[[24,60],[25,61]]},"properties":{"name":"Line"}}"#,
        #"{"type":"Feature","id":"g9","geometry":null,"properties":{"name":"None"}}"#,
        #"{"type":"Feature","id":"g10","geometry":{"type":"Point","coordinates":[1e400,60]},"properties":{"name":"Huge"}}"#,
        #"{"type":"Feature","id":"g11","geometry":{"type":"Point","coordinates":[-0,-0.0]},"properties":{"name":"Zero"}}"#,
        // Properties that are not an object, ids that are not text, missing names and ids.
        #"{"type":"Feature","id":true,"geometry":{"type":"Point","coordinates":[1,2]},"properties":[1]}"#,
        #"{"type":"Feature","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"@id":"node/7","name":"From @id"}}"#,
        #"{"type":"Feature","id":"","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"id":12.5,"name":"From id"}}"#,
        #"{"type":"Feature","id":"n","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"addr:street":"Only an address","addr:housenumber":"3"}}"#,
        #"{"type":"Feature","id":"p","geometry":{"type":"Point","coordinates":[1,2]},"properties":null}"#,
        #"{"type":"Feature","id":"u","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"Ü","addr:city":"\\u00c5bo","note":{"nested":{"name":"inner"}}}}"#,
    ]

    @Test(arguments: features)
    func aStreamedFeatureReadsAsTheTreeReadsIt(_ feature: String) {
        let streamed = Self.read(#"{"type":"FeatureCollection","features":[\#(feature)]}"#)
        let tree = Self.read(feature)
        #expect(streamed.places == tree.places)
        #expect(streamed.places.map(\.interpretedProperties) == tree.places.map(\.interpretedProperties))
        #expect(streamed.places.map(\.properties) == tree.places.map(\.properties))
        #expect(streamed.places.map(\.hashValue) == tree.places.map(\.hashValue))
        #expect(streamed.addressPoints == tree.addressPoints)
        #expect(streamed.report.counts == tree.report.counts)
        #expect(Self.described(streamed.report.diagnostics) == Self.described(tree.report.diagnostics))
    }

    @Test func propertiesAreWhatFoundationReads() throws {
        var text = #"{"type":"FeatureCollection","features":["#
        // Foundation rejects numbers beyond a Double's range, which we read as infinite.
        for (index, feature) in Self.features.filter({ !$0.contains("1e400") }).enumerated() {
            text += (index == 0 ? "" : ",\n") + feature
        }
        text += "]}"
        let result = Self.read(text)
        let reference = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let features = try #require(reference["features"] as? [[String: Any]])
        var compared = 0
        for place in result.places {
            let source = try #require(
                features.first { feature in
                    let properties = feature["properties"] as? [String: Any] ?? [:]
                    return (feature["id"] as? String).map { !$0.isEmpty && $0 == place.id } ?? false
                        || properties["@id"] as? String == place.id
                        || (feature["id"] as? NSNumber)?.stringValue == place.id
                        || (properties["id"] as? NSNumber)?.stringValue == place.id
                },
                "no source for \(place.id)")
            let properties = try #require(source["properties"] as? [String: Any])
            let read = place.properties.merging(place.interpretedProperties) { own, _ in own }
            #expect(Set(read.keys) == Set(properties.keys), "\(place.id)")
            for (key, value) in properties {
                #expect(
                    Self.matches(read[key], value), "\(place.id) \(key): \(String(describing: read[key])) vs \(value)")
            }
            compared += 1
        }
        #expect(compared >= 12)
    }

    /// Whether our value is Foundation's (strings, numbers, arrays and objects of them).
    private static func matches(_ ours: JSONValue?, _ theirs: Any) -> Bool {
        switch ours {
        case .string(let text)?: return (theirs as? String) == text
        case .number(let number)?: return (theirs as? NSNumber)?.doubleValue == number
        case .array(let items)?:
            guard let other = theirs as? [Any], other.count == items.count else { return false }
            return zip(items, other).allSatisfy { matches($0, $1) }
        case .object(let members)?:
            guard let other = theirs as? [String: Any], Set(other.keys) == Set(members.keys) else { return false }
            return members.allSatisfy { key, value in other[key].map { matches(value, $0) } ?? false }
        case .null?: return theirs is NSNull
        case .bool?, nil: return false
        }
    }

    /// Elements that are not features, each with its index: one error each, nothing lost.
    @Test func elementsThatAreNotFeaturesAreReportedWithTheirIndex() {
        let good =
            #"{"type":"Feature","id":"good","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"G"}}"#
        let result = Self.read(#"{"type":"FeatureCollection","features":[1, "x", null, [], \#(good), {}]}"#)
        #expect(result.places.map(\.id) == ["good"])
        #expect(result.report.errors.map(\.location.index) == [0, 1, 2, 3, 5])
        #expect(result.report.errors.allSatisfy { $0.location.field == "type" && $0.message.contains("Feature") })
        #expect(result.report.counts == .init(records: 6, places: 1, addressPoints: 0, skipped: 5))
    }

    /// Broken text inside a streamed feature: the same syntax error (message, line, column) as the
    /// tree parser gives for the whole document, and the features before it kept.
    @Test(arguments: [
        #"{"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[24.9,"#,
        #"{"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[24.9 60]},"properties":{}}"#,
        #"{"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[24.9,-]},"properties":{}}"#,
        #"{"type":"Feature","id":"b","geometry":{"type":"Point" "coordinates":[1,2]}}"#,
        #"{"type":"Feature","id":"b","geometry":{"type":"Poi"#,
        #"{"type":"Feature","id":"b","properties":{"name":"A\u00"}}"#,
        #"{"type":"Feature","id":"b","properties":{"name":"A"#,
        "{\"type\":\"Feature\",\"id\":\"b\",\"properties\":{\"name\":\"A\tB\"}}",
        #"{"type":"Feature","id":"b","properties":{"name" "A"}}"#,
        #"{"type":"Feature","id":"b","properties":{"name":"A",}}"#,
        #"{"type":"Feature","id":"b","properties":{"level":01}}"#,
        #"{"type":"Feature","id":"b","properties":{"n":[1,2}}"#,
        #"{"type":"Feature","id":"b" "geometry":null}"#,
        #"{"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[1,2]}"#,
        #"{"type":"Feature",id:"b"}"#,
    ])
    func brokenTextInAStreamedFeatureIsTheTreeParsersError(_ broken: String) throws {
        let good =
            #"{"type":"Feature","id":"good","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"G"}}"#
        let text = "{\"type\":\"FeatureCollection\",\"features\":[\n\(good),\n  \(broken)\n]}"
        let result = Self.read(text)
        #expect(result.places.map(\.id) == ["good"])
        guard case .failure(let reference) = JSONParser.parse(Array(text.utf8)) else {
            Issue.record("the tree parser accepts \(broken)")
            return
        }
        let error = try #require(result.report.errors.last)
        #expect(error.message == reference.message)
        #expect(error.location.line == reference.position.line)
        #expect(error.location.column == reference.position.column)
    }

    /// Invalid UTF-8 is repaired and reported at every occurrence, even in interned texts.
    @Test func invalidUTF8IsReportedEachTime() {
        var bytes = Array(#"{"type":"FeatureCollection","features":["#.utf8)
        for index in 0..<3 {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes += Array(
                #"{"type":"Feature","id":"i\#(index)","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"N","addr:city":"B"#
                    .utf8)
            bytes += [0xFF, 0xFE]
            bytes += Array(#""}}"#.utf8)
        }
        bytes += Array("]}".utf8)
        let result = PlaceReader.read(Data(bytes), format: .geojson, options: Self.options)
        #expect(result.places.count == 3)
        #expect(result.places.allSatisfy { $0.address.city == "B\u{FFFD}\u{FFFD}" })
        #expect(result.report.warnings.filter { $0.message.contains("UTF-8") }.count == 3)
    }

    /// Long decimals (16 to 19 significant digits, as coordinates are often written) round as
    /// the standard library's `Double(_:)` rounds them.
    @Test func longDecimalsRoundAsTheStandardLibraryDoes() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "0.30000000000000004", "179.99999999999997", "-89.999999999999986", "9999999999999999999",
            "1.2345678901234567890", "0.0000000000000000000000000001", "0.000000000000000000000000001",
            "24.941400000000001", "60.17100000000000000", "1844674407370955161.5",
            "0.1000000000000000055511151231257827",
            "2.2250738585072014", "4.9406564584124654", "1.7976931348623157", "0.9999999999999999999",
            "123456789012345678", "0.000000000000000000000000000000000001",
        ]
        for _ in 0..<4000 {
            let digits = Int.random(in: 16...19, using: &generator)
            var mantissa = String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<digits { mantissa += String(Int.random(in: 0...9, using: &generator)) }
            let fraction = Int.random(in: 0...min(27, digits + 8), using: &generator)
            let text: String
            if fraction < mantissa.count {
                text = String(mantissa.dropLast(fraction)) + (fraction > 0 ? "." + mantissa.suffix(fraction) : "")
            } else {
                text = "0." + String(repeating: "0", count: fraction - mantissa.count) + mantissa
            }
            texts.append(Bool.random(using: &generator) ? "-" + text : text)
        }
        let document = try JSONParser.parse(Array("[\(texts.joined(separator: ","))]".utf8)).get()
        guard case .array(let values) = document.root else {
            Issue.record("not an array")
            return
        }
        for (text, value) in zip(texts, values) {
            let expected = try #require(Double(text))
            #expect(value == .number(expected), "\(text)")
        }
    }

    /// Coordinates read by the fast path are the standard library's doubles too.
    @Test func fastPathCoordinatesAreExact() throws {
        let pairs = [("24.941412345678901", "60.171098765432109"), ("-179.99999999999999", "-0.0000001")]
        var text = #"{"type":"FeatureCollection","features":["#
        for (index, pair) in pairs.enumerated() {
            text += (index == 0 ? "" : ",")
            text +=
                #"{"type":"Feature","id":"c\#(index)","geometry":{"type":"Point","coordinates":[\#(pair.0),\#(pair.1)]},"properties":{"name":"C"}}"#
        }
        let result = Self.read(text + "]}")
        #expect(result.places.count == pairs.count)
        for (place, pair) in zip(result.places, pairs) {
            #expect(place.coordinate == (try Coordinate(latitude: Double(pair.1)!, longitude: Double(pair.0)!)))
        }
    }

    /// The word-at-a-time scan for the end of a string's plain part against a byte-by-byte one,
    /// for every length, start and position of every kind of byte (so words end everywhere).
    @Test func plainStringScanFindsTheFirstStopper() {
        let stoppers: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x0A]
        let plain: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
        for count in 0...20 {
            for filler in plain {
                var bytes = [UInt8](repeating: filler, count: count)
                for position in 0...count {
                    for stopper in stoppers {
                        if position < count { bytes[position] = stopper }
                        for start in 0...count {
                            let found = ByteView.withBytes(bytes) { RawBytes.endOfPlainString(in: $0, from: start) }
                            let expected =
                                bytes[start...].firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } ?? count
                            #expect(found == expected, "\(bytes) from \(start)")
                        }
                        if position < count { bytes[position] = filler }
                    }
                }
            }
        }
    }

    @Test func stringTableInternsUpToItsLimits() {
        var table = StringTable(capacity: 2, maximumLength: 8) { $0 == "name" ? 3 : -1 }
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        #expect(ByteView.withBytes(bytes("name")) { table.lookUp($0) } == nil)
        #expect(ByteView.withBytes(bytes("name")) { table.insert("name", bytes: $0) } == 3)
        #expect(ByteView.withBytes(bytes("toolongtext")) { table.insert("toolongtext", bytes: $0) } == nil)
        #expect(ByteView.withBytes(bytes("city")) { table.insert("city", bytes: $0) } == -1)
        #expect(ByteView.withBytes(bytes("third")) { table.insert("third", bytes: $0) } == nil)
        #expect(ByteView.withBytes(bytes("name")) { table.lookUp($0) }?.string == "name")
        #expect(ByteView.withBytes(bytes("name")) { table.lookUp($0) }?.tag == 3)
        #expect(ByteView.withBytes(bytes("city")) { table.lookUp($0) }?.tag == -1)
        #expect(ByteView.withBytes(bytes("nam")) { table.lookUp($0) } == nil)
        #expect(ByteView.withBytes(bytes("third")) { table.lookUp($0) } == nil)
        #expect(table.tag(of: "name") == 3)
    }

    /// Interpreted properties follow the typed fields until a field changes; then they stay
    /// what the source said, as a stored dictionary would.
    @Test func interpretedPropertiesStayWhatTheSourceSaid() throws {
        let text =
            #"{"type":"Feature","id":"q","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"Old","wheelchair":"designated","amenity":"bank","addr:city":"Turku"}}"#
        var place = try #require(Self.read(text).places.first)
        let source: [String: JSONValue] = [
            "name": .string("Old"), "wheelchair": .string("designated"), "amenity": .string("bank"),
            "addr:city": .string("Turku"),
        ]
        #expect(place.interpretedProperties == source)
        let built = Place(
            id: "q", name: "Old", coordinate: place.coordinate, address: Address(city: "Turku"), categories: ["bank"],
            wheelchair: .yes, interpretedProperties: source)
        #expect(built == place)
        #expect(built.hashValue == place.hashValue)
        let copy = place
        place.name = "New"
        place.address.city = "Espoo"
        place.categories = ["atm"]
        #expect(place.interpretedProperties == source)
        #expect(copy.name == "Old")
        #expect(place != copy)
        place.interpretedProperties = ["name": .string("New")]
        #expect(place.interpretedProperties == ["name": .string("New")])
    }

    /// The reader's own id index serves the catalog, and is dropped when the places change.
    @Test func catalogUsesTheReadersIndexOnlyWhileItHolds() throws {
        let text =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"A"}},{"type":"Feature","id":"b","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"B"}},{"type":"Feature","id":"a","geometry":{"type":"Point","coordinates":[1,2]},"properties":{"name":"A2"}}]}"#
        var result = Self.read(text)
        #expect(Catalog(importing: result).position(ofID: "b") == 1)
        #expect(Catalog(importing: result)[id: "a"]?.name == "A")
        result.places.reverse()
        let catalog = Catalog(importing: result)
        #expect(catalog.position(ofID: "b") == 0)
        #expect(catalog.position(ofID: "a") == 1)
    }

    /// Interpreting on a second thread while the parser goes on (what inputs of 4 MB and more get)
    /// keeps the places, their order, the counts and the diagnostics of one thread: on 6,000
    /// features drawn from the good and bad ones above (a duplicate id now and then), whole and
    /// cut by a syntax error two thirds of the way through; with every batch interpreted by the
    /// second thread, every batch by the parser itself, a mix as the threads' speeds decide, and
    /// the product's setting.
    @Test func aSecondThreadReadsWhatOneThreadReads() throws {
        var parts: [String] = []
        for index in 0..<6_000 {
            var feature = Self.features[index % Self.features.count]
            // Most text ids get a number of their own; every 97th feature keeps its repeated id.
            if index % 97 != 0 { feature = feature.replacingOccurrences(of: #""id":""#, with: "\"id\":\"\(index)-") }
            parts.append(feature)
        }
        let whole = "{\"type\":\"FeatureCollection\",\"features\":[\n" + parts.joined(separator: ",\n") + "\n]}"
        let cut = String(whole.prefix(whole.count * 2 / 3)) + "{oops"
        for text in [whole, cut] {
            var single = ImportCollector(options: Self.options)
            let bytes = Array(text.utf8)
            ByteView.withBytes(bytes) { GeoJSONReader.read($0, into: &single, pipelines: false) }
            let one = single.result()
            #expect(one.places.count > 1_000)
            for depth in [Int.max, 0, 1, FeaturePipeline.defaultPreparingDepth] {
                var paired = ImportCollector(options: Self.options)
                ByteView.withBytes(bytes) {
                    GeoJSONReader.read($0, into: &paired, pipelines: true, preparingDepth: depth)
                }
                let two = paired.result()
                #expect(two.places == one.places, "depth \(depth)")
                #expect(two.report.diagnostics == one.report.diagnostics, "depth \(depth)")
                #expect(two.report.counts == one.report.counts, "depth \(depth)")
            }
        }
    }
}
