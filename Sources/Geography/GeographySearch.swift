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

    /// One result being ranked.
    struct Candidate {
        var kind: AddressKind
        var score: Int
        /// Streets' addresses count, towns' addresses: bigger first among equals.
        var size: Int
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
        guard found.isEmpty, token.text.count >= 5 else { return found }
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
    static func candidates(_ text: String, in geography: Geography, completing: Bool, limit: Int) -> [Candidate] {
        let query = GeographyQuery(text, completing: completing)
        var tokens = query.tokens
        guard !tokens.isEmpty else { return [] }

        // Postcodes: a number alone, or joined with the piece after it.
        var postcodes: [Int] = []
        var used = [Bool](repeating: false, count: tokens.count)
        for index in tokens.indices where tokens[index].isNumber && !used[index] {
            if index + 1 < tokens.count, !used[index + 1],
                case let joined = geography.postcodes(
                    withKey: tokens[index].postcodeKey + tokens[index + 1].postcodeKey),
                !joined.isEmpty
            {
                postcodes += joined
                used[index] = true
                used[index + 1] = true
            } else if index > 0, !used[index - 1], !tokens[index - 1].isNumber || tokens[index - 1].text.count <= 4,
                case let joined = geography.postcodes(
                    withKey: tokens[index - 1].postcodeKey + tokens[index].postcodeKey),
                !joined.isEmpty, tokens[index - 1].isNumber
            {
                postcodes += joined
                used[index] = true
                used[index - 1] = true
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
        // Streets: from every typed word that few streets have (a town's name typed with the street
        // must not narrow the streets to those named after the town), and always the rarest.
        let sizes = words.map { word in word.variants.keys.reduce(0) { $0 + geography.streets(ofWord: $1).count } }
        if let rarest = sizes.indices.filter({ sizes[$0] > 0 }).min(by: { sizes[$0] < sizes[$1] }) {
            var streets = Set<Int>()
            for index in sizes.indices where index == rarest || (sizes[index] > 0 && sizes[index] <= 20_000) {
                for word in words[index].variants.keys {
                    for posting in geography.streets(ofWord: word) where streets.count < 60_000 {
                        streets.insert(geography.streetPosting(posting))
                    }
                }
            }
            let postcodeSet = Set(postcodes)
            for street in streets {
                if let candidate = score(
                    street: street, words: words, houseNumber: houseNumber, postcodes: postcodeSet, in: geography)
                {
                    results.append(candidate)
                }
            }
        }
        // Towns, villages and quarters: every typed word in the name or dropped, none of it numbers.
        if houseNumber == nil, postcodes.isEmpty, !words.isEmpty {
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
                results.append(
                    placeCandidate(city, row, score: matched - 3 * unmatched - max(0, untyped), in: geography))
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
                    label: address.singleLine, address: address,
                    coordinate: Coordinate(
                        uncheckedLatitude: GeographyFormat.degrees(row.latitude),
                        longitude: GeographyFormat.degrees(row.longitude))))
        }
        results.sort { lhs, rhs in
            (-lhs.score, lhs.kind, -lhs.size, lhs.label) < (-rhs.score, rhs.kind, -rhs.size, rhs.label)
        }
        var shown = Set<String>()
        var ranked: [Candidate] = []
        for result in results where ranked.count < limit && shown.insert(result.label).inserted {
            ranked.append(result)
        }
        return ranked
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

    /// A street scored, with its house when the typed number is one of them.
    static func score(
        street: Int, words: [(token: GeographyQuery.Token, variants: [Int: Int])], houseNumber: String?,
        postcodes: Set<Int>, in geography: Geography
    ) -> Candidate? {
        let row = geography.street(street)
        let streetWords = Set(geography.words(ofStreet: row))
        let cityRow = row.city == GeographyFormat.none ? nil : geography.city(Int(row.city))
        let cityWords = cityRow.map { Set(geography.words(ofCity: $0)) } ?? []
        var score = 0
        var streetMatches = 0
        var matchedStreetWords = Set<Int>()
        for word in words {
            var best = 0
            var bestWord: Int?
            for (variant, quality) in word.variants where streetWords.contains(variant) && quality > best {
                best = quality
                bestWord = variant
            }
            if best > 0, let bestWord, !matchedStreetWords.contains(bestWord) {
                score += best
                streetMatches += 1
                matchedStreetWords.insert(bestWord)
                continue
            }
            let inCity = word.variants.reduce(0) { cityWords.contains($1.key) ? max($0, $1.value) : $0 }
            score += inCity > 0 ? inCity : -3
        }
        guard streetMatches > 0 else { return nil }
        score -= streetWords.count - matchedStreetWords.count
        // The house, by its number; a house of the same number with a letter when there is no other.
        var house: Geography.AddressRow?
        if let houseNumber {
            let value = GeographyText.houseNumberValue(houseNumber)
            let range = geography.addressRange(ofStreet: row, value: value)
            for index in range {
                let candidate = geography.address(index)
                if geography.compareString(candidate.key, with: Array(houseNumber.utf8)) == 0 {
                    house = candidate
                    break
                }
            }
            if house == nil, let index = range.first, houseNumber.allSatisfy(\.isNumber) {
                house = geography.address(index)
                score -= 2
            }
        }
        var postcodeText = row.postcode == GeographyFormat.none ? nil : geography.string(row.postcode)
        if let house {
            score += 6
            if house.postcode != GeographyFormat.none {
                postcodeText = geography.string(geography.postcode(Int(house.postcode)).label)
            }
        }
        if !postcodes.isEmpty {
            let onStreet: Bool
            if let house, house.postcode != GeographyFormat.none {
                onStreet = postcodes.contains(Int(house.postcode))
            } else {
                onStreet = (row.firstAddress..<row.firstAddress + row.addressCount).contains { index in
                    let code = geography.address(index).postcode
                    return code != GeographyFormat.none && postcodes.contains(Int(code))
                }
            }
            score += onStreet ? 3 : -3
        }
        let address = Address(
            street: geography.string(row.name), houseNumber: house.map { geography.string($0.number) },
            postcode: postcodeText, city: cityRow.map { geography.string($0.name) },
            country: GeographyFormat.countryText(row.country))
        let latitude = house?.latitude ?? row.latitude
        let longitude = house?.longitude ?? row.longitude
        return Candidate(
            kind: house == nil ? .street : .house, score: score, size: row.addressCount, label: address.singleLine,
            address: address,
            coordinate: Coordinate(
                uncheckedLatitude: GeographyFormat.degrees(latitude), longitude: GeographyFormat.degrees(longitude)))
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
