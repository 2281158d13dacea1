/// Why a time-zone boundary table cannot be used.
public enum ZoneTableError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The module's `Resources/zones.bin` is not in its bundle.
    case missingResource
    /// The bytes do not start with the table's magic number `PPTZ`.
    case notATable
    /// The table has a format version this code does not read.
    case unsupportedVersion(UInt32)
    /// The bytes end inside the named section.
    case truncated(section: String)
    /// An entry, a leaf or a count contradicts the rest of the table.
    case inconsistent(String)

    /// What is wrong and how to repair it.
    public var description: String {
        let rebuild = "Rebuild it with scripts/build-timezones.sh."
        switch self {
        case .missingResource:
            return "The time-zone table Resources/zones.bin is missing from the TimeZoneBoundaries bundle. \(rebuild)"
        case .notATable:
            return "The data is not a time-zone table: it does not start with \"PPTZ\". \(rebuild)"
        case .unsupportedVersion(let version):
            return "The time-zone table has format version \(version); this build reads version 1. \(rebuild)"
        case .truncated(let section):
            return "The time-zone table ends inside its \(section). \(rebuild)"
        case .inconsistent(let detail):
            return "The time-zone table is damaged: \(detail). \(rebuild)"
        }
    }
}
