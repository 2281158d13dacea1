/// A label and its value, such as ("Address", "Mannerheimintie 5, 00100 Helsinki").
public struct LabeledText: Sendable, Hashable {
    /// The label, already localized.
    public var label: String
    /// The value, already localized.
    public var value: String

    /// Creates a pair.
    ///
    /// - Parameters:
    ///   - label: Localized label.
    ///   - value: Localized value.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
