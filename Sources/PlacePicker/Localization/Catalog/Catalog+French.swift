/// French templates.
extension Catalog {
    /// French templates by key.
    static let french: [TextKey: String] = [:]
}
