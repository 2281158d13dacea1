/// Swedish templates.
extension Catalog {
    /// Swedish templates by key.
    static let swedish: [TextKey: String] = [:]
}
