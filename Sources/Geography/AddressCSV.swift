import Foundation
import Geodesy

/// Reads addresses from a CSV with OpenAddresses' columns — `LON`, `LAT`, `NUMBER`, `STREET`, and
/// optionally `CITY` (or `DISTRICT`), `POSTCODE` and `COUNTRY` — the form national address
/// registers are published in where OpenStreetMap is thin. Column names are matched without
/// regard to case; quoted fields follow RFC 4180.
public enum AddressCSV {
    /// The addresses of a CSV, or `nil` when its header does not have OpenAddresses' columns.
    /// A row without a readable coordinate, number or street is counted as skipped.
    ///
    /// - Parameter data: The file's bytes (UTF-8).
    /// - Returns: The records, or `nil`.
    public static func read(_ data: Data) -> GeographyRecords? {
        let text = String(decoding: data, as: UTF8.self)
        var rows = CSVRows(text)
        guard let header = rows.next()?.map({ $0.trimmingCharacters(in: .whitespaces).uppercased() }),
            let lon = header.firstIndex(of: "LON"), let lat = header.firstIndex(of: "LAT"),
            let number = header.firstIndex(of: "NUMBER"), let street = header.firstIndex(of: "STREET")
        else { return nil }
        let city = header.firstIndex(of: "CITY") ?? header.firstIndex(of: "DISTRICT")
        let postcode = header.firstIndex(of: "POSTCODE")
        let country = header.firstIndex(of: "COUNTRY")
        var records = GeographyRecords()
        while let row = rows.next() {
            func field(_ index: Int?) -> String {
                guard let index, index < row.count else { return "" }
                return row[index].trimmingCharacters(in: .whitespaces)
            }
            guard let longitude = Double(field(lon)), let latitude = Double(field(lat)),
                let coordinate = try? Coordinate(latitude: latitude, longitude: longitude), !field(number).isEmpty,
                !field(street).isEmpty
            else {
                if row.count > 1 || row.first?.isEmpty == false {
                    records.skipped["CSV rows without a coordinate, number or street", default: 0] += 1
                }
                continue
            }
            records.addresses.append(
                GeographyRecords.AddressRecord(
                    street: field(street), houseNumber: field(number), postcode: field(postcode), city: field(city),
                    country: field(country), coordinate: coordinate))
        }
        return records
    }
}

/// The rows of CSV text: fields split at commas, quoted fields with doubled quotes inside.
struct CSVRows: IteratorProtocol {
    private var characters: String.Iterator

    init(_ text: String) { characters = text.makeIterator() }

    mutating func next() -> [String]? {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var sawAny = false
        while let character = characters.next() {
            sawAny = true
            if quoted {
                if character == "\"" {
                    // A doubled quote is a quote; a single one ends the quoted part.
                    var lookahead = characters
                    if lookahead.next() == "\"" {
                        field.append("\"")
                        characters = lookahead
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"": quoted = true
            case ",":
                fields.append(field)
                field = ""
            case "\n", "\r\n":
                fields.append(field)
                return fields
            case "\r": continue
            default: field.append(character)
            }
        }
        guard sawAny else { return nil }
        fields.append(field)
        return fields
    }
}
