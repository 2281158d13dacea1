import ConcurrencyPrimitives
import Geodesy
import Places
import RawMemory

/// "Where are you?": finds addresses from partial input such as `Mannerh 5` or `00100`.
///
/// Searches the catalog's address points and the places' own addresses. Typed words match street
/// and city words (exact, prefix, or one typo in longer words); a word starting with a digit is a
/// house number (`5`, `12b`, and `5 B` is read as `5b`), a five-digit word may also be a postcode.
/// Results are ranked by match quality, then by how few street words are left unmatched, then
/// street and house number in natural order.
public struct AddressSearch: Sendable {
    /// The searchable addresses of one street in one city: the street's and the city's words are
    /// folded and compared with the typed words once for all its house numbers.
    struct Street: Sendable {
        let name: String
        let streetWords: SearchText
        let cityWords: SearchText
        let entries: [Entry]
    }

    /// One address of a street.
    struct Entry: Sendable {
        /// Where the address comes from: an index into the address points, then the places.
        let source: Int32
        /// The house number as written (empty when there is none), which tells duplicates apart.
        let rawNumber: String
        /// The folded house number (``normalizedHouseNumber(_:)``).
        let houseNumber: String
        let postcode: String
        let houseNumberValue: Int
    }

    /// A street and city, as the address of a source has them (`nil` and empty read alike, as in
    /// the label).
    fileprivate struct StreetKey: Hashable, Sendable {
        var street: String
        var city: String
    }

    /// Calls `body` with two texts as one table key: the first's length in UTF-8 bytes (four
    /// bytes), then the bytes of both, so that different pairs never give the same key.
    fileprivate static func withKey<Result>(
        _ first: String, _ second: String, _ body: (ByteView) -> Result
    ) -> Result {
        ByteView.withUTF8(first) { head in
            ByteView.withUTF8(second) { tail in
                MutableByteView.withScratch(capacity: 4 + head.count + tail.count) { key in
                    for shift in 0..<4 { key[unchecked: shift] = UInt8(truncatingIfNeeded: head.count >> (8 * shift)) }
                    key.copy(tail, to: key.copy(head, to: 4))
                    return body(key.view(0..<key.count))
                }
            }
        }
    }

    /// The addresses of a run of sources (address points or places) grouped by street and city,
    /// streets in order of first appearance, each street's entries in source order: what the
    /// search is made of, gathered on all cores, by the engine while it reads each place once.
    package struct Streets: Sendable {
        fileprivate var keys: [StreetKey] = []
        fileprivate var entries: [[Entry]] = []
        /// Each street's index in ``keys``, by its key bytes (``withKey(_:_:_:)``).
        private var streetOfKey = ByteTable(capacity: Int.max, maximumLength: Int.max)
        /// Folded house numbers and their values, by the number as written: an index into ``folded``.
        private var numbers = ByteTable(capacity: 1 << 16, maximumLength: 64)
        private var folded: [(number: String, value: Int)] = []

        package init() {}

        /// Adds the address of a source, if it has a street.
        ///
        /// - Parameters:
        ///   - address: The address.
        ///   - source: Its index: among the address points, or the number of address points plus
        ///     the place's position.
        package mutating func add(_ address: Address, source: Int) {
            guard let street = address.street, !street.isEmpty else { return }
            let city = address.city ?? ""
            let slot = AddressSearch.withKey(street, city) { key -> Int in
                if let known = streetOfKey.lookUp(key) { return Int(known) }
                streetOfKey.insert(UInt32(keys.count), for: key)
                keys.append(StreetKey(street: street, city: city))
                entries.append([])
                return keys.count - 1
            }
            let raw = address.houseNumber ?? ""
            let (number, value) = ByteView.withUTF8(raw) { bytes -> (String, Int) in
                if let known = numbers.lookUp(bytes) { return folded[Int(known)] }
                let number = AddressSearch.normalizedHouseNumber(raw)
                let value = Int(number.prefix { $0.isNumber }) ?? Int.max
                if numbers.insert(UInt32(folded.count), for: bytes) { folded.append((number, value)) }
                return (number, value)
            }
            entries[slot].append(
                Entry(
                    source: Int32(source), rawNumber: raw, houseNumber: number, postcode: address.postcode ?? "",
                    houseNumberValue: value))
        }

        /// The streets of address points, on all cores.
        package static func of(_ points: [AddressPoint], chunkSize: Int = ParallelChunks.preferredChunkSize)
            -> [Streets]
        {
            ParallelChunks.map(count: points.count, chunkSize: chunkSize) { range in
                var streets = Streets()
                for index in range { streets.add(points[index].address, source: index) }
                return streets
            }
        }
    }

