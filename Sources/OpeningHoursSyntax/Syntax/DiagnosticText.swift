/// The words of a diagnostic, joined only when someone reads them.
///
/// Messy real values carry dozens of warnings each (`Monday: 11 AM–2:30 PM …` has 69), and most
/// callers only count them or keep the schedule; writing each message into one string while
/// parsing cost about a third of the parse. Written with string interpolation like a `String`,
/// a text keeps its literal and interpolated parts (small strings, no copying of characters)
/// and ``rendered`` joins them on demand.
struct DiagnosticText: Sendable, ExpressibleByStringInterpolation {
    private enum Storage: Sendable {
        case whole(String)
        case parts(ContiguousArray<String>)
    }

    private let storage: Storage

    /// A text that is already one string.
    ///
    /// - Parameter text: The text.
    init(_ text: String) { storage = .whole(text) }

    /// A text from a literal.
    ///
    /// - Parameter value: The literal.
    init(stringLiteral value: String) { storage = .whole(value) }

    /// A text from an interpolation, keeping its parts.
    ///
    /// - Parameter interpolation: The parts.
    init(stringInterpolation interpolation: Interpolation) { storage = .parts(interpolation.parts) }

    /// The text as one string.
    var rendered: String {
        switch storage {
        case .whole(let text): text
        case .parts(let parts): parts.joined()
        }
    }

    /// Collects the parts of an interpolated text.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var parts: ContiguousArray<String> = []

        /// Reserves room for the parts.
        ///
        /// - Parameters:
        ///   - literalCapacity: Characters in literals (unused).
        ///   - interpolationCount: Number of interpolated values.
        init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(2 * interpolationCount + 1)
        }

        /// Adds a literal part.
        ///
        /// - Parameter literal: The literal.
        mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { parts.append(literal) }
        }

        /// Adds a string.
        ///
        /// - Parameter value: The string.
        mutating func appendInterpolation(_ value: String) { parts.append(value) }

        /// Adds a number in decimal.
        ///
        /// - Parameter value: The number.
        mutating func appendInterpolation(_ value: Int) { parts.append(String(value)) }
    }
}
