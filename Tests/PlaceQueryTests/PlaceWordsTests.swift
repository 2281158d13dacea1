import Geodesy
import PlaceSamples
import Places
import TestSupport
import Testing

@testable import PlaceQuery
@testable import PlaceSearch

/// The engine's search words, folded part by part with a cache shared by many places and numbered
/// in chunks whose vocabularies are merged, against the words of the whole text folded at once
/// (``SearchText/init(_:)`` over the address's parts on one line and the categories joined by spaces),
/// which is what they must equal; and the store's matcher against ``TextMatcher``.
@Suite struct PlaceWordsTests {
    private static func reference(_ place: Place) -> SearchText {
        SearchText(([place.address.partsLine] + place.categories).joined(separator: " "))
    }

    /// The places twice over (the second time, every part comes from a chunk's cache), in
    /// chunks of three sizes.
    private static func store(_ places: [Place], chunkSize: Int) -> (PlaceWords, [Place]) {
        let all = places + places
        var chunks: [PlaceWords.Chunk] = []
        for start in stride(from: 0, to: all.count, by: chunkSize) {
            var chunk = PlaceWords.Chunk()
            for place in all[start..<min(all.count, start + chunkSize)] { chunk.add(place) }
            chunks.append(chunk)
        }
        return (PlaceWords(chunks: chunks), all)
    }

    private static func check(_ places: [Place]) {
        for chunkSize in [1, 7, 100_000] {
            let (words, all) = store(places, chunkSize: chunkSize)
            #expect(words.count == all.count)
            #expect(Set(words.vocabulary).count == words.vocabulary.count, "one number per word")
            for (position, place) in all.enumerated() {
                #expect(words.other(at: position) == reference(place), "\(place.id)")
                #expect(words.name(at: position) == SearchText(place.name))
            }
        }
    }

    /// Address parts and categories made of random pieces of tricky text (combining marks at
    /// either end, joiners, spacing marks, prepended marks, case that folds to two letters,
    /// regional indicators, Hangul jamo, emoji with modifiers), folded part by part or whole:
    /// always the words of the whole text.
    @Test func randomUnicodeParts() {
        let pieces = [
            "a", "Ä", "ß", "İ", "ﬁ", "Σ", "ς", "\u{301}", "\u{200D}", "\u{200C}", "\u{903}", "\u{0600}", "\u{06DD}",
            "\u{AD}", "🇫🇮", "👍🏽", "ᄀ", "ᅡ", "ᆨ", "한", "ﾃﾞ", "١٢", "x̧", "-", ".", "_", " ", "9", "ǅ", "ﬀ", "ΐ",
        ]
        var random = SeededGenerator(seed: 21)
        func part() -> String? {
            guard Int.random(in: 0..<6, using: &random) > 0 else { return nil }
            return (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                .joined()
        }
        let places = (0..<3_000).map { index in
            Place(
                id: "p\(index)", name: part() ?? "P", coordinate: Coordinate(uncheckedLatitude: 60, longitude: 25),
                address: Address(street: part(), houseNumber: part(), postcode: part(), city: part()),
                categories: (0..<Int.random(in: 0...2, using: &random)).compactMap { _ in part() })
        }
        Self.check(places)
    }

    /// Typed searches made of the catalog's own words, their prefixes, one-letter typos and
    /// words it lacks score every place exactly as ``TextMatcher`` scores its words.
    @Test func matcherScoresAsTextMatcher() throws {
        let places = try HelsinkiSample.load().catalog.places + SyntheticCatalog.generate(count: 2_000, seed: 5).places
        let (words, all) = Self.store(places, chunkSize: 300)
        var random = SeededGenerator(seed: 11)
        // Words of one random place, so that several typed words can match together.
        func typedWord(from place: Int) -> String {
            let word = (words.name(at: place).words + words.other(at: place).words).randomElement(using: &random) ?? "x"
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return String(word.prefix(Int.random(in: 1...max(1, word.count), using: &random)))
            case 1:
                var characters = Array(word)
                characters[Int.random(in: 0..<characters.count, using: &random)] = "q"
                return String(characters)
            case 2: return word + "s"
            case 3: return "zzzq"
            default: return word
            }
        }
        var matched = 0
        for _ in 0..<60 {
            let place = Int.random(in: 0..<all.count, using: &random)
            let text = (0..<Int.random(in: 1...3, using: &random)).map { _ in typedWord(from: place) }.joined(
                separator: " ")
            let reference = TextMatcher(text)
            var matcher = PlaceWords.Matcher(reference.query, over: words)
            for position in stride(from: 0, to: all.count, by: 3) {
                let expected = reference.score(name: words.name(at: position), other: words.other(at: position))
                #expect(matcher.score(at: position) == expected, "\(text) at \(position)")
                if expected != nil { matched += 1 }
            }
        }
        #expect(matched > 1_000, "the searches match places")
    }

    @Test func helsinkiSample() throws {
        Self.check(try HelsinkiSample.load().catalog.places)
    }

    @Test func syntheticCatalog() {
        Self.check(SyntheticCatalog.generate(count: 5_000, seed: 3).places)
    }

    /// Parts that are empty, missing, punctuation only, non-ASCII, or that start with a combining
    /// mark; a house number without a street (left out of the single line).
    @Test(arguments: [
        Address(street: "Main St.", houseNumber: "5 B", postcode: "00100", city: "Helsinki"),
        Address(street: "", houseNumber: "7", postcode: "", city: "Espoo"),
        Address(street: nil, houseNumber: "7", postcode: nil, city: nil),
        Address(street: "--", houseNumber: "", postcode: "  ", city: "_"),
        Address(street: "Itäkatu", houseNumber: "1", city: "Helsinki"),
        Address(street: "Main", houseNumber: "\u{301}9", city: "Åbo"),
        Address(street: "Straße", houseNumber: "12a", city: "Zürich"),
        Address(),
    ])
    func unusualParts(_ address: Address) {
        let categories: [[String]] = [[], ["parcel_locker"], ["pickup_point", "Kiosk"], ["café"]]
        Self.check(
            categories.map { list in
                Place(
                    id: "p", name: "P", coordinate: Coordinate(uncheckedLatitude: 60, longitude: 25), address: address,
                    categories: list)
            })
    }
}