    private let streets: [Street]
    /// Each street's place in the order of results with equal scores: fewer words first, then by
    /// name (streets of one name in different cities share a rank).
    private let streetRanks: [Int]
    private let points: [AddressPoint]
    private let places: [Place]
    /// How many distinct addresses are searchable.
    public let count: Int

    /// Prepares the search over a catalog's addresses.
    ///
    /// - Parameter catalog: The catalog; both ``Catalog/addressPoints`` and place addresses with a
    ///   street are searched. Duplicates (same street, house number, postcode and city, hence the
    ///   same single-line address) are kept once: the first, address points before places.
    /// - Complexity: O(n) folding work, done once per catalog; one fold per distinct street, city
    ///   and house number in each chunk.
    public init(catalog: Catalog) {
        self.init(catalog: catalog, chunkSize: ParallelChunks.preferredChunkSize)
    }

    /// Prepares the search with chunks of a given size (tests merge many small chunks).
    package init(catalog: Catalog, chunkSize: Int) {
        let places = catalog.places
        let offset = catalog.addressPoints.count
        let placeStreets = ParallelChunks.map(count: places.count, chunkSize: chunkSize) { range in
            var streets = Streets()
            for position in range { streets.add(places[position].address, source: offset + position) }
            return streets
        }
        self.init(streets: Streets.of(catalog.addressPoints, chunkSize: chunkSize) + placeStreets, catalog: catalog)
    }

    /// Makes the search from the addresses gathered already.
    ///
    /// - Parameters:
    ///   - chunks: The address points' streets, then the places', each run after the previous one.
    ///   - catalog: The catalog they were gathered from: results are read from it.
    package init(streets chunks: [Streets], catalog: Catalog) {
        self.points = catalog.addressPoints
        self.places = catalog.places
        // The chunks' streets merged in order of first appearance, so each street's entries stay
        // in source order.
        var keys = Numbering<StreetKey>()
        var merged: [[Entry]] = []
        for chunk in chunks {
            for (key, entries) in zip(chunk.keys, chunk.entries) {
                let (street, isNew) = keys.number(of: key)
                if isNew { merged.append(entries) } else { merged[Int(street)].append(contentsOf: entries) }
            }
        }
        let mergedKeys = keys.keys
        let mergedEntries = merged
        // Each street's duplicates dropped and its words folded, on all cores.
        let streets = ParallelChunks.map(count: mergedKeys.count, chunkSize: 256) { range in
            range.map { street -> Street in
                let all = mergedEntries[street]
                var seen = ByteTable(capacity: Int.max, maximumLength: Int.max, reserving: all.count)
                let entries = all.filter { entry in
                    AddressSearch.withKey(entry.rawNumber, entry.postcode) { key in
                        seen.lookUp(key) == nil && seen.insert(0, for: key)
                    }
                }
                let key = mergedKeys[street]
                return Street(
                    name: key.street, streetWords: SearchText(key.street), cityWords: SearchText(key.city),
                    entries: entries)
            }
        }
        .flatMap { $0 }
        self.streets = streets
        self.count = streets.reduce(0) { $0 + $1.entries.count }
        func rankKey(_ street: Int) -> (Int, String) { (streets[street].streetWords.words.count, streets[street].name) }
        let order = streets.indices.sorted { rankKey($0) < rankKey($1) }
        var ranks = [Int](repeating: 0, count: streets.count)
        var rank = 0
        for (index, street) in order.enumerated() {
            // Streets of equal key share the rank of the first of them.
            if index > 0, rankKey(order[index - 1]) != rankKey(street) { rank = index }
            ranks[street] = rank
        }
        self.streetRanks = ranks
    }

    /// The address an entry was made from.
    private func address(of entry: Entry) -> Address {
        let index = Int(entry.source)
        return index < points.count ? points[index].address : places[index - points.count].address
    }

    /// The coordinate of the address an entry was made from.
    private func coordinate(of entry: Entry) -> Coordinate {
        let index = Int(entry.source)
        return index < points.count ? points[index].coordinate : places[index - points.count].coordinate
    }

