/// A daily moment defined by the sun's position: the `sunrise`, `sunset`, `dawn` and `dusk` times of
/// `opening_hours`.
public enum SunEvent: Sendable, CaseIterable {
    /// Civil dawn: the sun's centre 6° below the horizon in the morning (zenith 96°).
    case dawn
    /// Sunrise: the sun's upper limb on the horizon, with standard refraction (zenith 90.833°).
    case sunrise
    /// Sunset: the evening counterpart of ``sunrise`` (zenith 90.833°).
    case sunset
    /// Civil dusk: the evening counterpart of ``dawn`` (zenith 96°).
    case dusk

    /// The sun's zenith angle at the event, in degrees.
    package var zenith: Double {
        switch self {
        case .sunrise, .sunset: 90.833
        case .dawn, .dusk: 96
        }
    }

    /// Whether the event is in the morning (the sun rising).
    package var isMorning: Bool {
        switch self {
        case .dawn, .sunrise: true
        case .sunset, .dusk: false
        }
    }
}
