import Places
import Testing

/// An address on one line as the place's country writes it: the number first in France and the
/// English-speaking countries, the postcode after the town in the United Kingdom and Ireland.
@Suite("Address as its country writes it") struct CountryAddressLineTests {
    @Test(arguments: [
        (
            Address(street: "Mannerheimintie", houseNumber: "5", postcode: "00100", city: "Helsinki", country: "FI"),
            "Mannerheimintie 5, 00100 Helsinki"
        ),
        (
            Address(
                street: "Charles-de-Gaulle-Str.", houseNumber: "20", postcode: "53113", city: "Bonn", country: "DE"),
            "Charles-de-Gaulle-Str. 20, 53113 Bonn"
        ),
        (
            Address(street: "Królewiecka", houseNumber: "60B", postcode: "14-500", city: "Braniewo", country: "PL"),
            "Królewiecka 60B, 14-500 Braniewo"
        ),
        (
            Address(street: "rue de Rivoli", houseNumber: "12", postcode: "75001", city: "Paris", country: "FR"),
            "12 rue de Rivoli, 75001 Paris"
        ),
        (
            Address(street: "Downing Street", houseNumber: "10", postcode: "SW1A 2AA", city: "London", country: "gb"),
            "10 Downing Street, London SW1A 2AA"
        ),
        (Address(street: "Main Street", postcode: "D02", city: "Dublin", country: "IE"), "Main Street, Dublin D02"),
        (Address(city: "Paris", country: "FR"), "Paris"),
        (Address(street: "Kaivokatu", houseNumber: "1"), "Kaivokatu 1"),
    ])
    func oneLine(_ address: Address, _ expected: String) {
        #expect(address.singleLine == expected)
    }
}
