extension BoundingBox {
    /// Reads a box written `"south,west,north,east"` in decimal degrees, as in a URL query
    /// (`bbox=60.15,24.90,60.19,24.98`). Spaces around the numbers are allowed.
    ///
    /// - Parameter text: The four numbers, comma-separated.
    /// - Throws: ``BoundingBoxError`` naming the part that is missing, not a number, out of range,
    ///   or (for south) north of the north edge.
    public init(parsing text: String) throws(BoundingBoxError) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 4 else {
            throw BoundingBoxError(component: nil, reason: .wrongComponentCount(parts.count))
        }
        var values: [Double] = []
        for (component, part) in zip(BoundingBoxError.Component.allCases, parts) {
            let trimmed = part.trimmingPrefix(while: \.isWhitespace)
            let number = String(trimmed.reversed().trimmingPrefix(while: \.isWhitespace).reversed())
            guard let value = Double(number) else {
                throw BoundingBoxError(component: component, reason: .notANumber(String(part)))
            }
            values.append(value)
        }
        try self.init(south: values[0], west: values[1], north: values[2], east: values[3])
    }
}
