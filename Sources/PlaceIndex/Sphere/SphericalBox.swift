import Foundation

/// A latitude/longitude box tested in unit-vector space, antimeridian aware.
///
/// Latitude is tested as `z = sin(latitude)` (monotone), longitude with half-plane tests against the
/// west and east meridians, so no point needs converting back to degrees. ``bounds`` is the 3-D
/// axis-aligned box around the spherical rectangle, used to prune tree nodes.
struct SphericalBox: Sendable {
    let minZ: Double
    let maxZ: Double
    let allLongitudes: Bool
    /// Whether the box spans more than 180° of longitude.
    let wide: Bool
    let westCos: Double
    let westSin: Double
    let eastCos: Double
    let eastSin: Double
    let middleCos: Double
    let middleSin: Double
    /// The 3-D box around the region, widened slightly against rounding.
    let bounds: Box3D
    /// Whether the region is empty (south above north).
    let isEmpty: Bool

    /// A box from its edges in degrees; `west > east` means it crosses the antimeridian.
    init(south: Double, west: Double, north: Double, east: Double) {
        let south = min(90, max(-90, south))
        let north = min(90, max(-90, north))
        isEmpty = !(south <= north) || !west.isFinite || !east.isFinite
        minZ = sin(south * .pi / 180)
        maxZ = sin(north * .pi / 180)
        var span = east - west
        if span < 0 { span += 360 }
        allLongitudes = span >= 360 || (east - west) >= 360
        wide = span > 180
        westCos = cos(west * .pi / 180)
        westSin = sin(west * .pi / 180)
        eastCos = cos(east * .pi / 180)
        eastSin = sin(east * .pi / 180)
        let middle = (west + span / 2) * .pi / 180
        middleCos = cos(middle)
        middleSin = sin(middle)

        func covers(_ longitude: Double) -> Bool {
            if span >= 360 { return true }
            var offset = (longitude - west).truncatingRemainder(dividingBy: 360)
            if offset < 0 { offset += 360 }
            return offset <= span
        }
        let maxCosLon = covers(0) ? 1 : max(westCos, eastCos)
        let minCosLon = covers(180) || covers(-180) ? -1 : min(westCos, eastCos)
        let maxSinLon = covers(90) ? 1 : max(westSin, eastSin)
        let minSinLon = covers(-90) ? -1 : min(westSin, eastSin)
        let cosSouth = cos(south * .pi / 180)
        let cosNorth = cos(north * .pi / 180)
        let maxCosLat = south <= 0 && north >= 0 ? 1 : max(cosSouth, cosNorth)
        let minCosLat = max(0, min(cosSouth, cosNorth))
        // cos(latitude) ≥ 0, so the product's extremes pick the latitude factor by sign.
        func low(_ lonLow: Double) -> Double { lonLow >= 0 ? lonLow * minCosLat : lonLow * maxCosLat }
        func high(_ lonHigh: Double) -> Double { lonHigh >= 0 ? lonHigh * maxCosLat : lonHigh * minCosLat }
        let slack = 1e-12
        bounds = Box3D(
            minX: low(minCosLon) - slack, minY: low(minSinLon) - slack, minZ: minZ - slack,
            maxX: high(maxCosLon) + slack, maxY: high(maxSinLon) + slack, maxZ: maxZ + slack)
    }

    /// Whether a unit vector lies in the box (edges included, up to rounding).
    @inline(__always)
    func contains(x: Double, y: Double, z: Double) -> Bool {
        guard z >= minZ && z <= maxZ else { return false }
        if allLongitudes { return true }
        let eastOfWest = westCos * y - westSin * x >= 0
        let westOfEast = x * eastSin - y * eastCos >= 0
        if wide { return eastOfWest || westOfEast }
        return eastOfWest && westOfEast && middleCos * x + middleSin * y >= 0
    }
}
