import CivilCalendar
import Foundation
import Places

/// Everything PlacePicker knows of one carrier's feed: its name, how its content is recognised,
/// where its API key goes and how its pages are asked for, and how one record becomes a
/// ``CarrierPoint``.
///
/// Each carrier is one type in a file of its own (`Carriers/InPost.swift`), and ``CarrierFormat``
/// lists them. Telling a feed's format, reading it and downloading it ask the carrier; none of them
/// switches over the carriers.
protocol Carrier {
    /// The carrier's name as shoppers know it (`InPost`), in the places' tags and in messages.
    static var name: String { get }

    // MARK: Recognising the content

    /// The member names that tell the carrier's JSON from every other format's.
    static var signature: FeedSignature { get }
    /// The carrier's XML feed, if it publishes one (none by default).
    static var xml: CarrierXML.Shape? { get }

    // MARK: Downloading

    /// Puts the API key where the carrier's API looks for it: by default in place of `{key}` in the URL.
    static func authorize(_ request: inout FeedRequest, key: String)
    /// How many pages a paged API says it has, read from its first page; `nil` (the default) for a
    /// feed that is one page.
    static func pageCount(firstPage: Data) -> Int?
    /// The URL of a later page of a paged API: by default the URL with its `page` parameter set.
    static func url(_ url: String, page: Int) -> String

    // MARK: Reading the records

    /// Member names from the top-level object to the records' array (a bare array is always read).
    static var recordPath: [String] { get }
    /// The field holding the carrier's id, for messages.
    static var idField: String { get }
    /// The field holding the point, for messages.
    static var coordinateField: String { get }
    /// The records of a document that has no array at ``recordPath`` (a single point, say); none
    /// when it holds no record.
    static func records(inEnvelope envelope: [String: JSONValue]) -> [JSONValue]
    /// Reads one record.
    static func point(from fields: inout RecordFields, context: inout RecordContext) -> CarrierPoint
}

extension Carrier {
    static var xml: CarrierXML.Shape? { nil }

    static func authorize(_ request: inout FeedRequest, key: String) {
        request.putKeyInURL(key)
    }

    static func pageCount(firstPage: Data) -> Int? { nil }

    static func url(_ url: String, page: Int) -> String {
        guard var parts = URLComponents(string: url) else { return url }
        var items = (parts.queryItems ?? []).filter { $0.name != "page" }
        items.append(URLQueryItem(name: "page", value: String(page)))
        parts.queryItems = items
        return parts.string ?? url
    }

    /// A single point sent without its array: the whole document, when it has the id field.
    static func records(inEnvelope envelope: [String: JSONValue]) -> [JSONValue] {
        envelope[idField] == nil ? [] : [.object(envelope)]
    }
}

/// Member names found in one carrier's records and in no other format's (nor GeoJSON's), in the
/// order they are looked for: a JSON feed is the carrier's when its start holds one strong name, or
/// every weak one (names that other feeds use too, but not together).
struct FeedSignature {
    /// Names only this carrier uses.
    var strong: [String]
    /// Names that tell the carrier only together (two or more of them).
    var weak: [String] = []

    /// Whether a JSON text's start has the carrier's member names.
    func matches(_ head: String) -> Bool {
        if strong.contains(where: { head.contains("\"\($0)\"") }) { return true }
        return weak.count >= 2 && weak.allSatisfy { head.contains("\"\($0)\"") }
    }
}

/// One request for a feed: the URL and the headers sent with it.
struct FeedRequest: Equatable {
    /// The URL, with the key in it when the carrier wants it there.
    var url: String
    /// Headers, `Name: value`.
    var headers: [String] = []

    /// Writes the key in place of `{key}` in the URL, where most carriers' APIs take it.
    mutating func putKeyInURL(_ key: String) {
        url = url.replacingOccurrences(of: "{key}", with: key)
    }
}

/// What a reader needs besides the record: the date the feed is read on and where problems go.
struct RecordContext {
    /// The date temporary hours given only with an end start on, when the record has no date of its own.
    let today: LocalDate
    /// Receives a problem with the record that does not stop it being read.
    let report: (_ severity: Diagnostic.Severity, _ message: String, _ field: String?) -> Void

    /// Reads hours from a reader's converter: unreadable hours are reported by the feed.
    func warn(_ message: String, field: String) {
        report(.warning, message, field)
    }
}
