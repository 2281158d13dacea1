/// What a line or area of the map's ground is drawn as, in drawing order (ground first, streets
/// last): one SVG path and one CSS class (`bm-` and the raw value) per kind. The colours are the
/// stylesheet's, whatever the data.
public enum GroundKind: String, Sendable, CaseIterable {
    /// Parks, gardens, grass.
    case park
    /// Lakes, bays, rivers.
    case water
    /// Buildings.
    case building
    /// Railway and tram lines.
    case rail
    /// Service roads, tracks, pedestrian streets.
    case minorStreet = "minor"
    /// Residential and unclassified streets.
    case street
    /// Primary to tertiary roads.
    case majorStreet = "major"
}
