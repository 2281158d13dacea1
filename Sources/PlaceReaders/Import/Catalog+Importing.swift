import Places

extension Catalog {
    /// Creates a catalog from what a reader produced. Never fails: readers already report and skip
    /// repeated ids, and should one remain, the first place with an id is kept.
    ///
    /// - Parameters:
    ///   - result: A reader's result.
    ///   - defaultTimeZone: IANA zone for places whose zone cannot be found otherwise, or `nil`
    ///     (see ``ZoneRules``).
    ///   - attribution: Data attribution text.
    public init(importing result: ImportResult, defaultTimeZone: String? = nil, attribution: String? = nil) {
        if let positions = result.positionsByID, positions.count == result.places.count {
            // The reader's own index of unique ids: the places are unchanged since it was made.
            self.init(
                uniquePlaces: result.places, positionsByID: positions, addressPoints: result.addressPoints,
                defaultTimeZone: defaultTimeZone, attribution: attribution)
            return
        }
        var seen = Set<String>()
        let unique = result.places.filter { seen.insert($0.id).inserted }
        self.init(
            uniquePlaces: unique, addressPoints: result.addressPoints, defaultTimeZone: defaultTimeZone,
            attribution: attribution)
    }
}
