/// One of the eight compass directions, used to say where a place is from the origin.
public enum CompassDirection: String, Sendable, CaseIterable, Codable {
    /// 337.5°…22.5°.
    case north
    /// 22.5°…67.5°.
    case northEast
    /// 67.5°…112.5°.
    case east
    /// 112.5°…157.5°.
    case southEast
    /// 157.5°…202.5°.
    case south
    /// 202.5°…247.5°.
    case southWest
    /// 247.5°…292.5°.
    case west
    /// 292.5°…337.5°.
    case northWest

    /// The sector that holds a bearing.
    ///
    /// Sectors are 45° wide and centred on their direction; a bearing exactly on a boundary
    /// belongs to the sector clockwise from it (22.5° is north-east, 337.5° is north).
    ///
    /// - Parameter bearing: Degrees clockwise from north; any finite value (NaN and infinities
    ///   give ``north``).
    public init(bearing: Double) {
        guard bearing.isFinite else {
            self = .north
            return
        }
        var degrees = bearing.truncatingRemainder(dividingBy: 360)
        if degrees < 0 { degrees += 360 }
        let index = Int((degrees + 22.5) / 45) % 8
        self = CompassDirection.allCases[index]
    }

    /// English words, lower case: "north-east".
    public var englishName: String {
        switch self {
        case .north: "north"
        case .northEast: "north-east"
        case .east: "east"
        case .southEast: "south-east"
        case .south: "south"
        case .southWest: "south-west"
        case .west: "west"
        case .northWest: "north-west"
        }
    }
}
