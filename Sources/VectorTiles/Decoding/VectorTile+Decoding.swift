extension VectorTile {
    /// The most bytes a tile may inflate to (real tiles are well under 2 MB).
    public static let inflatedLimit = 32 << 20

    /// Decodes a tile as it is stored: gzip or zlib compressed (inflated first), or plain protobuf.
    ///
    /// - Parameter bytes: The stored bytes.
    /// - Throws: ``VectorTileError`` saying where and why the bytes are not a vector tile.
    /// - Complexity: O(bytes).
    public init(decoding bytes: [UInt8]) throws(VectorTileError) {
        let plain: [UInt8]
        do {
            plain = try Inflate.decompressIfNeeded(bytes, limit: Self.inflatedLimit)
        } catch {
            throw VectorTileError(describing: "compressed tile could not be inflated: \(error.description)")
        }
        try self.init(protobuf: plain)
    }

    /// Decodes an uncompressed tile.
    ///
    /// - Throws: ``VectorTileError``.
    public init(protobuf bytes: [UInt8]) throws(VectorTileError) {
        var reader = ProtobufReader(bytes, range: 0..<bytes.count)
        var layers: [Layer] = []
        while let (number, type) = try reader.field() {
            if number == 3 && type == .lengthDelimited {
                let range = try reader.lengthDelimited()
                layers.append(try Self.layer(bytes, range, index: layers.count))
            } else {
                try reader.skip(type)
            }
        }
        self.layers = layers
    }

    private static func layer(_ bytes: [UInt8], _ range: Range<Int>, index: Int) throws(VectorTileError) -> Layer {
        var reader = ProtobufReader(bytes, range: range)
        var name: String?
        var version = 1
        var extent = 4096
        var keys: [String] = []
        var values: [Value] = []
        var features: [Feature] = []
        let what = { "layer \(index)" + (name.map { " (\"\($0)\")" } ?? "") }
        while let (number, type) = try reader.field() {
            switch (number, type) {
            case (1, .lengthDelimited): name = try reader.string("\(what())'s name")
            case (2, .lengthDelimited):
                let featureRange = try reader.lengthDelimited()
                features.append(try feature(bytes, featureRange, index: features.count))
            case (3, .lengthDelimited): keys.append(try reader.string("\(what())'s key \(keys.count)"))
            case (4, .lengthDelimited):
                let valueRange = try reader.lengthDelimited()
                values.append(try value(bytes, valueRange, what: "\(what())'s value \(values.count)"))
            case (5, .varint): extent = Int(try reader.varint32("\(what())'s extent"))
            case (15, .varint): version = Int(try reader.varint32("\(what())'s version"))
            default: try reader.skip(type)
            }
        }
        guard let name else { throw VectorTileError("\(what()) has no name", at: range.lowerBound) }
        guard version == 1 || version == 2 else {
            throw VectorTileError("\(what()) is version \(version); versions 1 and 2 are read", at: range.lowerBound)
        }
        guard extent > 0 else { throw VectorTileError("\(what()) has an extent of 0", at: range.lowerBound) }
        for index in features.indices {
            features[index].place.layer = name
            let tags = features[index].tags
            guard tags.count % 2 == 0 else {
                throw VectorTileError(
                    "\(what()), feature \(index): \(tags.count) tag indices, not pairs",
                    at: features[index].place.offset)
            }
            var pair = 0
            while pair < tags.count {
                guard Int(tags[pair]) < keys.count, Int(tags[pair + 1]) < values.count else {
                    throw VectorTileError(
                        "\(what()), feature \(index): tag (\(tags[pair]), \(tags[pair + 1])) points past the layer's "
                            + "\(keys.count) keys or \(values.count) values", at: features[index].place.offset)
                }
                pair += 2
            }
        }
        return Layer(name: name, version: version, extent: extent, keys: keys, values: values, features: features)
    }

    private static func feature(_ bytes: [UInt8], _ range: Range<Int>, index: Int) throws(VectorTileError)
        -> Feature
    {
        var reader = ProtobufReader(bytes, range: range)
        var feature = Feature(type: .unknown, commands: [])
        feature.place = ("", index, range.lowerBound)
        while let (number, type) = try reader.field() {
            switch (number, type) {
            case (1, .varint): feature.id = try reader.varint()
            case (2, .lengthDelimited): try reader.packedVarints(into: &feature.tags, "feature \(index)'s tag")
            case (2, .varint): feature.tags.append(try reader.varint32("feature \(index)'s tag"))
            case (3, .varint):
                let start = reader.offset
                let raw = try reader.varint()
                guard raw <= 3, let kind = GeometryType(rawValue: Int(raw)) else {
                    throw VectorTileError("feature \(index) has geometry type \(raw), not 0…3", at: start)
                }
                feature.type = kind
            case (4, .lengthDelimited):
                try reader.packedVarints(into: &feature.commands, "feature \(index)'s geometry")
            case (4, .varint): feature.commands.append(try reader.varint32("feature \(index)'s geometry"))
            default: try reader.skip(type)
            }
        }
        return feature
    }

    private static func value(_ bytes: [UInt8], _ range: Range<Int>, what: String) throws(VectorTileError) -> Value {
        var reader = ProtobufReader(bytes, range: range)
        var value: Value?
        while let (number, type) = try reader.field() {
            switch (number, type) {
            case (1, .lengthDelimited): value = .string(try reader.string(what))
            case (2, .fixed32): value = .float(Float(bitPattern: try reader.fixed32()))
            case (3, .fixed64): value = .double(Double(bitPattern: try reader.fixed64()))
            case (4, .varint): value = .int(Int64(bitPattern: try reader.varint()))
            case (5, .varint): value = .uint(try reader.varint())
            case (6, .varint):
                let raw = try reader.varint()
                value = .sint(Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1))
            case (7, .varint): value = .bool(try reader.varint() != 0)
            default: try reader.skip(type)
            }
        }
        guard let value else { throw VectorTileError("\(what) holds none of the value types", at: range.lowerBound) }
        return value
    }
}

