import Foundation

/// One source of the places being served — a `--data` file or a feed that `db sync` keeps in the
/// database — with when it was last read, as `/healthz` and `/api/sources` give it.
public struct SourceStatus: Sendable, Equatable {
    /// The source's name: the file's name, or the name `db sync --source` gave it.
    public var name: String
    /// The format it was read from (`geojson`, `inpost`, …).
    public var format: String
    /// Where it was read from (a file or a URL without its key).
    public var origin: String
    /// When it was last read, UTC ISO 8601 (`2026-12-07T10:15:00Z`).
    public var readAt: String
    /// How many places it gave.
    public var points: Int

    /// Creates a source's status.
    public init(name: String, format: String, origin: String, readAt: String, points: Int) {
        self.name = name
        self.format = format
        self.origin = origin
        self.readAt = readAt
        self.points = points
    }

    /// An instant as the status writes it: UTC, whole seconds.
    public static func instantText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { (value ?? 0) < 10 ? "0\(value ?? 0)" : "\(value ?? 0)" }
        return "\(parts.year ?? 1970)-\(two(parts.month))-\(two(parts.day))T\(two(parts.hour)):\(two(parts.minute)):"
            + "\(two(parts.second))Z"
    }
}
