import PlaceSamples
import Testing

@testable import PlaceSearch

/// Address search over the embedded Helsinki sample: what a person types to say where they are.
@Suite("Address search on the Helsinki sample")
struct SampleAddressSearchTests {
    /// Built once; `nil` only if the embedded sample is missing (a packaging error).
    static let sample: AddressSearch? = (try? HelsinkiSample.load()).map { AddressSearch(catalog: $0.catalog) }

    static var search: AddressSearch {
        get throws { try #require(sample) }
    }

    @Test(arguments: [
        ("Mannerh 5", "Mannerheimintie 5, 00100 Helsinki"),
        ("mannerheimintie 5", "Mannerheimintie 5, 00100 Helsinki"),
        ("aleksanterinkatu 52", "Aleksanterinkatu 52, 00100 Helsinki"),
        ("Aleksanterinkatu 52 Helsinki", "Aleksanterinkatu 52, 00100 Helsinki"),
        ("Aleksanterinktu 52", "Aleksanterinkatu 52, 00100 Helsinki"),  // typo
        ("aleksantterinkatu 52", "Aleksanterinkatu 52, 00100 Helsinki"),  // typo
        ("Mannerheimintie 14", "Mannerheimintie 14, 00100 Helsinki"),
        ("Mannerheimintie 14 B", "Mannerheimintie 14 B, 00100 Helsinki"),
        ("ALEKSANTERINKATU  52", "Aleksanterinkatu 52, 00100 Helsinki"),
    ])
    func bestMatch(_ typed: String, _ label: String) throws {
        #expect(try Self.search.search(typed).first?.label == label)
    }

    @Test func exactHouseNumberBeatsPrefixOfNumber() throws {
        let labels = try Self.search.search("Mannerheimintie 1", limit: 50).map(\.label)
        #expect(labels.first == "Mannerheimintie 1, 00100 Helsinki")
        #expect(labels.contains("Mannerheimintie 12, 00100 Helsinki"))
        let exact = labels.firstIndex(of: "Mannerheimintie 1, 00100 Helsinki") ?? .max
        let prefix = labels.firstIndex(of: "Mannerheimintie 12, 00100 Helsinki") ?? .max
        #expect(exact < prefix)
    }

    @Test func postcodeFindsEveryAddressInIt() throws {
        let matches = try Self.search.search("00100", limit: 1_000)
        #expect(!matches.isEmpty)
        #expect(matches.allSatisfy { $0.address.postcode == "00100" })
        let street = try Self.search.search("aleksanterinkatu 00100", limit: 1_000)
        #expect(!street.isEmpty)
        // Includes "Galleria Esplanad, Aleksanterinkatu 42": the street value names the arcade too.
        #expect(street.allSatisfy { $0.address.street?.hasSuffix("Aleksanterinkatu") == true })
        #expect(street.allSatisfy { $0.address.postcode == "00100" })
        #expect(street.count < matches.count)
    }

    @Test func resultsAreDistinctAndRanked() throws {
        let matches = try Self.search.search("mannerheimintie", limit: 1_000)
        #expect(matches.count > 10)
        #expect(Set(matches.map(\.label)).count == matches.count)
        #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.score >= $1.score })
        let numbers = matches.filter { $0.address.street == "Mannerheimintie" }.compactMap {
            Int($0.address.houseNumber?.prefix { $0.isNumber } ?? "")
        }
        #expect(numbers == numbers.sorted())  // natural order: 2 before 10, and 14-20 after 14 B
        #expect(matches.first?.address.street == "Mannerheimintie")  // before "Kaivopiha, Mannerheimintie"
        let ranges = try Self.search.search("Mannerheimintie 14", limit: 10).map(\.label)
        #expect(
            ranges.prefix(3) == [
                "Mannerheimintie 14, 00100 Helsinki", "Mannerheimintie 14 B, 00100 Helsinki",
                "Mannerheimintie 14-20, 00100 Helsinki",
            ])
    }

    @Test func nothingForNonsense() throws {
        #expect(try Self.search.search("qwertyuiop 5").isEmpty)
        #expect(try Self.search.search("  ,, ").isEmpty)
        #expect(try Self.search.search("Mannerheimintie 99999").isEmpty)
        #expect(try Self.search.search("Mannerheimintie 5", limit: 0).isEmpty)
    }
}
