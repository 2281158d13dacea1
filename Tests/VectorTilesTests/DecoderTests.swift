import Testing

@testable import VectorTiles

/// The decoder against tiles written byte by byte here: the specification's geometry examples,
/// every value type, defaults, unknown fields, and each way a tile can be broken.
@Suite("Vector tile decoder")
struct DecoderTests {
    typealias W = ProtobufWriter
    typealias P = VectorTile.Point

    static func tile(_ layers: ((inout ProtobufWriter) -> Void)...) -> [UInt8] {
        var writer = ProtobufWriter()
        for layer in layers { writer.message(3, layer) }
        return writer.bytes
    }

    @Test func varintsAndZigzagAsTheSpecificationWritesThem() throws {
        for value: UInt64 in [0, 1, 127, 128, 300, 16_383, 16_384, 1 << 35, .max] {
            var writer = ProtobufWriter()
            writer.varint(value)
            var reader = ProtobufReader(writer.bytes, range: 0..<writer.bytes.count)
            #expect(try reader.varint() == value)
            #expect(reader.isAtEnd)
        }
        // An eleventh byte, a varint cut short, a value over 64 bits.
        for broken: [UInt8] in [
            [UInt8](repeating: 0xff, count: 11), [0x80, 0x80],
            [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02],
        ] {
            var reader = ProtobufReader(broken, range: 0..<broken.count)
            #expect(throws: VectorTileError.self) { try reader.varint() }
        }
        #expect(
            [Int32(0), -1, 1, -2, 2_147_483_647, -2_147_483_648].map(W.zigzag) == [
                0, 1, 2, 3, 4_294_967_294, 4_294_967_295,
            ])
    }

    /// The geometry examples of the specification (4.3.5): a point, a multi-point, a line, a
    /// multi-line, a polygon and a multi-polygon with a hole.
    @Test func geometryExamplesOfTheSpecification() throws {
        func parts(_ type: VectorTile.GeometryType, _ commands: [UInt32]) throws -> [[P]] {
            try VectorTile.Feature(type: type, commands: commands).geometry()
        }
        func points(_ pairs: [(Int32, Int32)]) -> [P] { pairs.map { P(x: $0.0, y: $0.1) } }
        #expect(try parts(.point, [9, 50, 34]) == [points([(25, 17)])])
        #expect(try parts(.point, [17, 10, 14, 3, 9]) == [points([(5, 7), (3, 2)])])
        #expect(try parts(.lineString, [9, 4, 4, 18, 0, 16, 16, 0]) == [points([(2, 2), (2, 10), (10, 10)])])
        #expect(
            try parts(.lineString, [9, 4, 4, 18, 0, 16, 16, 0, 9, 17, 17, 10, 4, 8])
                == [points([(2, 2), (2, 10), (10, 10)]), points([(1, 1), (3, 5)])])
        #expect(try parts(.polygon, [9, 6, 12, 18, 10, 12, 24, 44, 15]) == [points([(3, 6), (8, 12), (20, 34)])])
        let multi: [UInt32] = [
            9, 0, 0, 26, 20, 0, 0, 20, 19, 0, 15, 9, 22, 2, 26, 18, 0, 0, 18, 17, 0, 15, 9, 4, 13, 26, 0, 8, 8, 0, 0, 7,
            15,
        ]
        #expect(
            try parts(.polygon, multi) == [
                points([(0, 0), (10, 0), (10, 10), (0, 10)]), points([(11, 11), (20, 11), (20, 20), (11, 20)]),
                points([(13, 13), (13, 17), (17, 17), (17, 13)]),
            ])
    }

    @Test func brokenGeometryIsRefusedWithWhereAndWhy() {
        let broken: [(VectorTile.GeometryType, [UInt32], String)] = [
            (.lineString, [W.command(2, 1), 2, 2], "LineTo without a MoveTo"),
            (.lineString, [W.command(1, 2), 2, 2, 4, 4], "MoveTo of 2 points"),
            (.lineString, [W.command(1, 1), 2], "run past"),
            (.lineString, [W.command(1, 0)], "count of 0"),
            (.lineString, [W.command(1, 1), 2, 2, W.command(7, 1)], "ClosePath outside"),
            (.polygon, [W.command(1, 1), 2, 2, W.command(2, 2), 2, 2, 4, 4, W.command(7, 2)], "count of 2"),
            (.polygon, [W.command(4, 1), 2, 2], "unknown command id 4"),
            (.lineString, [W.command(1, 1), W.zigzag(.max), 0, W.command(2, 1), W.zigzag(.max), 0], "beyond 32 bits"),
        ]
        for (type, commands, why) in broken {
            do {
                _ = try VectorTile.Feature(type: type, commands: commands).geometry()
                Issue.record("\(commands) was accepted")
            } catch {
                #expect(error.description.contains(why), "\(error)")
                #expect(error.description.contains("geometry command"), "\(error)")
            }
        }
    }

    @Test func layersKeysValuesAndDefaults() throws {
        let bytes = Self.tile(
            W.layer(
                name: "transportation", keys: ["class", "name:latin", "oneway"],
                values: [
                    .string("minor"), .string("Cheapside"), .int(1), .double(2.5), .float(0.5), .uint(7), .sint(-3),
                    .bool(true),
                ],
                features: [
                    (42, 2, [0, 0, 1, 1, 2, 2], [9, 4, 4, 18, 0, 16, 16, 0]),
                    (nil, 2, [0, 3, 2, 6], [9, 0, 0, 10, 2, 2]),
                ]),
            W.layer(
                name: "building", version: 1, extent: 512, features: [(nil, 3, [], [9, 6, 12, 18, 10, 12, 24, 44, 15])])
        )
        let tile = try VectorTile(decoding: bytes)
        #expect(tile.layers.map(\.name) == ["transportation", "building"])
        let roads = try #require(tile["transportation"])
        #expect(roads.extent == 4096 && roads.version == 2)
        #expect(tile["building"]?.extent == 512 && tile["building"]?.version == 1)
        #expect(roads.features.map(\.id) == [42, nil])
        #expect(roads.features.map(\.type) == [.lineString, .lineString])
        let first = roads.features[0]
        #expect(roads.value(of: first, forKey: "class")?.string == "minor")
        #expect(roads.value(of: first, forKey: "name:latin")?.string == "Cheapside")
        #expect(roads.value(of: first, forKey: "oneway") == .int(1))
        #expect(roads.value(of: first, forKey: "missing") == nil)
        #expect(roads.properties(of: roads.features[1]) == ["class": .double(2.5), "oneway": .sint(-3)])
        #expect(roads.values.map(\.number) == [nil, nil, 1, 2.5, 0.5, 7, -3, nil])
        #expect(roads.values.last == .bool(true))
        #expect(tile["none"] == nil)
    }

    @Test func unknownFieldsAreSkipped() throws {
        var writer = ProtobufWriter()
        writer.varintField(7, 99)  // not a tile field
        writer.message(3) { layer in
            layer.string(1, "water")
            layer.bytesField(20, [1, 2, 3])  // an extension
            layer.key(21, 5)  // a fixed32 extension
            layer.bytes += [0, 0, 0, 0]
            layer.message(2) { feature in
                feature.varintField(3, 3)
                feature.key(9, 1)  // a fixed64 the decoder does not know
                feature.bytes += [UInt8](repeating: 0, count: 8)
                feature.packed(4, [9, 6, 12, 18, 10, 12, 24, 44, 15])
            }
        }
        let tile = try VectorTile(decoding: writer.bytes)
        #expect(tile["water"]?.features.first?.type == .polygon)
    }

    @Test func brokenTilesAreRefusedWithWhereAndWhy() {
        let good = Self.tile(
            W.layer(name: "poi", keys: ["class"], values: [.string("cafe")], features: [(1, 1, [0, 0], [9, 50, 34])]))
        let cases: [([UInt8], String)] = [
            (
                Self.tile(W.layer(name: "poi", keys: ["class"], values: [], features: [(1, 1, [0, 0], [9, 50, 34])])),
                "points past"
            ),
            (
                Self.tile(
                    W.layer(name: "poi", keys: ["class"], values: [.string("a")], features: [(1, 1, [0], [9, 50, 34])])),
                "not pairs"
            ),
            (Self.tile(W.layer(name: "poi", version: 3, features: [])), "version 3"),
            (Self.tile(W.layer(name: "poi", extent: 0, features: [])), "extent of 0"),
            (Self.tile(W.layer(name: "poi", features: [(1, 9, [], [9, 50, 34])])), "geometry type 9"),
            (Self.tile({ layer in layer.varintField(5, 4096) }), "has no name"),
            (
                Self.tile({ layer in
                    layer.message(4) { _ in }; layer.string(1, "x")
                }), "none of the value types"
            ),
            ([0x1a, 0x05, 0x0a, 0x01], "runs past"),
            ([0x1b], "wire type 3"),
            (Self.tile({ layer in layer.bytesField(1, [0xff, 0xfe]) }), "not valid UTF-8"),
        ]
        #expect(throws: Never.self) { try VectorTile(decoding: good) }
        for (bytes, why) in cases {
            do {
                _ = try VectorTile(decoding: bytes)
                Issue.record("accepted: \(bytes)")
            } catch {
                #expect(error.description.contains(why), "\(error)")
                #expect(error.description.contains("byte"), "\(error)")
            }
        }
        // The tile is read only through its declared lengths: every prefix of a good tile is an
        // error or a tile of fewer layers, never a crash.
        for count in 0..<good.count {
            _ = try? VectorTile(decoding: Array(good[0..<count]))
        }
    }
}
