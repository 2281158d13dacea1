import Places

/// Changes to apply to an engine's places.
public struct PlaceChanges: Sendable {
    /// Places to add, or to put in place of the place with the same id.
    public var upserts: [Place]
    /// Ids of places to remove (an unknown id is ignored). Applied before the upserts.
    public var deletions: [String]

    /// Creates a batch of changes.
    ///
    /// - Parameters:
    ///   - upserts: Places to add or replace by id.
    ///   - deletions: Ids to remove.
    public init(upserts: [Place] = [], deletions: [String] = []) {
        self.upserts = upserts
        self.deletions = deletions
    }
}
