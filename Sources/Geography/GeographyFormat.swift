import Foundation

/// The layout of a `.geography` file: one header, a table of sections, and the sections, every
/// number little-endian. Written by ``GeographyWriter``, mapped and read by ``Geography``.
///
/// ```
/// header   "PPGEO001" · u32 section count · u32 0
/// table    per section: 4-byte tag · u32 0 · u64 offset · u64 length
/// sections each starting at a multiple of 8
/// ```
///
/// Records are fixed-size rows (``Layout``); strings live in one pool (`STRG`) as a `u16`
/// length and the UTF-8 bytes, and records name them by their offset in the pool. Coordinates
/// are whole units of 10⁻⁷ degree (OpenStreetMap's own precision) in `Int32`.
enum GeographyFormat {
    static let magic = Array("PPGEO001".utf8)
    static let headerSize = 16
    static let tableEntrySize = 24

    /// The sections, by tag.
    enum Section: String, CaseIterable {
        /// What the file holds, as JSON (``GeographyMetadata``).
        case metadata = "META"
        /// The string pool.
        case strings = "STRG"
        /// Streets in towns (``Layout/street``), ordered by town then name.
        case streets = "STRT"
        /// Towns, villages, suburbs and quarters (``Layout/city``), ordered by name.
        case cities = "CITY"
        /// Addresses (``Layout/address``), ordered by street then house number.
        case addresses = "ADDR"
        /// Postcodes (``Layout/postcode``), ordered by their key.
        case postcodes = "PCOD"
        /// The search words' string offsets, ordered by their bytes.
        case words = "WREF"
        /// Per word, where its streets start in `SPST` (one more entry than words).
        case wordStreetStarts = "WSTP"
        /// Per word, where its towns start in `CPST` (one more entry than words).
        case wordCityStarts = "WCTP"
        /// The streets of each word, ascending.
        case streetPostings = "SPST"
        /// The towns of each word, ascending.
        case cityPostings = "CPST"
        /// Each street's words (word numbers), from the street's `wordStart`.
        case streetWords = "SWRD"
        /// Each town's words (word numbers), from the town's `wordStart`.
        case cityWords = "CWRD"
        /// The spatial grid's occupied cells' keys, ascending (`u64`).
        case gridKeys = "GKEY"
        /// Per cell, where its addresses start in `GADR` (one more entry than cells).
        case gridStarts = "GSTA"
        /// The addresses of each cell.
        case gridAddresses = "GADR"

        /// Its position in ``allCases``, for reading its range from an array.
        var ordinal: Int {
            switch self {
            case .metadata: 0
            case .strings: 1
            case .streets: 2
            case .cities: 3
            case .addresses: 4
            case .postcodes: 5
            case .words: 6
            case .wordStreetStarts: 7
            case .wordCityStarts: 8
            case .streetPostings: 9
            case .cityPostings: 10
            case .streetWords: 11
            case .cityWords: 12
            case .gridKeys: 13
            case .gridStarts: 14
            case .gridAddresses: 15
            }
        }
    }

    /// Record sizes and field offsets.
    enum Layout {
        /// name u32 · city u32 · first address u32 · address count u32 · lat i32 · lon i32 ·
        /// word start u32 · word count u16 · country u16 · postcode u32
        static let street = 36
        /// name u32 · first street u32 · street count u32 · lat i32 · lon i32 · word start u32 ·
        /// word count u16 · country u16 · kind u8 · 3 × 0 · address count u32
        static let city = 36
        /// number u32 · number key u32 · postcode u32 (or `u32.max`) · lat i32 · lon i32 · number value u32
        static let address = 24
        /// key u32 · label u32 · city u32 · lat i32 · lon i32 · south i32 · west i32 · north i32 ·
        /// east i32 · address count u32 · country u16 · 0 u16
        static let postcode = 44
    }

    /// No postcode, no town: the value of a missing reference.
    static let none = UInt32.max

    /// The grid's cell size in degrees: about 220 m of latitude.
    static let cellDegrees = 0.002

    /// A cell's key: its row and column, each offset to be positive.
    static func cellKey(row: Int, column: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: row + (1 << 20))) << 32
            | UInt64(UInt32(truncatingIfNeeded: column + (1 << 20)))
    }

    /// The row and column of the cell holding a coordinate.
    static func cell(latitude: Double, longitude: Double) -> (row: Int, column: Int) {
        (Int((latitude / cellDegrees).rounded(.down)), Int((longitude / cellDegrees).rounded(.down)))
    }

    /// A coordinate in whole units of 10⁻⁷ degree.
    static func fixed(_ degrees: Double) -> Int32 { Int32((degrees * 1e7).rounded()) }

    /// Whole units of 10⁻⁷ degree in degrees.
    static func degrees(_ fixed: Int32) -> Double { Double(fixed) / 1e7 }

    /// Two ASCII letters as one `u16` (a country code), 0 for none.
    static func countryCode(_ code: String) -> UInt16 {
        let bytes = Array(code.uppercased().utf8)
        guard bytes.count == 2 else { return 0 }
        return UInt16(bytes[0]) | UInt16(bytes[1]) << 8
    }

    /// A `u16` country code as two letters, or `nil` for none.
    static func countryText(_ code: UInt16) -> String? {
        guard code != 0 else { return nil }
        return String(decoding: [UInt8(code & 0xFF), UInt8(code >> 8)], as: UTF8.self)
    }
}

/// What a geography file says about itself: shown by `geography info`, read by `serve`.
public struct GeographyMetadata: Codable, Sendable, Hashable {
    /// The format's version.
    public var version: Int = 1
    /// Who the data is from ("© OpenStreetMap contributors").
    public var attribution: String
    /// The inputs it was built from (file names: for the operator, never shown to shoppers).
    public var sources: [String]
    /// When it was built (ISO 8601).
    public var built: String
    /// The bounds of its addresses and places: south, west, north, east.
    public var bounds: [Double]
    /// How many of each it holds.
    public var addresses: Int
    /// How many streets.
    public var streets: Int
    /// How many towns, villages and quarters.
    public var cities: Int
    /// How many postcodes.
    public var postcodes: Int
    /// What was left out while reading, and why, counted.
    public var skipped: [String: Int]
    /// The countries of its addresses, most addresses first.
    public var countries: [String]
}
