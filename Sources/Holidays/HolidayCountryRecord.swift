/// One country's record in the holiday resource, decoded: its languages, its table of holiday
/// names (one row per distinct holiday, one name per language) and its subdivisions.
///
/// The days themselves stay encoded until a ``HolidayTimeline`` is decoded for the country or one
/// subdivision.
struct HolidayCountryRecord: Sendable {
    /// A subdivision (ISO 3166-2 code without the country prefix, or the package's own code such as
    /// "Augsburg") and where its days are.
    struct Subdivision: Sendable {
        /// The code as the package spells it, e.g. "BY".
        var code: String
        /// Other names the package accepts for it, e.g. "Bayern".
        var aliases: [String]
        /// Offset of its timeline within ``HolidayCountryRecord/timelines``.
        var timelineOffset: Int
    }

    /// ISO 3166-1 alpha-2 code, upper case.
    let code: String
    /// BCP-47 tags of the stored languages; the first is the English that ``Holiday/name`` uses.
    let languages: [String]
    /// Pool references of the names, row by row: row *r*'s name in language *l* is at
    /// `r * languages.count + l`.
    let rowNames: [Int32]
    /// The subdivisions, in the package's order.
    let subdivisions: [Subdivision]
    /// The bytes of the country's own timeline (at the start) and of its subdivisions' timelines.
    let timelines: Range<Int>

    /// The number of distinct holidays (rows).
    var rowCount: Int { languages.isEmpty ? 0 : rowNames.count / languages.count }

    /// Decodes a country's record and checks every string reference in it.
    ///
    /// - Parameters:
    ///   - code: The upper-case country code.
    ///   - data: The resource.
    /// - Throws: ``HolidayDataError`` for a damaged record.
    /// - Complexity: O(*r* · *l* + *s*) for *r* rows in *l* languages and *s* subdivisions.
    init(code: String, data: HolidayData) throws(HolidayDataError) {
        guard let range = data.countries[code] else {
            throw HolidayDataError(offset: nil, context: "country \(code)", reason: "not in the directory")
        }
        let context = "country \(code)"
        var cursor = try HolidayDataCursor(bytes: data.bytes, range: range, context: context)
        let languageCount = try cursor.number(in: 1...64, "the number of languages")
        var languages: [String] = []
        for _ in 0..<languageCount {
            let reference = try cursor.number()
            try data.checkString(reference, context: context)
            languages.append(data.string(reference))
        }
        let rowCount = try cursor.number(in: 0...65_535, "the number of holiday names")
        var rowNames: [Int32] = []
        rowNames.reserveCapacity(rowCount * languageCount)
        for _ in 0..<rowCount * languageCount {
            let reference = try cursor.number(in: 0...Int(Int32.max), "a name reference")
            try data.checkString(reference, context: context)
            rowNames.append(Int32(reference))
        }
        let subdivisionCount = try cursor.number(in: 0...10_000, "the number of subdivisions")
        var subdivisions: [Subdivision] = []
        for _ in 0..<subdivisionCount {
            let codeReference = try cursor.number()
            try data.checkString(codeReference, context: context)
            var aliases: [String] = []
            for _ in 0..<(try cursor.number(in: 0...1000, "the number of aliases")) {
                let reference = try cursor.number()
                try data.checkString(reference, context: context)
                aliases.append(data.string(reference))
            }
            subdivisions.append(
                Subdivision(code: data.string(codeReference), aliases: aliases, timelineOffset: try cursor.number()))
        }
        let timelines = try cursor.bytes(try cursor.number())
        for subdivision in subdivisions where subdivision.timelineOffset >= timelines.count {
            throw cursor.failure("subdivision \(subdivision.code)'s days start past the end of the record")
        }
        self.code = code
        self.languages = languages
        self.rowNames = rowNames
        self.subdivisions = subdivisions
        self.timelines = timelines
    }

    /// The subdivision that `text` names: its code, case-insensitive, with or without the
    /// "CC-" prefix, or one of its aliases.
    ///
    /// - Parameter text: E.g. "BY", "de-by" or "Bayern".
    /// - Returns: The subdivision, or `nil` when none matches.
    /// - Complexity: O(*s* + aliases).
    func subdivision(named text: String) -> Subdivision? {
        let wanted = text.uppercased()
        let prefix = code + "-"
        let stripped = wanted.hasPrefix(prefix) ? String(wanted.dropFirst(prefix.count)) : wanted
        for candidate in [wanted, stripped] {
            if let match = subdivisions.first(where: { $0.code.uppercased() == candidate }) { return match }
        }
        for candidate in [wanted, stripped] {
            if let match = subdivisions.first(where: { $0.aliases.contains { $0.uppercased() == candidate } }) {
                return match
            }
        }
        return nil
    }
}
