import Foundation
import Geodesy
import PickerFormatting
import PickerLocalization
import PlacePicker
import PlaceSamples
import Places
import Testing

@testable import PlacePickerWeb

/// Words the pages write that are not the page's own: OpenStreetMap's credit and the default
/// origin in the page's language, the server's English messages marked `lang="en"`; and no two
/// filter controls with one name when a carrier is called what a category is.
@Suite("Language of parts and one name per control")
struct LanguageOfPartsTests {
    /// A post office and two carriers' lockers; the first carrier is named `carrierName`.
    static func carrierApp(language: Language, carrierName: String) throws -> WebApp {
        var options = EmbeddingOptions()
        options.origin = Origin(
            coordinate: Coordinate(uncheckedLatitude: 60.1699, longitude: 24.9384), source: .default, label: "Kamppi")
        let places = (0..<6).map { (index: Int) -> Place in
            let first = index % 2 == 0
            let properties: [String: JSONValue] = [
                "carrier": .string(first ? "posti" : "omniva"), "carrier:name": .string(first ? carrierName : "Omniva"),
            ]
            return Place(
                id: "point/\(index)", name: "Point \(index)",
                coordinate: Coordinate(uncheckedLatitude: 60.1699, longitude: 24.9384 + Double(index) * 0.0004),
                categories: [index < 3 ? "post_office" : "parcel_locker"], openingHours: "24/7",
                timeZone: "Europe/Helsinki", properties: properties)
        }
        let picker = try PickerModel(
            places: places, options: options, locale: PickerLocale(language: language), clock: { WebFixture.instant })
        return WebApp(picker: picker, configuration: WebConfiguration(fixedInstant: WebFixture.instant))
    }

    /// Broken once (the carrier written as "Posti (3)" whatever the categories): Finnish failed with
    /// two checkboxes named "Posti (3)".
    @Test(arguments: Language.allCases)
    func aCarrierNamedAsACategoryHasItsOwnName(_ language: Language) throws {
        let postOffice = LocalizerFixture.text(.categoryPostOffice, in: language)
        let page = WebFixture.get("/", app: try Self.carrierApp(language: language, carrierName: postOffice)).page
        let labels = page.all("label").map { page.text($0) }
        let carrier = try #require(labels.first { $0.hasPrefix(postOffice + " –") }, "\(labels)")
        #expect(labels.contains { $0.hasPrefix(postOffice + " (") }, "\(labels)")
        #expect(Set(labels).count == labels.count, "\(language): \(labels)")
        #expect(!carrier.isEmpty)
        // An ordinary carrier name stays as it is.
        let plain = WebFixture.get("/", app: try Self.carrierApp(language: language, carrierName: "Posti Oy")).page
        #expect(plain.all("label").map { plain.text($0) }.contains { $0.hasPrefix("Posti Oy (") })
    }

    @Test func theAddressStatusIsOneSentenceEach() throws {
        let page = WebFixture.get("/?address=Mannerheimintie+5&find=1").page
        let status = try #require(page.text(ofID: "status"))
        #expect(status.contains("Choose one below. "), "\(status)")
        #expect(!status.contains(".."), "\(status)")
    }

    @Test(arguments: [
        ("fi", "Helsingin päärautatieasema", "OpenStreetMapin tekijät"),
        ("de", "Hauptbahnhof Helsinki", "OpenStreetMap-Mitwirkende"),
        ("sv", "Helsingfors centralstation", "OpenStreetMap-bidragsgivare"),
    ])
    func theOriginAndTheCreditInThePagesLanguage(_ c: (lang: String, station: String, credit: String)) throws {
        var app = WebFixture.app()
        app = WebApp(
            picker: app.picker,
            configuration: {
                var configuration = app.configuration
                configuration.defaultOriginNames = HelsinkiSample.stationNames
                return configuration
            }())
        let response = WebFixture.get("/?lang=\(c.lang)", app: app)
        let page = response.page
        #expect(page.elements.first { $0.name == "footer" } != nil)
        #expect(response.text.contains(c.station), "\(c.lang)")
        #expect(!response.text.contains("Helsinki central railway station"), "\(c.lang)")
        #expect(response.text.contains("© \(c.credit), ODbL 1.0"), "\(c.lang)")
        #expect(!response.text.contains("contributors"), "\(c.lang)")
        // Links keep the default origin: no near= for the translated name.
        #expect(!response.text.contains("near=60.17"), "\(c.lang)")
    }

    @Test func theServersMessagesAreMarkedEnglish() throws {
        let page = WebFixture.get("/?lang=fi&z=99").page
        let problems = page.all("li").filter { page.text($0).hasPrefix("z=99") }
        #expect(problems.count == 1)
        let spans = problems.flatMap { page.descendants($0, named: "span") }
        #expect(spans.contains { page[$0].attribute("lang") == "en" })
    }
}

/// The catalogue's text for one key in one language.
enum LocalizerFixture {
    static func text(_ key: TextKey, in language: Language) -> String {
        WebFixture.app().picker.localized(PickerLocale(language: language)).text(key)
    }
}
