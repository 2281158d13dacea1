/// A URL parameter that could not be used, with what was wrong and a valid example.
///
/// Invalid parameters never lose the rest of the state: the page says what was wrong and shows
/// the picker with the other parameters applied.
public struct ParameterProblem: Sendable, Hashable, Error, CustomStringConvertible {
    /// The parameter's name, e.g. `near`.
    public var parameter: String
    /// The value as given.
    public var value: String
    /// What is wrong, with a valid example.
    public var message: String

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - parameter: Name.
    ///   - value: Value as given.
    ///   - message: What is wrong.
    public init(parameter: String, value: String, message: String) {
        self.parameter = parameter
        self.value = value
        self.message = message
    }

    /// `near=abc: …`.
    public var description: String { "\(parameter)=\(value): \(message)" }
}
