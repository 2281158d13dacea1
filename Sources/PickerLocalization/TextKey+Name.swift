extension TextKey: Codable {
    /// The key's position in ``allCases`` (declaration order), for tables indexed by key.
    @inline(__always)
    var ordinal: Int { rawValue }

    /// The case's name, as written in Swift: `resultsSummary`.
    public var name: String { Self.names[rawValue] }

    /// The key named `name`, or `nil` when no case has that name.
    public init?(name: String) {
        guard let key = Self.byName[name] else { return nil }
        self = key
    }

    /// Every case's name, by position.
    private static let names = allCases.map { String(describing: $0) }

    /// Every case, by name.
    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// Decodes a key from its ``name``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let key = TextKey(name: name) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "no text key is named \(name)")
        }
        self = key
    }

    /// Encodes the key as its ``name``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
