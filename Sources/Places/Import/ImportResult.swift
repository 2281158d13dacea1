/// What a reader produced: the places, the address points, and a report of every problem.
public struct ImportResult: Sendable {
    /// The places that could be read, in input order, with unique ids.
    public var places: [Place] {
        didSet { positionsByID = nil }
    }
    /// Address points (records with an address and a location but no name or category).
    public var addressPoints: [AddressPoint]
    /// Every problem found, with counts.
    public var report: ValidationReport
    /// The position in ``places`` of each id, as the reader found it (so that a catalog need not
    /// hash every id again); dropped whenever ``places`` changes.
    var positionsByID: [String: Int]?

    /// Creates a result.
    ///
    /// - Parameters:
    ///   - places: The places read.
    ///   - addressPoints: The address points read.
    ///   - report: The problems found.
    public init(places: [Place] = [], addressPoints: [AddressPoint] = [], report: ValidationReport = ValidationReport())
    {
        self.places = places
        self.addressPoints = addressPoints
        self.report = report
    }
}
