/// Whose pickup point a place is: the properties a carrier's reader writes (docs/guides/carriers.md).
extension Place {
    /// The property naming a place's carrier by its key (`dhl`, a `--from` name).
    public static let carrierKey = "carrier"
    /// The property with the carrier's name as people know it (`DHL`).
    public static let carrierNameKey = "carrier:name"

    /// The carrier's key (`dhl`, lowercased), or `nil` for a place that is not a carrier's.
    public var carrier: String? {
        guard let key = properties[Self.carrierKey]?.stringValue, !key.isEmpty else { return nil }
        return key.lowercased()
    }
}
