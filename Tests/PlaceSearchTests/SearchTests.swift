import Geodesy
import Places
import TestSupport
import Testing

@testable import PlaceSearch

@Suite("Text search")
struct SearchTests {
    @Test(arguments: [
        ("Itäkeskus", ["itakeskus"]),
        ("R-kioski Kamppi", ["r", "kioski", "kamppi"]),
        ("Straße 5 B", ["strasse", "5", "b"]),
        ("  ", []),
        ("ÅBO  akademi!", ["abo", "akademi"]),
    ])
    func folding(_ text: String, _ words: [String]) {
        #expect(SearchText(text).words == words)
    }

    /// The ASCII fast path must split and fold exactly like the general (Foundation) path: every
    /// ASCII character, in random mixes, in 2,000 seeded strings.
    @Test func asciiPathAgreesWithFolding() throws {
        var generator = SeededGenerator(seed: 11)
        let alphabet = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        #expect(SearchText.asciiWords("Ä") == nil)
        #expect(SearchText.asciiWords("abc é") == nil)
        for length in 0..<2_000 {
            let text = String((0..<(length % 40)).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            let fast = try #require(SearchText.asciiWords(text))
            #expect(fast == SearchText.foldedWords(text), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("kamppi", "kamppi", WordMatch.exact),
        ("kamp", "kamppi", .prefix),
        ("kampi", "kamppi", .typo),  // deletion
        ("kammppi", "kamppi", .typo),  // insertion
        ("kampoi", "kamppi", .typo),  // substitution
        ("akmppi", "kamppi", .typo),  // transposition
        ("manerh", "mannerheimintie", .typo),  // typo inside a prefix
        ("kmp", "kamppi", nil),  // too short for a typo
        ("kampxxi", "kamppi", nil),  // two edits
        ("alepa", "kamppi", nil),
    ])
    func wordMatches(_ typed: String, _ word: String, _ expected: WordMatch?) {
        #expect(WordMatch.between(typed: typed, word: word) == expected)
    }

    @Test func nameMatchesOutrankAddressMatches() throws {
        let matcher = TextMatcher("kamppi")
        let inName = try #require(
            matcher.score(name: SearchText("Posti Kamppi"), other: SearchText("Urho Kekkosen katu")))
        let inAddress = try #require(matcher.score(name: SearchText("Alepa"), other: SearchText("Kamppi")))
        #expect(inName > inAddress)
        #expect(matcher.score(name: SearchText("Alepa"), other: SearchText("Kallio")) == nil)
        #expect(TextMatcher("").score(name: SearchText("x"), other: SearchText("")) == 0)
    }

    @Test func everyTypedWordMustMatch() {
        let matcher = TextMatcher("posti kallio")
        #expect(matcher.score(name: SearchText("Posti"), other: SearchText("Kallio parcel_locker")) != nil)
        #expect(matcher.score(name: SearchText("Posti"), other: SearchText("Kamppi")) == nil)
    }
}

@Suite("Address search")
struct AddressSearchTests {
    static func point(_ street: String, _ number: String, _ postcode: String, _ lat: Double, _ lon: Double) throws
        -> AddressPoint
    {
        AddressPoint(
            address: Address(street: street, houseNumber: number, postcode: postcode, city: "Helsinki"),
            coordinate: try Coordinate(latitude: lat, longitude: lon))
    }

    static func catalog() throws -> Catalog {
        try Catalog(
            places: [
                Place(
                    id: "node/1", name: "Posti Kamppi", coordinate: try Coordinate(latitude: 60.169, longitude: 24.932),
                    address: Address(
                        street: "Urho Kekkosen katu", houseNumber: "1", postcode: "00100", city: "Helsinki"))
            ],
            addressPoints: [
                try point("Mannerheimintie", "50", "00260", 60.18, 24.92),
                try point("Mannerheimintie", "5", "00100", 60.169, 24.940),
                try point("Mannerheimintie", "5 B", "00100", 60.1691, 24.9401),
                try point("Mannerheimintie", "12b", "00100", 60.170, 24.938),
                try point("Annankatu", "5", "00120", 60.166, 24.938),
                try point("Mannerheimintie", "5", "00100", 60.169, 24.940),  // duplicate
            ])
    }

    @Test func partialStreetAndNumber() throws {
        let search = AddressSearch(catalog: try Self.catalog())
        #expect(search.count == 6)  // 5 distinct address points + the place's address
        let labels = search.search("Mannerh 5").map(\.label)
        #expect(
            labels == [
                "Mannerheimintie 5, 00100 Helsinki", "Mannerheimintie 5 B, 00100 Helsinki",
                "Mannerheimintie 50, 00260 Helsinki",
            ])
    }

    @Test func houseNumberWithLetterIsOneNumber() throws {
        let search = AddressSearch(catalog: try Self.catalog())
        #expect(search.search("mannerheimintie 5 b").first?.label == "Mannerheimintie 5 B, 00100 Helsinki")
        #expect(search.search("Mannerheimintie 12B").first?.label == "Mannerheimintie 12b, 00100 Helsinki")
    }

    @Test func typoAndPostcodeAndPlaceAddresses() throws {
        let search = AddressSearch(catalog: try Self.catalog())
        #expect(search.search("Manerheimintie 50").first?.label == "Mannerheimintie 50, 00260 Helsinki")
        #expect(search.search("annankatu 00120").map(\.label) == ["Annankatu 5, 00120 Helsinki"])
        #expect(search.search("Urho Kekkosen 1").first?.label == "Urho Kekkosen katu 1, 00100 Helsinki")
        #expect(search.search("nowhere street").isEmpty)
        #expect(search.search("").isEmpty)
        #expect(search.search("Mannerheimintie", limit: 2).count == 2)
    }
}