    /// The best matches for typed input.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: At most this many results.
    /// - Returns: Ranked matches with distinct labels; empty when nothing matches or the input has
    ///   no words.
    /// - Complexity: O(s · q) for s streets and q typed words, plus O(a) for the a addresses of the
    ///   streets whose words match.
    public func search(_ text: String, limit: Int = 10) -> [AddressMatch] {
        let typed = AddressSearch.parse(text)
        guard !typed.words.isEmpty || typed.number != nil else { return [] }
        let numberWords = typed.words.filter { $0.first?.isNumber == true }
        let streetWords = typed.words.filter { $0.first?.isNumber != true }
        var matches: [(street: Int, entry: Int, score: Int)] = []
        for (index, street) in streets.enumerated() {
            guard let base = score(street, streetWords) else { continue }
            for (position, entry) in street.entries.enumerated() {
                if let score = score(entry, numberWords, typed.number) {
                    matches.append((index, position, base + score))
                }
            }
        }
        func label(_ match: (street: Int, entry: Int, score: Int)) -> String {
            address(of: streets[match.street].entries[match.entry]).singleLine
        }
        // Ranked by score, then by fewer street words left unmatched ("Mannerheimintie 5" before
        // "Kaivopiha, Mannerheimintie 5" for "Mannerh 5"), street name and house number: cheap keys.
        func key(_ match: (street: Int, entry: Int, score: Int)) -> (Int, Int, Int) {
            (-match.score, streetRanks[match.street], streets[match.street].entries[match.entry].houseNumberValue)
        }
        matches.sort { lhs, rhs in
            let left = key(lhs)
            let right = key(rhs)
            return left != right ? left < right : (lhs.street, lhs.entry) < (rhs.street, rhs.entry)
        }
        // Then by label, made only for the runs of equal keys that are shown. Labels are the
        // matches' identities: a label two streets spell alike is shown once.
        var shown = Set<String>()
        var results: [AddressMatch] = []
        var start = 0
        while start < matches.count, results.count < max(0, limit) {
            var end = start + 1
            while end < matches.count, key(matches[end]) == key(matches[start]) { end += 1 }
            let run = matches[start..<end].map { (match: $0, label: label($0)) }.sorted { lhs, rhs in
                lhs.label != rhs.label
                    ? lhs.label < rhs.label : (lhs.match.street, lhs.match.entry) < (rhs.match.street, rhs.match.entry)
            }
            for (match, label) in run where results.count < max(0, limit) {
                guard shown.insert(label).inserted else { continue }
                let entry = streets[match.street].entries[match.entry]
                results.append(
                    AddressMatch(
                        address: address(of: entry), coordinate: coordinate(of: entry), label: label, score: match.score
                    ))
            }
            start = end
        }
        return results
    }

    struct TypedAddress {
        var words: [String] = []
        var number: String?
    }

    static func parse(_ text: String) -> TypedAddress {
        var typed = TypedAddress()
        for word in SearchText(text).words {
            if let first = word.first, first.isNumber {
                if typed.number == nil || word.count == 5 && typed.number?.count != 5 {
                    if let previous = typed.number { typed.words.append(previous) }
                    typed.number = word
                } else {
                    typed.words.append(word)
                }
            } else if word.count == 1, let number = typed.number, number.last?.isNumber == true {
                typed.number = number + word  // "5 B" → "5b"
            } else {
                typed.words.append(word)
            }
        }
        return typed
    }

    /// Folds a house number: `5 B` → `5b`, `12b` → `12b`, and a range `14-20` → `14-20`.
    ///
    /// A single letter joins the word before it; other words are kept apart by `-`, so that a
    /// range does not become one large number (`1420`) that sorts after every other house.
    static func normalizedHouseNumber(_ raw: String) -> String {
        var result = ""
        for word in SearchText(raw).words {
            if !result.isEmpty && !(word.count == 1 && word.first?.isLetter == true) { result += "-" }
            result += word
        }
        return result
    }

    /// The score of a street's and city's words for the typed words that do not start with a
    /// digit, or `nil` when one of them matches neither.
    private func score(_ street: Street, _ words: [String]) -> Int? {
        var total = 0
        for word in words {
            var best = 0
            for streetWord in street.streetWords.words {
                if let match = WordMatch.between(typed: word, word: streetWord) { best = max(best, match.rawValue * 2) }
            }
            for cityWord in street.cityWords.words {
                if let match = WordMatch.between(typed: word, word: cityWord) { best = max(best, match.rawValue) }
            }
            if best == 0 { return nil }
            total += best
        }
        return total
    }

