/// The check a geography file passes before it is served: every record's references lie inside
/// the file (strings in the pool, addresses, streets, towns, postcodes and words in their
/// sections), and every list of starts rises. After it, no read of a search can fall outside
/// the file, whatever bytes it holds.
struct GeographyValidation {
    let geography: Geography

    init(_ geography: Geography) { self.geography = geography }

    /// The first problem found, in words, or `nil` for a sound file.
    func firstProblem() -> String? {
        let g = geography
        let poolSize = g.range(.strings).count
        func stringFits(_ reference: UInt32) -> Bool {
            let start = Int(reference)
            guard start + 2 <= poolSize else { return false }
            let base = g.range(.strings).lowerBound + start
            let length = Int(g.file.byte(uncheckedAt: base)) | Int(g.file.byte(uncheckedAt: base + 1)) << 8
            return start + 2 + length <= poolSize
        }
        let streetWordCount = g.range(.streetWords).count / 4
        let cityWordCount = g.range(.cityWords).count / 4
        for index in 0..<g.streetCount {
            let row = g.street(index)
            guard stringFits(row.name), row.city == GeographyFormat.none || Int(row.city) < g.cityCount,
                row.firstAddress + row.addressCount <= g.addressCount, row.wordStart + row.wordCount <= streetWordCount,
                row.postcode == GeographyFormat.none || stringFits(row.postcode)
            else { return "street \(index) names something outside the file" }
        }
        // The streets' houses are consecutive runs that together are every address, so each
        // address has its street (`street(ofAddress:)` relies on it).
        var next = 0
        for index in 0..<g.streetCount {
            let row = g.street(index)
            guard row.firstAddress == next else { return "street \(index)'s houses do not follow the street before" }
            next += row.addressCount
        }
        guard next == g.addressCount else { return "the streets' houses are not every address" }
        for index in 0..<g.cityCount {
            let row = g.city(index)
            guard stringFits(row.name), row.firstStreet + row.streetCount <= g.streetCount,
                row.wordStart + row.wordCount <= cityWordCount
            else { return "town \(index) names something outside the file" }
        }
        for index in 0..<g.addressCount {
            let row = g.address(index)
            guard stringFits(row.number), stringFits(row.key),
                row.postcode == GeographyFormat.none || Int(row.postcode) < g.postcodeCount
            else { return "address \(index) names something outside the file" }
        }
        for index in 0..<g.postcodeCount {
            let row = g.postcode(index)
            guard stringFits(row.key), stringFits(row.label),
                row.city == GeographyFormat.none || Int(row.city) < g.cityCount
            else { return "postcode \(index) names something outside the file" }
        }
        guard g.range(.wordStreetStarts).count == 4 * (g.wordCount + 1),
            g.range(.wordCityStarts).count == 4 * (g.wordCount + 1)
        else { return "the word index does not match its words" }
        for section in [
            GeographyFormat.Section.streetPostings, .cityPostings, .streetWords, .cityWords, .gridAddresses,
        ] {
            let limit: Int
            switch section {
            case .streetPostings: limit = g.streetCount
            case .cityPostings: limit = g.cityCount
            case .gridAddresses: limit = g.addressCount
            default: limit = g.wordCount
            }
            let count = g.range(section).count / 4
            for index in 0..<count where Int(g.u32(section, index * 4)) >= limit {
                return "section \(section.rawValue) names something outside the file"
            }
        }
        for (starts, postings) in [
            (GeographyFormat.Section.wordStreetStarts, GeographyFormat.Section.streetPostings),
            (.wordCityStarts, .cityPostings),
        ] {
            var previous: UInt32 = 0
            for index in 0...g.wordCount {
                let start = g.u32(starts, index * 4)
                guard start >= previous, Int(start) <= g.range(postings).count / 4 else {
                    return "section \(starts.rawValue) does not rise"
                }
                previous = start
            }
        }
        for index in 0..<g.wordCount where !stringFits(g.u32(.words, index * 4)) {
            return "word \(index) lies outside the string pool"
        }
        guard g.range(.gridStarts).count == 4 * (g.cellCount + 1) else {
            return "the grid does not match its cells"
        }
        var previous: UInt32 = 0
        for index in 0...g.cellCount {
            let start = g.u32(.gridStarts, index * 4)
            guard start >= previous, Int(start) <= g.range(.gridAddresses).count / 4 else {
                return "the grid's starts do not rise"
            }
            previous = start
        }
        // Tiles: as many spans as keys, keys rising, every span inside the tiles' bytes.
        guard g.range(.tileSpans).count == 16 * g.tileCount else { return "the tiles' spans do not match their keys" }
        let dataSize = UInt64(g.range(.tileData).count)
        var previousKey: UInt64?
        for index in 0..<g.tileCount {
            let key = g.file.uint64(at: g.range(.tileKeys).lowerBound + index * 8)
            if let previousKey, key <= previousKey { return "the tiles' keys do not rise" }
            previousKey = key
            let offset = g.file.uint64(at: g.range(.tileSpans).lowerBound + index * 16)
            let length = g.file.uint64(at: g.range(.tileSpans).lowerBound + index * 16 + 8)
            guard offset <= dataSize, length <= dataSize - offset else { return "tile \(index) lies outside the file" }
        }
        return nil
    }
}
