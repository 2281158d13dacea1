import Foundation
import Geodesy
import VectorTiles

extension SVGMap {
    /// The most tiles one view draws (a view below the tiles' lowest zoom would need hundreds):
    /// beyond it the ground is left out.
    static let mostGroundTiles = 36

    /// The vector tiles under the view, at the zoom the camera's is drawn from (the tiles' highest
    /// when the camera is closer), each part clipped to the view and to its own tile and written
    /// into its kind's path; street names become label candidates.
    ///
    /// - Returns: Whether any tile covers the view.
    func tileGround(
        _ tiles: VectorTileBasemap, _ projection: MapProjection, paths: inout [[UInt8]],
        labels: inout [LabelCandidate]
    ) -> Bool {
        let zoom = map.camera.zoom
        let tileZoom = tiles.tileZoom(forViewZoom: zoom)
        let count = 1 << tileZoom
        let scale = 256 * pow(2, Double(zoom))
        let tileSize = scale / Double(count)
        let center = WebMercator.worldPoint(map.camera.center)
        // The view's edges in pixels of the whole world at the camera's zoom, with a margin so
        // that line ends and strokes lie outside it.
        let margin = 12.0
        let left = center.x * scale - width / 2 - margin
        let top = center.y * scale - height / 2 - margin
        let columns =
            Int((left / tileSize).rounded(.down))...Int(((left + width + 2 * margin) / tileSize).rounded(.down))
        let rows =
            max(
                0, Int((top / tileSize).rounded(.down)))...min(
                count - 1, Int(((top + height + 2 * margin) / tileSize).rounded(.down)))
        guard !rows.isEmpty, columns.count * rows.count <= Self.mostGroundTiles else { return false }
        var pen = GroundPen()
        var points: [GroundPen.Point] = []
        var found = false
        for row in rows {
            for column in columns {
                let wrapped = ((column % count) + count) % count
                guard let tile = tiles.ground(TileID(zoom: tileZoom, x: wrapped, y: row)) else { continue }
                found = true
                // The tile's corner in viewport pixels (the unwrapped column keeps the view continuous
                // across the antimeridian) and the pixels of one unit of its grid.
                let originX = Double(column) * tileSize - (center.x * scale - width / 2)
                let originY = Double(row) * tileSize - (center.y * scale - height / 2)
                let unit = tileSize / Double(tile.extent)
                pen.minX = max(-margin, originX)
                pen.minY = max(-margin, originY)
                pen.maxX = min(width + margin, originX + tileSize)
                pen.maxY = min(height + margin, originY + tileSize)
                // The view in the tile's grid, to pass over parts outside it without projecting them.
                let grid = (
                    minX: (-margin - originX) / unit, minY: (-margin - originY) / unit,
                    maxX: (width + margin - originX) / unit, maxY: (height + margin - originY) / unit
                )
                for part in tile.parts where Int(part.minimumZoom) <= zoom {
                    guard Double(part.maxX) >= grid.minX, Double(part.minX) <= grid.maxX,
                        Double(part.maxY) >= grid.minY, Double(part.minY) <= grid.maxY
                    else { continue }
                    // Smaller than a pixel each way: nothing to see.
                    if Double(part.maxX - part.minX) * unit < 1 && Double(part.maxY - part.minY) * unit < 1 { continue }
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
                        addLabels(tile.names[Int(part.name)], along: kept, rank: Int(part.rank), to: &labels)
                    }
                }
            }
        }
        return found
    }
}
