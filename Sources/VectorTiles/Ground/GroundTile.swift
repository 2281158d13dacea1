/// One tile's ground: its lines and areas by kind, and its street names along their lines, in
/// the tile's grid (0…extent across). Parts are in drawing order: kinds as ``GroundKind``
/// orders them, labels last.
struct GroundTile: Sendable {
    /// What a part is drawn as.
    enum Role: UInt8, Sendable {
        /// A filled ring.
        case area
        /// A stroked line.
        case line
        /// A line filled as an area would be (a river drawn in the water's path): written there
        /// and back, so it has no area to fill and its stroke is the line.
        case thinLine
        /// A street's name along its line, not drawn itself.
        case label
    }

    /// A line or ring: its points (`start..<end` in ``coordinates``' pairs), kind, role, box,
    /// and, for a label, its name and how important the street is.
    struct Part: Sendable {
        var start: Int32
        var end: Int32
        var kind: UInt8
        var role: Role
        /// Label importance: 0 major roads, 1 streets, 2 minor ones.
        var rank: UInt8
        /// The lowest view zoom that draws it (buildings from 15, minor streets from 14).
        var minimumZoom: UInt8
        var name: Int32
        var minX: Int32, minY: Int32, maxX: Int32, maxY: Int32
    }

    let id: TileID
    /// Grid units across the tile: every layer's coordinates are scaled to it.
    let extent = 4096
    /// x, y, x, y, … in the tile's grid.
    var coordinates: [Int32] = []
    var parts: [Part] = []
    var names: [String] = []

    var isEmpty: Bool { parts.isEmpty }

    /// What it takes in memory, as the cache counts it.
    var byteSize: Int {
        128 + coordinates.count * 4 + parts.count * MemoryLayout<Part>.stride
            + names.reduce(0) { $0 + $1.utf8.count + 16 }
    }

    init(id: TileID) {
        self.id = id
    }

    /// Sorts a stored tile's OpenMapTiles layers into the map's kinds.
    ///
    /// - Throws: ``VectorTileError`` naming the tile.
    init(decoding bytes: [UInt8], id: TileID) throws(VectorTileError) {
        self.id = id
        let tile: VectorTile
        do {
            tile = try VectorTile(decoding: bytes)
        } catch {
            throw error.within("tile \(id)")
        }
        var collected: [[(part: Part, points: [VectorTile.Point])]] = Array(
            repeating: [], count: GroundKind.allCases.count + 1)
        var names: [String: Int32] = [:]
        var points: [VectorTile.Point] = []
        var ends: [Int] = []
        for layer in tile.layers {
            guard let classify = OpenMapTilesSchema.classifier(for: layer) else { continue }
            let layerExtent = Int64(layer.extent)
            for feature in layer.features {
                guard let drawn = classify(feature) else { continue }
                points.removeAll(keepingCapacity: true)
                ends.removeAll(keepingCapacity: true)
                do {
                    try feature.decodeGeometry(into: &points, partEnds: &ends)
                } catch {
                    throw error.within("tile \(id)")
                }
                if layerExtent != 4096 {
                    for index in points.indices {
                        points[index] = VectorTile.Point(
                            x: Int32(clamping: Int64(points[index].x) * 4096 / layerExtent),
                            y: Int32(clamping: Int64(points[index].y) * 4096 / layerExtent))
                    }
                }
                var nameIndex: Int32 = -1
                if let name = drawn.name {
                    if let known = names[name] {
                        nameIndex = known
                    } else {
                        nameIndex = Int32(names.count)
                        names[name] = nameIndex
                    }
                }
                var start = 0
                for end in ends {
                    let part = points[start..<end]
                    start = end
                    guard part.count >= (drawn.role == .area ? 3 : 2) else { continue }
                    var box = (minX: Int32.max, minY: Int32.max, maxX: Int32.min, maxY: Int32.min)
                    for point in part {
                        box = (
                            min(box.minX, point.x), min(box.minY, point.y), max(box.maxX, point.x),
                            max(box.maxY, point.y)
                        )
                    }
                    let slot = drawn.role == .label ? GroundKind.allCases.count : Int(drawn.kind)
                    collected[slot].append(
                        (
                            Part(
                                start: 0, end: 0, kind: drawn.kind, role: drawn.role, rank: drawn.rank,
                                minimumZoom: drawn.minimumZoom, name: nameIndex,
                                minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY),
                            Array(part)
                        ))
                }
            }
        }
        for slot in collected {
            for (part, partPoints) in slot {
                var placed = part
                placed.start = Int32(coordinates.count / 2)
                for point in partPoints {
                    coordinates.append(point.x)
                    coordinates.append(point.y)
                }
                placed.end = Int32(coordinates.count / 2)
                parts.append(placed)
            }
        }
        self.names = [String](repeating: "", count: names.count)
        for (name, index) in names { self.names[Int(index)] = name }
    }
}
