import Foundation
import PlaceQuery
import Places
import ShopOffers
import Testing

@testable import PlacePicker

/// The JSON Schema written beside ``ScreenJSON`` and ``PlaceJSON`` says exactly what they encode:
/// every encoded key is a documented property, every required property is always there, and
/// every documented property is produced by some real screen.
@Suite("ScreenJSON schema") struct ScreenJSONSchemaTests {
    static var schemas: [String: Any] {
        let text = "{" + ScreenJSON.schemaComponents + "}"
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
    }

    /// Objects found under each schema name, gathered from encoded screens.
    static func collect(_ value: Any, schema: [String: Any], into seen: inout [String: [[String: Any]]], name: String) {
        if let reference = schema["$ref"] as? String, let target = reference.split(separator: "/").last {
            let resolved = schemas[String(target)] as? [String: Any] ?? [:]
            collect(value, schema: resolved, into: &seen, name: String(target))
            return
        }
        if let object = value as? [String: Any] {
            seen[name, default: []].append(object)
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for (key, member) in object {
                guard let memberSchema = properties[key] as? [String: Any] else { continue }
                collect(member, schema: memberSchema, into: &seen, name: "\(name).\(key)")
            }
        } else if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
            for item in array { collect(item, schema: items, into: &seen, name: name) }
        }
    }

    /// Screens that between them hold every field: the sample at several instants with a selection
    /// hidden by filters, and places that are unavailable, commented or with open ends.
    static func screens() throws -> [ScreenJSON] {
        var result: [ScreenJSON] = []
        for instant in [Fixture.monday, Fixture.night, Fixture.lateEvening] {
            let picker = Fixture.picker("en-GB", at: instant)
            var state = Fixture.allRowsState(picker)
            state.selectedID = "node/299983771"
            result.append(ScreenJSON(screen: picker.screen(for: state, at: instant)))
            state.filters.text = "Stockmann"
            result.append(ScreenJSON(screen: picker.screen(for: state, at: instant)))
        }
        let engine = Synthetic.engine([
            Synthetic.place(
                "closed", "Locker", north: 100, street: "Kaivokatu", number: "1",
                properties: ["pickup:status": .string("closed"), "pickup:status_until": .string("2026-12-24")]),
            Synthetic.place(
                "dhl/8007-420095227", "DHL Packstation 227", north: 150, street: "Ballindamm", number: "40",
                properties: [
                    "carrier": .string("dhl"), "carrier:name": .string("DHL"), "pickup:busy_days": .string("Mo,Fr"),
                    "pickup:status": .string("closed"), "pickup:status_reason": .string("holiday"),
                ]),
            Synthetic.place("comment", "Kiosk", north: 200, hours: "Mo-Su 08:00-20:00 \"ring the bell\""),
            Synthetic.place("none", "Shop", north: 300, hours: nil),
        ])
        let picker = Fixture.picker("en-GB", engine: engine)
        result.append(ScreenJSON(screen: picker.screen(for: Fixture.allRowsState(picker), at: Fixture.monday)))
        // The shop's offers: a priced DHL point, and "Price at checkout" for the others.
        let offers = try OfferTable(
            json: .object([
                "dhl": .object([
                    "price": .string("4.90"), "currency": .string("EUR"), "delivery": .string("2026-12-09"),
                ])
            ]))
        let offered = picker.configured { $0.offers = offers }
        result.append(ScreenJSON(screen: offered.screen(for: Fixture.allRowsState(offered), at: Fixture.monday)))
        // An origin from an address text whose house number is not one of its street's.
        let sample = Fixture.picker("en-GB")
        var street = sample.initialState()
        street.origin = sample.origin(forAddress: "Mannerheimintie 99")
        result.append(ScreenJSON(screen: sample.screen(for: street, at: Fixture.monday)))
        return result
    }

    @Test func schemaMatchesTheEncodedTypes() throws {
        #expect(Set(Self.schemas.keys) == ["Places", "Place", "OpeningState"])
        var seen: [String: [[String: Any]]] = [:]
        for screen in try Self.screens() {
            let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(screen))
            Self.collect(object, schema: ["$ref": "#/components/schemas/Places"], into: &seen, name: "Places")
        }
        #expect(!seen.isEmpty)
        for name in ["Places", "Place", "OpeningState", "Places.counts", "Places.origin", "Place.offer"] {
            let schema = try #require(
                name.contains(".")
                    ? (Self.schemas[String(name.split(separator: ".")[0])] as? [String: Any]).flatMap {
                        ($0["properties"] as? [String: Any])?[String(name.split(separator: ".")[1])] as? [String: Any]
                    }
                    : Self.schemas[name] as? [String: Any], "\(name)")
            let properties = Set((schema["properties"] as? [String: Any] ?? [:]).keys)
            let required = Set(schema["required"] as? [String] ?? [])
            let objects = try #require(seen[name], "\(name): no object encoded")
            var produced = Set<String>()
            for object in objects {
                let keys = Set(object.keys)
                produced.formUnion(keys)
                #expect(keys.isSubset(of: properties), "\(name): undocumented \(keys.subtracting(properties))")
                #expect(required.isSubset(of: keys), "\(name): missing \(required.subtracting(keys))")
            }
            #expect(produced == properties, "\(name): never produced \(properties.subtracting(produced))")
            #expect(schema["additionalProperties"] as? Bool == false, "\(name)")
        }
    }
}