    /// The score of an address's postcode and house number for the typed words that start with
    /// a digit and the typed house number, or `nil` when one of them does not fit.
    private func score(_ entry: Entry, _ numberWords: [String], _ number: String?) -> Int? {
        var total = 0
        for word in numberWords {
            guard word == entry.postcode || word == entry.houseNumber else { return nil }
            total += 4
        }
        if let number {
            if number == entry.houseNumber {
                total += 8
            } else if number.count == 5, number == entry.postcode {
                total += 6
            } else if entry.houseNumber.hasPrefix(number) {
                total += 2
            } else {
                return nil
            }
        }
        return total
    }
}

extension AddressSearch: AddressDirectory {
    /// The best match for a whole address; the street when the typed house number is not one of
    /// its houses; else the area of a typed postcode, or a typed town, when the street is not
    /// one of the searched ones.
    ///
    /// - Parameter text: The address as written.
    /// - Returns: The location, or `nil` when neither the street, the postcode nor the town is found.
    public func resolve(_ text: String) -> AddressResolution? {
        guard let best = search(text, limit: 1).first else {
            // The house number may be what is missing: the street alone.
            let typed = AddressSearch.parse(text)
            let words = typed.words.filter { $0.first?.isNumber != true }
            if typed.number != nil, !words.isEmpty, var street = search(words.joined(separator: " "), limit: 1).first {
                street.kind = .street
                street.address.houseNumber = nil
                street.label = street.address.singleLine
                return AddressResolution(match: street, fallback: .houseNumberNotFound)
            }
            // The street too: the postcode's area, else the town.
            let numbers = typed.words.filter { $0.first?.isNumber == true } + (typed.number.map { [$0] } ?? [])
            guard let area = postcodeArea(numbers) ?? town(words) else { return nil }
            return AddressResolution(match: area, fallback: .streetNotFound)
        }
        return AddressResolution(match: best)
    }

    /// The area of the first of `words` that is a searched address's postcode: the middle of its
    /// addresses, named by the postcode and the first city one of them names.
    private func postcodeArea(_ words: [String]) -> AddressMatch? {
        for word in words {
            let entries = streets.flatMap { $0.entries.filter { $0.postcode == word } }
            guard !entries.isEmpty else { continue }
            let city = entries.lazy.compactMap { self.address(of: $0).city }.first { !$0.isEmpty }
            return area(entries, address: Address(postcode: word, city: city), kind: .postcode)
        }
        return nil
    }

    /// The town one of `words` names (exactly, or with one typo in a long word): the middle of
    /// the addresses of the town with the most of them.
    private func town(_ words: [String]) -> AddressMatch? {
        var byCity: [String: [Entry]] = [:]
        for street in streets {
            let named = words.contains { word in
                street.cityWords.words.contains {
                    WordMatch.between(typed: word, word: $0).map { $0 != .prefix } ?? false
                }
            }
            if named, let first = street.entries.first, let city = address(of: first).city {
                byCity[city, default: []] += street.entries
            }
        }
        guard let (city, entries) = byCity.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }) else {
            return nil
        }
        return area(entries, address: Address(city: city), kind: .place)
    }

    /// A match in the middle of some addresses' locations.
    private func area(_ entries: [Entry], address: Address, kind: AddressKind) -> AddressMatch {
        let coordinates = entries.map { coordinate(of: $0) }
        let middle = Coordinate(
            uncheckedLatitude: coordinates.map(\.latitude).reduce(0, +) / Double(coordinates.count),
            longitude: coordinates.map(\.longitude).reduce(0, +) / Double(coordinates.count))
        return AddressMatch(address: address, coordinate: middle, label: address.singleLine, score: 0, kind: kind)
    }

    /// The nearest of the searched addresses (address points and the places' addresses with a
    /// street): a scan, made only when a person asks where their location is.
    ///
    /// - Parameters:
    ///   - coordinate: The location.
    ///   - maximumDistance: How far the address may be, in metres.
    /// - Returns: The nearest address within that distance.
    public func nearestAddress(to coordinate: Coordinate, within maximumDistance: Double) -> AddressMatch? {
        var best: (distance: Double, entry: Entry)?
        for street in streets {
            for entry in street.entries where !entry.rawNumber.isEmpty {
                let distance = coordinate.distance(to: self.coordinate(of: entry))
                if distance <= maximumDistance, distance < best?.distance ?? .infinity { best = (distance, entry) }
            }
        }
        guard let entry = best?.entry else { return nil }
        let address = address(of: entry)
        return AddressMatch(
            address: address, coordinate: self.coordinate(of: entry), label: address.singleLine, score: 0)
    }
}
