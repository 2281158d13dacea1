/// German templates.
extension Catalog {
    /// German templates by key.
    static let german: [TextKey: String] = [:]
}
