import Geodesy
import PlaceSearch
import Places

/// How a region is searched.
///
/// 1. The text is read (``GeographyQuery``): words and numbers, in any order.
/// 2. Each word is looked up in the region's sorted word list by binary search: as typed, then
///    with `oe`/`ae`/`ue`/`aa` as one letter (`Koebenhavn`), then — for words of five letters
///    or more that are not found — every spelling one edit away (a letter missing, extra,
///    changed, or two swapped). The word being typed also matches the words it begins.
/// 3. Numbers are tried as postcodes (alone and joined with the piece beside them: `SW1A 2AA`,
///    `3511 AB`); the first one that is not a postcode is the house number.
/// 4. The streets come from the rarest typed word's posting list; each is scored by how well
///    the typed words match its name and its town, the postcode, and whether it has the house.
///    Towns and postcodes are scored alike.
/// 5. Results are ranked by score, then house before street, postcode and place, then by size.
///
/// Scores: a word matched exactly counts 4, completed 3, with a typo 2; a typed word that matches
/// nothing costs 3; a street word not typed costs 1; the house found adds 6, the typed postcode
/// on the street 3 (against it, −3).
enum GeographySearch {
    static let exact = 4
    static let completed = 3
    static let misspelt = 2
    /// The most characters and pieces of text read, and the longest word tried with a typo.
    static let maximumLength = 200
    static let maximumTokens = 12
    static let longestMisspeltWord = 32

    /// One result being ranked.
    struct Candidate {
        var kind: AddressKind
        var score: Int
        /// Streets' addresses count, towns' addresses: bigger first among equals.
        var size: Int
        /// How far from the search's focus (metres), nearer first among equals; 0 without one.
        var distance: Double = 0
        /// How many typed words a town's or postcode's result left unmatched (a street not found).
        var unmatchedWords = 0
        var label: String
        var address: Address
        var coordinate: Coordinate
    }

    /// The words of the region that a typed word may be, with how well: word number → quality.
    static func variants(of token: GeographyQuery.Token, in geography: Geography) -> [Int: Int] {
        var found: [Int: Int] = [:]
        func note(_ word: String, _ quality: Int) {
            if let number = geography.wordNumber(of: word), quality > found[number] ?? 0 { found[number] = quality }
        }
        if token.isPrefix {
            note(GeographyText.canonical(token.text), exact)
            for number in geography.wordNumbers(withPrefix: token.text, limit: 256) where found[number] == nil {
                found[number] = completed
            }
            // "hauptstra" is on its way to "hauptstrasse", which is indexed as "hauptstr".
            if let range = token.text.range(of: "str", options: .backwards),
                range.lowerBound > token.text.startIndex
                    || token.text.hasPrefix("str"),
                "strasse".hasPrefix(token.text[range.lowerBound...])
                    || "straat".hasPrefix(token.text[range.lowerBound...])
            {
                note(String(token.text[..<range.lowerBound]) + "str", completed)
            }
        } else {
            note(token.text, exact)
        }
        guard found.isEmpty else { return found }
        if let digraph = GeographyText.digraphVariant(token.text) { note(GeographyText.canonical(digraph), exact) }
        guard found.isEmpty, (5...longestMisspeltWord).contains(token.text.count) else { return found }
        for edit in edits(of: GeographyText.digraphVariant(token.text) ?? token.text) + edits(of: token.text) {
            note(GeographyText.canonical(edit), misspelt)
        }
        return found
    }

