/// Finnish templates.
extension Catalog {
    /// Finnish templates by key.
    static let finnish: [TextKey: String] = [:]
}
