#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import SwiftUI

/// A small symbol for the opening state. Decorative: the state is always also in the row's text, so the
/// symbol differs in shape as well as colour and is hidden from assistive technologies.
struct OpeningStateIcon: View {
    /// The state to draw.
    let kind: OpeningStateKind

    var body: some View {
        Image(systemName: OpeningStateIcon.symbolName(for: kind))
            .foregroundStyle(OpeningStateIcon.color(for: kind))
            .accessibilityHidden(true)
    }

    /// The SF Symbol for a state: a different shape for each, so colour is never the only difference.
    ///
    /// - Parameter kind: The state.
    /// - Returns: A symbol name.
    static func symbolName(for kind: OpeningStateKind) -> String {
        switch kind {
        case .open: "checkmark.circle.fill"
        case .closingSoon: "clock.fill"
        case .closed: "xmark.octagon.fill"
        case .unknown: "questionmark.circle"
        case .unavailable: "nosign"
        }
    }

    /// The fill of a map pin in a state. Pins carry a white glyph, so these are darker than the row
    /// icons' colours (at least 3:1 against white, WCAG 1.4.11); the state is also in the pin's label.
    ///
    /// - Parameter kind: The state.
    /// - Returns: A colour.
    static func pinTint(for kind: OpeningStateKind) -> Color {
        switch kind {
        case .open: .blue
        case .closingSoon: .indigo
        case .closed, .unknown, .unavailable: Color(red: 0.35, green: 0.35, blue: 0.38)
        }
    }

    /// The tint for a state.
    ///
    /// - Parameter kind: The state.
    /// - Returns: A colour.
    static func color(for kind: OpeningStateKind) -> Color {
        switch kind {
        case .open: .green
        case .closingSoon: .orange
        case .closed: .red
        case .unknown: .gray
        case .unavailable: .gray
        }
    }
}
#endif
