/// How ``PlaceReader`` reads an input.
public struct ImportOptions: Sendable, Hashable {
    /// Name used for the input in diagnostics, such as the file name `places.geojson`.
    public var sourceName: String
    /// Which CSV columns hold which field.
    public var csvColumns: CSVColumns
    /// The CSV field separator (an ASCII character; `,` by default, `;` and tab are common too).
    public var csvDelimiter: Unicode.Scalar
    /// Whether records that have an address but no name and no category become address points
    /// (`true`, the default) or are reported as places without a name.
    public var readsAddressPoints: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - sourceName: Name of the input for diagnostics.
    ///   - csvColumns: CSV column names.
    ///   - csvDelimiter: CSV field separator, an ASCII character.
    ///   - readsAddressPoints: Whether unnamed records with an address become address points.
    public init(
        sourceName: String = "input",
        csvColumns: CSVColumns = CSVColumns(),
        csvDelimiter: Unicode.Scalar = ",",
        readsAddressPoints: Bool = true
    ) {
        self.sourceName = sourceName
        self.csvColumns = csvColumns
        self.csvDelimiter = csvDelimiter
        self.readsAddressPoints = readsAddressPoints
    }
}
