/// Why four numbers or a `"south,west,north,east"` string are not a valid ``BoundingBox``.
public struct BoundingBoxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// One of the four edges of a box, in the order they are written.
    public enum Component: String, Sendable, CaseIterable {
        /// The southern latitude, first.
        case south
        /// The western longitude, second.
        case west
        /// The northern latitude, third.
        case north
        /// The eastern longitude, fourth.
        case east
    }

    /// What is wrong.
    public enum Reason: Sendable, Equatable {
        /// The text does not have four comma-separated parts; holds how many it has.
        case wrongComponentCount(Int)
        /// The part is not a decimal number; holds the text of that part.
        case notANumber(String)
        /// The value is NaN or infinite.
        case notFinite(Double)
        /// A latitude is outside −90…90 or a longitude outside −180…180.
        case outOfRange(Double)
        /// The south edge is north of the north edge.
        case southOfNorth(south: Double, north: Double)
    }

    /// The edge at fault, or `nil` when the problem is the shape of the text.
    public let component: Component?
    /// What is wrong.
    public let reason: Reason

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - component: The edge at fault, if one is.
    ///   - reason: What is wrong.
    public init(component: Component?, reason: Reason) {
        self.component = component
        self.reason = reason
    }

    /// A valid box for messages: central Helsinki.
    public static let example = "60.15,24.90,60.19,24.98"

    /// A message that names the bad part, says where it is and shows a valid example.
    public var description: String {
        let fix = "Write south,west,north,east in decimal degrees, such as \(BoundingBoxError.example)."
        let position = component.map { "The \($0.rawValue) edge (part \(Self.position(of: $0)) of 4)" } ?? ""
        switch reason {
        case .wrongComponentCount(let count):
            return "A bounding box needs 4 comma-separated numbers, but this one has \(count). \(fix)"
        case .notANumber(let text):
            return "\(position) \"\(text)\" is not a number. \(fix)"
        case .notFinite(let value):
            return "\(position) \(value) is not a finite number. \(fix)"
        case .outOfRange(let value):
            let range = component == .south || component == .north ? "−90…90" : "−180…180"
            return "\(position) \(value) is outside \(range). \(fix)"
        case .southOfNorth(let south, let north):
            return "The south edge \(south) is north of the north edge \(north). \(fix)"
        }
    }

    private static func position(of component: Component) -> Int {
        (Component.allCases.firstIndex(of: component) ?? 0) + 1
    }
}
