import CarrierFeeds
import Foundation
import PlaceReaders
import Places

/// Reading the recorded carrier payloads in `Tests/Fixtures/carriers` (their origin is in
/// `SOURCES.md` there).
enum FeedFixtures {
    /// The folder of the recorded payloads.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/carriers")

    /// The bytes of a fixture, such as `dhl/find-by-address.json`.
    static func data(_ path: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(path))
    }

    /// A fixture read with its format told from its content, as `placepicker convert` does.
    static func read(_ path: String, today: String = "2026-12-07") throws -> ImportResult {
        let bytes = try data(path)
        let format = try DataFormat.detect(bytes, pathExtension: (path as NSString).pathExtension).get()
        return FeedReader.read(bytes, format: format, options: ImportOptions(sourceName: path), today: today)
    }

    /// A text read as a carrier's feed.
    static func read(_ text: String, as carrier: CarrierFormat, today: String = "2026-12-07") -> ImportResult {
        FeedReader.read(
            Data(text.utf8), format: .carrier(carrier), options: ImportOptions(sourceName: "t"), today: today)
    }
}

extension ImportResult {
    /// The place with an id.
    func place(_ id: String) -> Place? { places.first { $0.id == id } }

    /// The messages of the report, one string each.
    var messages: [String] { report.diagnostics.map(\.description) }
}
