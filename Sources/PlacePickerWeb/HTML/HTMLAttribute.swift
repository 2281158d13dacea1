/// An attribute whose name is a literal and whose value is escaped when rendered.
public struct HTMLAttribute: Sendable {
    let name: StaticString
    let value: String?
    let isBoolean: Bool

    /// `name="value"`; a `nil` value leaves the attribute out.
    ///
    /// - Parameters:
    ///   - name: Attribute name, a literal.
    ///   - value: Any string; escaped.
    public init(_ name: StaticString, _ value: String?) {
        self.name = name
        self.value = value
        self.isBoolean = false
    }

    /// A boolean attribute such as `checked`, present only when `isOn`.
    ///
    /// - Parameters:
    ///   - name: Attribute name, a literal.
    ///   - isOn: Whether to include it.
    /// - Returns: The attribute.
    public static func flag(_ name: StaticString, _ isOn: Bool) -> HTMLAttribute {
        HTMLAttribute(name: name, value: isOn ? "" : nil, isBoolean: true)
    }

    private init(name: StaticString, value: String?, isBoolean: Bool) {
        self.name = name
        self.value = value
        self.isBoolean = isBoolean
    }

    func render(into output: inout [UInt8]) {
        guard let value else { return }
        output.append(UInt8(ascii: " "))
        name.withUTF8Buffer { output.append(contentsOf: $0) }
        if isBoolean { return }
        output.append(UInt8(ascii: "="))
        output.append(UInt8(ascii: "\""))
        HTMLEscaping.appendAttributeValue(value, to: &output)
        output.append(UInt8(ascii: "\""))
    }
}