extension VectorTile.Feature {
    /// The geometry as parts: the points of a multi-point as one part, each line of a line
    /// string, each ring of a polygon (exterior rings turn clockwise on screen, holes the other
    /// way; a ring is not repeated at its end).
    ///
    /// - Throws: ``VectorTileError`` when the commands do not make the geometry they should.
    public func geometry() throws(VectorTileError) -> [[VectorTile.Point]] {
        var points: [VectorTile.Point] = []
        var ends: [Int] = []
        try decodeGeometry(into: &points, partEnds: &ends)
        var parts: [[VectorTile.Point]] = []
        var start = 0
        for end in ends {
            parts.append(Array(points[start..<end]))
            start = end
        }
        return parts
    }

    /// Appends the geometry's points to `points` and, after each part, the end index of that part
    /// in `points` to `partEnds`: the allocation-free form of ``geometry()``.
    ///
    /// - Throws: ``VectorTileError`` for an unknown command, a count of zero, parameters past the
    ///   end, a line or ring not begun with one MoveTo, a ClosePath outside a polygon, or a
    ///   coordinate beyond 32 bits.
    public func decodeGeometry(into points: inout [VectorTile.Point], partEnds: inout [Int])
        throws(VectorTileError)
    {
        var x: Int64 = 0
        var y: Int64 = 0
        var index = 0
        var partStart = -1
        let geometry = commands
        let fail = { (what: String, at: Int) -> VectorTileError in
            VectorTileError(
                describing: "layer \"\(place.layer)\", feature \(place.index) (byte \(place.offset)): geometry "
                    + "command \(at): \(what)")
        }
        func closePart() {
            if partStart >= 0 && points.count > partStart { partEnds.append(points.count) }
            partStart = -1
        }
        while index < geometry.count {
            let command = geometry[index]
            let id = command & 7
            let count = Int(command >> 3)
            let commandIndex = index
            index += 1
            switch id {
            case 1, 2:
                guard count > 0 else { throw fail("\(id == 1 ? "MoveTo" : "LineTo") with a count of 0", commandIndex) }
                guard count <= (geometry.count - index) / 2 else {
                    throw fail("\(count) points run past the geometry's \(geometry.count) integers", commandIndex)
                }
                if id == 1 {
                    if type != .point {
                        guard count == 1 else {
                            throw fail("MoveTo of \(count) points in a line or polygon", commandIndex)
                        }
                        closePart()
                    } else if partStart < 0 {
                        partStart = points.count
                    }
                } else {
                    guard partStart >= 0, type != .point else {
                        throw fail("LineTo without a MoveTo before it", commandIndex)
                    }
                }
                for _ in 0..<count {
                    let dx = geometry[index]
                    let dy = geometry[index + 1]
                    index += 2
                    x += Int64(Int32(bitPattern: (dx >> 1) ^ (0 &- (dx & 1))))
                    y += Int64(Int32(bitPattern: (dy >> 1) ^ (0 &- (dy & 1))))
                    guard let px = Int32(exactly: x), let py = Int32(exactly: y) else {
                        throw fail("a coordinate beyond 32 bits", commandIndex)
                    }
                    if id == 1 && type != .point { partStart = points.count }
                    points.append(VectorTile.Point(x: px, y: py))
                }
            case 7:
                guard count == 1 else { throw fail("ClosePath with a count of \(count), not 1", commandIndex) }
                guard type == .polygon, partStart >= 0 else {
                    throw fail("ClosePath outside a polygon's ring", commandIndex)
                }
                closePart()
            default:
                throw fail("unknown command id \(id) (MoveTo is 1, LineTo 2, ClosePath 7)", commandIndex)
            }
        }
        closePart()
    }
}
