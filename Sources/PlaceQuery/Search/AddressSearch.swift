import Geodesy
import Places

/// "Where are you?": finds addresses from partial input such as `Mannerh 5` or `00100`.
///
/// Searches the catalog's address points and the places' own addresses. Typed words match street
/// and city words (exact, prefix, or one typo in longer words); a word starting with a digit is a
/// house number (`5`, `12b`, and `5 B` is read as `5b`), a five-digit word may also be a postcode.
/// Results are ranked by match quality, then by how few street words are left unmatched, then
/// street and house number in natural order.
public struct AddressSearch: Sendable {
    struct Entry: Sendable {
        let address: Address
        let coordinate: Coordinate
        let label: String
        let streetWords: SearchText
        let cityWords: SearchText
        let houseNumber: String
        let postcode: String
        let houseNumberValue: Int
    }

    private let entries: [Entry]

    /// Prepares the search over a catalog's addresses.
    ///
    /// - Parameter catalog: The catalog; both ``Catalog/addressPoints`` and place addresses with a
    ///   street are searched. Duplicates (same single-line address) are kept once.
    /// - Complexity: O(n) folding work, done once per catalog.
    public init(catalog: Catalog) {
        let points = catalog.addressPoints
        let places = catalog.places
        @Sendable func point(_ index: Int) -> (address: Address, coordinate: Coordinate) {
            index < points.count
                ? (points[index].address, points[index].coordinate)
                : (places[index - points.count].address, places[index - points.count].coordinate)
        }
        // Labels on all cores, then the first of each label kept, in order.
        let labels = ParallelChunks.map(count: points.count + places.count) { range in
            range.map { index -> String? in
                let address = point(index).address
                return address.streetLine == nil ? nil : address.singleLine
            }
        }
        var seen = Set<String>()
        seen.reserveCapacity(labels.reduce(0) { $0 + $1.count })
        var kept: [(index: Int, label: String)] = []
        var index = 0
        for chunk in labels {
            for label in chunk {
                if let label, seen.insert(label).inserted { kept.append((index, label)) }
                index += 1
            }
        }
        let chosen = kept
        // Streets, cities and house numbers repeat: each chunk folds each distinct one once.
        let chunks = ParallelChunks.map(count: chosen.count) { range in
            var streets: [String: SearchText] = [:]
            var cities: [String: SearchText] = [:]
            var numbers: [String: String] = [:]
            return range.map { position -> Entry in
                let (address, coordinate) = point(chosen[position].index)
                let street = address.street ?? ""
                let city = address.city ?? ""
                let raw = address.houseNumber ?? ""
                let streetWords = streets[street] ?? SearchText(street)
                streets[street] = streetWords
                let cityWords = cities[city] ?? SearchText(city)
                cities[city] = cityWords
                let number = numbers[raw] ?? AddressSearch.normalizedHouseNumber(raw)
                numbers[raw] = number
                return Entry(
                    address: address, coordinate: coordinate, label: chosen[position].label,
                    streetWords: streetWords, cityWords: cityWords, houseNumber: number,
                    postcode: address.postcode ?? "", houseNumberValue: Int(number.prefix { $0.isNumber }) ?? Int.max)
            }
        }
        self.entries = chunks.flatMap { $0 }
    }

    /// How many distinct addresses are searchable.
    public var count: Int { entries.count }

    /// The best matches for typed input.
    ///
    /// - Parameters:
    ///   - text: What the person typed.
    ///   - limit: At most this many results.
    /// - Returns: Ranked matches; empty when nothing matches or the input has no words.
    /// - Complexity: O(n · q) for n addresses and q typed words.
    public func search(_ text: String, limit: Int = 10) -> [AddressMatch] {
        let typed = AddressSearch.parse(text)
        guard !typed.words.isEmpty || typed.number != nil else { return [] }
        var matches: [(entry: Entry, score: Int)] = []
        for entry in entries {
            if let score = score(entry, typed) { matches.append((entry, score)) }
        }
        matches.sort { lhs, rhs in
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            // Fewer street words left unmatched first: "Mannerheimintie 5" before
            // "Kaivopiha, Mannerheimintie 5" for "Mannerh 5".
            let leftWords = lhs.entry.streetWords.words.count
            let rightWords = rhs.entry.streetWords.words.count
            if leftWords != rightWords { return leftWords < rightWords }
            let leftStreet = lhs.entry.address.street ?? ""
            let rightStreet = rhs.entry.address.street ?? ""
            if leftStreet != rightStreet { return leftStreet < rightStreet }
            if lhs.entry.houseNumberValue != rhs.entry.houseNumberValue {
                return lhs.entry.houseNumberValue < rhs.entry.houseNumberValue
            }
            return lhs.entry.label < rhs.entry.label
        }
        return matches.prefix(max(0, limit)).map {
            AddressMatch(
                address: $0.entry.address, coordinate: $0.entry.coordinate, label: $0.entry.label, score: $0.score)
        }
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

    private func score(_ entry: Entry, _ typed: TypedAddress) -> Int? {
        var total = 0
        for word in typed.words {
            if word.first?.isNumber == true {
                guard word == entry.postcode || word == entry.houseNumber else { return nil }
                total += 4
                continue
            }
            var best = 0
            for streetWord in entry.streetWords.words {
                if let match = WordMatch.between(typed: word, word: streetWord) { best = max(best, match.rawValue * 2) }
            }
            for cityWord in entry.cityWords.words {
                if let match = WordMatch.between(typed: word, word: cityWord) { best = max(best, match.rawValue) }
            }
            if best == 0 { return nil }
            total += best
        }
        if let number = typed.number {
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
