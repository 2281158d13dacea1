extension VectorTileBasemap {
    /// The most tiles one view draws (a view below the tiles' lowest zoom would need hundreds):
    /// beyond it the ground is left out.
    public static let mostTilesPerView = 36

    /// A view of the map: Web Mercator, 256-pixel tiles.
    public struct View: Sendable {
        /// The camera's zoom level.
        public var zoom: Int
        /// The centre in world coordinates (0…1 from the antimeridian eastwards and from the north).
        public var center: (x: Double, y: Double)
        /// The view's size in pixels.
        public var width: Double, height: Double

        /// Creates a view.
        public init(zoom: Int, center: (x: Double, y: Double), width: Double, height: Double) {
            self.zoom = zoom
            self.center = center
            self.width = width
            self.height = height
        }
    }

    /// Draws the tiles under a view, at the zoom the view's is drawn from (the tiles' highest when
    /// the view is closer): each line and area clipped to the view (and a margin) and to its own
    /// tile, written as SVG path data (`M x y L x y … Z`, pixels to a tenth) into its kind's path,
    /// in ``GroundKind`` order; each street name's line, in view pixels, goes to `label`.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - paths: One path's data per kind (``GroundKind/allCases`` order), appended to.
    ///   - label: Gets a street's name, its line's points (vertices under 1.5 px apart left out)
    ///     and its rank (0 major roads, 1 streets, 2 minor ones).
    /// - Returns: Whether any tile covers the view.
    public func draw(
        _ view: View, into paths: inout [[UInt8]],
        label: (_ name: String, _ points: [(x: Double, y: Double)], _ rank: Int) -> Void
    ) -> Bool {
        let tileZoom = tileZoom(forViewZoom: view.zoom)
        let count = 1 << tileZoom
        var scale = 256.0
        for _ in 0..<min(max(view.zoom, 0), 40) { scale *= 2 }
        let tileSize = scale / Double(count)
        // The view's edges in pixels of the whole world at the view's zoom, with a margin so that
        // line ends and strokes lie outside it.
        let margin = 12.0
        let left = view.center.x * scale - view.width / 2
        let top = view.center.y * scale - view.height / 2
        let columns =
            Int(
                ((left - margin) / tileSize).rounded(.down))...Int(
                ((left + view.width + margin) / tileSize).rounded(.down))
        let rows =
            max(
                0, Int(((top - margin) / tileSize).rounded(.down)))...min(
                count - 1, Int(((top + view.height + margin) / tileSize).rounded(.down)))
        guard !rows.isEmpty, columns.count * rows.count <= Self.mostTilesPerView else { return false }
        var pen = GroundPen()
        var points: [GroundPen.Point] = []
        var found = false
        for row in rows {
            for column in columns {
                let wrapped = ((column % count) + count) % count
                guard let tile = ground(TileID(zoom: tileZoom, x: wrapped, y: row)) else { continue }
                found = true
                // The tile's corner in view pixels (the unwrapped column keeps the view continuous
                // across the antimeridian) and the pixels of one unit of its grid.
                let originX = Double(column) * tileSize - left
                let originY = Double(row) * tileSize - top
                let unit = tileSize / Double(tile.extent)
                pen.minX = max(-margin, originX)
                pen.minY = max(-margin, originY)
                pen.maxX = min(view.width + margin, originX + tileSize)
                pen.maxY = min(view.height + margin, originY + tileSize)
                // The view in the tile's grid, to pass over parts outside it without projecting them.
                let gridMinX = (-margin - originX) / unit
                let gridMinY = (-margin - originY) / unit
                let gridMaxX = (view.width + margin - originX) / unit
                let gridMaxY = (view.height + margin - originY) / unit
                for part in tile.parts where Int(part.minimumZoom) <= view.zoom {
                    guard Double(part.maxX) >= gridMinX, Double(part.minX) <= gridMaxX,
                        Double(part.maxY) >= gridMinY, Double(part.minY) <= gridMaxY
                    else { continue }
                    // Smaller than a pixel each way: nothing to see.
                    if (Double(part.maxX) - Double(part.minX)) * unit < 1
                        && (Double(part.maxY) - Double(part.minY)) * unit < 1
                    {
                        continue
                    }
                    points.removeAll(keepingCapacity: true)
                    var index = Int(part.start) * 2
                    let end = Int(part.end) * 2
                    while index < end {
                        points.append(
                            (
                                originX + Double(tile.coordinates[index]) * unit,
                                originY + Double(tile.coordinates[index + 1]) * unit
                            ))
                        index += 2
                    }
                    switch part.role {
                    case .area: pen.ring(points, into: &paths[Int(part.kind)])
                    case .line: pen.line(points, thereAndBack: false, into: &paths[Int(part.kind)])
                    case .thinLine: pen.line(points, thereAndBack: true, into: &paths[Int(part.kind)])
                    case .label:
                        var kept: [(x: Double, y: Double)] = []
                        for point in points {
                            if let last = kept.last, abs(last.x - point.x) + abs(last.y - point.y) < 1.5 { continue }
                            kept.append(point)
                        }
                        label(tile.names[Int(part.name)], kept, Int(part.rank))
                    }
                }
            }
        }
        return found
    }
}