    /// Every spelling one edit from a word: a letter deleted, two neighbours swapped, a letter
    /// changed or inserted (a–z and the word's own letters).
    static func edits(of word: String) -> [String] {
        let letters = Array(word)
        var alphabet = Set("abcdefghijklmnopqrstuvwxyz")
        alphabet.formUnion(letters)
        var result: [String] = []
        for index in letters.indices {
            var deleted = letters
            deleted.remove(at: index)
            result.append(String(deleted))
            if index + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                result.append(String(swapped))
            }
            for letter in alphabet where letter != letters[index] {
                var changed = letters
                changed[index] = letter
                result.append(String(changed))
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var inserted = letters
                inserted.insert(letter, at: index)
                result.append(String(inserted))
            }
        }
        return result
    }

    /// The ranked results for typed text.
    // swiftlint:disable:next function_body_length cyclomatic_complexity
    static func candidates(
        _ text: String, in geography: Geography, completing: Bool, limit: Int, focus: Coordinate? = nil
    ) -> [Candidate] {
        rank(text, in: geography, completing: completing, limit: limit, focus: focus).candidates
    }

    /// The ranked results, and whether the text has a house number (a number that is not its postcode).
    static func rank(
        _ text: String, in geography: Geography, completing: Bool, limit: Int, focus: Coordinate? = nil
    ) -> (candidates: [Candidate], houseNumberTyped: Bool) {
        // An address is never longer: the cut keeps a hostile query's work small.
        let query = GeographyQuery(String(text.prefix(maximumLength)), completing: completing)
        var tokens = Array(query.tokens.prefix(maximumTokens))
        guard !tokens.isEmpty else { return ([], false) }

        // Postcodes: a number alone, or joined with the piece after it.
        var postcodes: [Int] = []
        var used = [Bool](repeating: false, count: tokens.count)
        // Right to left, so that "12, 345 67" joins 345 and 67, not the house number and 345.
        for index in tokens.indices.reversed() where tokens[index].isNumber && !used[index] {
            if index + 1 < tokens.count, !used[index + 1],
                case let joined = geography.postcodes(
                    withKey: tokens[index].postcodeKey + tokens[index + 1].postcodeKey),
                !joined.isEmpty
            {
                postcodes += joined
                used[index] = true
                used[index + 1] = true
            }
        }
        var numberIndices = tokens.indices.filter { tokens[$0].isNumber && !used[$0] }
        let wordIndices = tokens.indices.filter { !tokens[$0].isNumber && !used[$0] }
        // Of several numbers, one the region has as a postcode is the postcode ("1650 Istedgade 37").
        if postcodes.isEmpty, numberIndices.count > 1 || wordIndices.isEmpty,
            let index = numberIndices.first(where: { !geography.postcodes(withKey: tokens[$0].postcodeKey).isEmpty })
        {
            postcodes = geography.postcodes(withKey: tokens[index].postcodeKey)
            numberIndices.removeAll { $0 == index }
        }
        // A lone number with words that the region has as a postcode ("1650 København V") is the
        // postcode, and stays the house number a street may have.
        var numberIsPostcode = false
        if postcodes.isEmpty, numberIndices.count == 1,
            case let found = geography.postcodes(
                withKey: tokens[numberIndices[0]].postcodeKey), !found.isEmpty
        {
            postcodes = found
            numberIsPostcode = true
        }
        // The first other number is the house number, and a lone letter after it its letter ("12 B").
        var houseNumber: String?
        if let index = numberIndices.first {
            houseNumber = tokens[index].text
            if index + 1 < tokens.count, !tokens[index + 1].isNumber, tokens[index + 1].postcodeKey.count == 1,
                !used[index + 1]
            {
                houseNumber = tokens[index].text + tokens[index + 1].postcodeKey
                used[index + 1] = true
            }
        }
        let words = wordIndices.filter { !used[$0] }.map { index in
            (token: tokens[index], variants: variants(of: tokens[index], in: geography))
        }
        tokens = []

        var results: [Candidate] = []
        // Streets. When the text names a town (a word few towns have, or a postcode), the streets of
        // those towns whose names have a typed word: the towns' streets are one run of street numbers,
        // so each word's streets there are found by binary search. Besides them, and always when no
        // town is named, the streets of every typed word that few streets have (a typo in the town's
        // name must not lose the street), and of the rarest word.
        let sizes = words.map { word in word.variants.keys.reduce(0) { $0 + geography.streets(ofWord: $1).count } }
        if let rarest = sizes.indices.filter({ sizes[$0] > 0 }).min(by: { sizes[$0] < sizes[$1] }) {
            var towns = Set<Int>()
            for number in postcodes where geography.postcode(number).city != GeographyFormat.none {
                towns.insert(Int(geography.postcode(number).city))
            }
            for word in words {
                let count = word.variants.keys.reduce(0) { $0 + geography.cities(ofWord: $1).count }
                guard count <= 200 else { continue }
                for variant in word.variants.keys {
                    for posting in geography.cities(ofWord: variant) { towns.insert(geography.cityPosting(posting)) }
                }
            }
            var streets = Set<Int>()
            for town in towns {
                let row = geography.city(town)
                let run = row.firstStreet..<row.firstStreet + row.streetCount
                for word in words {
                    for variant in word.variants.keys {
                        for posting in geography.streetPostings(ofWord: variant, within: run) {
                            streets.insert(geography.streetPosting(posting))
                        }
                    }
                }
            }
            // Every street that has all the typed street words has the rarest one; the next rarest
            // too when few streets have it, for a text whose rarest word is noise.
            // When the named town already gave streets, only words few streets have are added.
            let narrowed = !streets.isEmpty
            let order = sizes.indices.filter { sizes[$0] > 0 }.sorted { sizes[$0] < sizes[$1] }
            for (rank, index) in order.prefix(2).enumerated()
            where (rank == 0 && !narrowed) || sizes[index] <= 2_000 {
                for word in words[index].variants.keys {
                    for posting in geography.streets(ofWord: word) where streets.count < 20_000 {
                        streets.insert(geography.streetPosting(posting))
                    }
                }
            }
            _ = rarest
            let postcodeSet = Set(postcodes)
            let house = houseNumber.map { (bytes: Array($0.utf8), value: GeographyText.houseNumberValue($0)) }
            var cityMatches: [Int: [Int]] = [:]
            // The best few kept as they come (most streets score below them); only those are written out.
            var best: [StreetScore] = []
            let keep = max(limit, 1) * 3
            for street in streets {
                guard
                    let scored = score(
                        street: street, words: words, house: house, postcodes: postcodeSet, cityMatches: &cityMatches,
                        focus: focus, in: geography)
                else { continue }
                if best.count == keep, let worst = best.last, !(scored.ranks(before: worst)) { continue }
                let position = best.firstIndex { scored.ranks(before: $0) } ?? best.count
                best.insert(scored, at: position)
                if best.count > keep { best.removeLast() }
            }
            results += best.map { $0.candidate(in: geography) }
        }
        // Towns, villages and quarters: every typed word in the name or dropped, none of it numbers.
        if houseNumber == nil || numberIsPostcode, !words.isEmpty {
            var cities = Set<Int>()
            for word in words {
                for variant in word.variants.keys {
                    for posting in geography.cities(ofWord: variant) where cities.count < 10_000 {
                        cities.insert(geography.cityPosting(posting))
                    }
                }
            }
            for city in cities {
                let row = geography.city(city)
                let (matched, unmatched) = match(words, against: Set(geography.words(ofCity: row)))
                guard matched > 0 else { continue }
                let untyped = row.wordCount - words.count
                var place = placeCandidate(city, row, score: matched - 3 * unmatched - max(0, untyped), in: geography)
                place.unmatchedWords = unmatched
                results.append(place)
            }
        }
        // Postcodes: their town's words typed with them count.
        for number in postcodes {
            let row = geography.postcode(number)
            let cityWords =
                row.city == GeographyFormat.none ? [] : geography.words(ofCity: geography.city(Int(row.city)))
            let (matched, unmatched) = match(words, against: Set(cityWords))
            let address = Address(
                postcode: geography.string(row.label),
                city: row.city == GeographyFormat.none ? nil : geography.string(geography.city(Int(row.city)).name),
                country: GeographyFormat.countryText(row.country))
            results.append(
                Candidate(
                    kind: .postcode, score: 8 + matched - 3 * unmatched, size: row.addressCount,
                    unmatchedWords: unmatched, label: address.singleLine, address: address,
                    coordinate: Coordinate(
                        uncheckedLatitude: GeographyFormat.degrees(row.latitude),
                        longitude: GeographyFormat.degrees(row.longitude))))
        }
        if let focus {
            for index in results.indices {
                results[index].distance = results[index].coordinate.roughDistance(to: focus)
            }
        }
        results.sort { lhs, rhs in
            (-lhs.score, lhs.kind, lhs.distance, -lhs.size, lhs.label)
                < (-rhs.score, rhs.kind, rhs.distance, -rhs.size, rhs.label)
        }
        var shown = Set<String>()
        var ranked: [Candidate] = []
        for result in results where ranked.count < limit && shown.insert(result.label).inserted {
            ranked.append(result)
        }
        return (ranked, houseNumber != nil && !numberIsPostcode)
    }

    /// How well typed words match a name's words: the qualities summed, and how many matched none.
    static func match(_ words: [(token: GeographyQuery.Token, variants: [Int: Int])], against names: Set<Int>)
        -> (matched: Int, unmatched: Int)
    {
        var matched = 0
        var unmatched = 0
        for word in words {
            let best = word.variants.reduce(0) { names.contains($1.key) ? max($0, $1.value) : $0 }
            if best > 0 { matched += best } else { unmatched += 1 }
        }
        return (matched, unmatched)
    }

    /// A street's score, before anything of it is written out.
    struct StreetScore {
        var street: Int
        var score: Int
        /// The house found (an address number), if any.
        var house: Int?
        var size: Int
        /// How far the street is from the search's focus (metres); 0 without one.
        var distance: Double

        var kind: AddressKind { house == nil ? .street : .house }

        /// Whether this ranks before another: score, then house before street, then nearer the focus,
        /// then size, then number.
        func ranks(before other: StreetScore) -> Bool {
            (-score, kind, distance, -size, street) < (
                -other.score, other.kind, other.distance, -other.size, other.street
            )
        }

        /// The street or house written out: its address, label and location.
        func candidate(in geography: Geography) -> Candidate {
            let row = geography.street(street)
            let houseRow = house.map { geography.address($0) }
            var postcode = row.postcode == GeographyFormat.none ? nil : geography.string(row.postcode)
            if let houseRow, houseRow.postcode != GeographyFormat.none {
                postcode = geography.string(geography.postcode(Int(houseRow.postcode)).label)
            }
            let address = Address(
                street: geography.string(row.name), houseNumber: houseRow.map { geography.string($0.number) },
                postcode: postcode,
                city: row.city == GeographyFormat.none ? nil : geography.string(geography.city(Int(row.city)).name),
                country: GeographyFormat.countryText(row.country))
            return Candidate(
                kind: kind, score: score, size: size, label: address.singleLine, address: address,
                coordinate: Coordinate(
                    uncheckedLatitude: GeographyFormat.degrees(houseRow?.latitude ?? row.latitude),
                    longitude: GeographyFormat.degrees(houseRow?.longitude ?? row.longitude)))
        }
    }

    /// A street scored, with its house when the typed number is one of them; `nil` when no typed
    /// word is in its name. Reads the file without making a string.
    static func score(
        street: Int, words: [(token: GeographyQuery.Token, variants: [Int: Int])],
        house typedHouse: (bytes: [UInt8], value: UInt32)?, postcodes: Set<Int>, cityMatches: inout [Int: [Int]],
        focus: Coordinate?, in geography: Geography
    ) -> StreetScore? {
        let row = geography.street(street)
        // Per typed word, the best quality in the town's name (worked out once per town and query).
        var inCity: [Int] = []
        if row.city != GeographyFormat.none {
            if let known = cityMatches[Int(row.city)] {
                inCity = known
            } else {
                let cityRow = geography.city(Int(row.city))
                inCity = words.map { word in
                    var best = 0
                    for slot in cityRow.wordStart..<cityRow.wordStart + cityRow.wordCount {
                        best = max(best, word.variants[geography.cityWord(slot)] ?? 0)
                    }
                    return best
                }
                cityMatches[Int(row.city)] = inCity
            }
        }
        var score = 0
        var streetMatches = 0
        var matchedSlots: UInt64 = 0
        for (index, word) in words.enumerated() {
            var best = 0
            var bestSlot = -1
            for slot in 0..<min(row.wordCount, 64) where matchedSlots & (1 << slot) == 0 {
                let quality = word.variants[geography.streetWord(row.wordStart + slot)] ?? 0
                if quality > best {
                    best = quality
                    bestSlot = slot
                }
            }
            if best > 0 {
                score += best
                streetMatches += 1
                matchedSlots |= 1 << bestSlot
                continue
            }
            let city = index < inCity.count ? inCity[index] : 0
            score += city > 0 ? city : -3
        }
        guard streetMatches > 0 else { return nil }
        score -= row.wordCount - streetMatches
        // The house, by its number; a house of the same number with a letter when there is no other.
        var house: Int?
        if let typedHouse {
            let range = geography.addressRange(ofStreet: row, value: typedHouse.value)
            house = range.first { geography.compareString(geography.address($0).key, with: typedHouse.bytes) == 0 }
            if house == nil, let first = range.first, typedHouse.bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                house = first
                score -= 2
            }
        }
        if house != nil { score += 6 }
        if !postcodes.isEmpty {
            let onStreet: Bool
            if let house, geography.address(house).postcode != GeographyFormat.none {
                onStreet = postcodes.contains(Int(geography.address(house).postcode))
            } else {
                onStreet = (row.firstAddress..<row.firstAddress + row.addressCount).contains { index in
                    let code = geography.address(index).postcode
                    return code != GeographyFormat.none && postcodes.contains(Int(code))
                }
            }
            score += onStreet ? 3 : -3
        }
        let distance =
            focus.map {
                Coordinate(
                    uncheckedLatitude: GeographyFormat.degrees(row.latitude),
                    longitude: GeographyFormat.degrees(row.longitude)
                ).roughDistance(to: $0)
            } ?? 0
        return StreetScore(street: street, score: score, house: house, size: row.addressCount, distance: distance)
    }

    static func placeCandidate(_ city: Int, _ row: Geography.CityRow, score: Int, in geography: Geography) -> Candidate
    {
        let address = Address(city: geography.string(row.name), country: GeographyFormat.countryText(row.country))
        // Cities before towns before villages before quarters among equal scores.
        let kindRank = Int(row.kind == 15 ? 3 : min(row.kind, 8))
        return Candidate(
            kind: .place, score: score, size: row.addressCount + (9 - kindRank) * 1_000_000, label: address.singleLine,
            address: address,
            coordinate: Coordinate(
                uncheckedLatitude: GeographyFormat.degrees(row.latitude),
                longitude: GeographyFormat.degrees(row.longitude)))
    }
}
