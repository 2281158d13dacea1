import Geodesy

/// One record from any format, turned into tags and (if it had a usable geometry) a point.
struct SourceRecord {
    /// The record's own id (`node/42`, a GeoJSON feature id), if it has one.
    var id: String?
    /// All properties or tags, verbatim.
    var tags: [String: JSONValue]
    /// The representative point, or `nil` when the geometry was unusable (already reported).
    var coordinate: Coordinate?
    /// Where the record is.
    var location: SourceLocation
    /// Column of each tag in the source line (CSV), so that tag diagnostics can point at it.
    var fieldColumns: [String: Int] = [:]
}

/// Collects places, address points and diagnostics while a reader walks its input, and applies
/// the rules shared by every format: tag interpretation, required id and name, unique ids.
struct ImportCollector {
    let options: ImportOptions
    private(set) var places: [Place] = []
    private(set) var addressPoints: [AddressPoint] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var counts = ValidationReport.Counts()
    private var firstIndexByID: [String: Int] = [:]
    private var interpreter = TagInterpreter()

    init(options: ImportOptions) {
        self.options = options
    }

    /// Makes room for about this many records.
    mutating func reserve(_ count: Int) {
        places.reserveCapacity(count)
        firstIndexByID.reserveCapacity(count)
    }

    /// A location in this input.
    func location(
        line: Int? = nil, column: Int? = nil, kind: SourceLocation.RecordKind? = nil, index: Int? = nil,
        placeID: String? = nil, field: String? = nil
    ) -> SourceLocation {
        SourceLocation(
            source: options.sourceName, line: line, column: column, recordKind: kind, index: index, placeID: placeID,
            field: field)
    }

    /// Records a problem.
    mutating func report(_ severity: Diagnostic.Severity, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(severity, message, at: location))
    }

    /// Counts a record that was dropped before it could be interpreted (its error already reported).
    mutating func skipRecord() {
        counts.records += 1
        counts.skipped += 1
    }

    /// Interprets a record and keeps it as a place or an address point, or reports why not.
    mutating func add(_ record: SourceRecord) {
        counts.records += 1
        var location = record.location
        var problems: [Diagnostic] = []
        let fieldColumns = record.fieldColumns
        let (fields, interpreted, others) = interpreter.interpret(sourceID: record.id, tags: record.tags) {
            severity, message, field in
            var at = location.with(field: field)
            if let column = fieldColumns[field] { at.column = column }
            problems.append(Diagnostic(severity, message, at: at))
        }
        location.placeID = fields.id
        for index in problems.indices { problems[index].location.placeID = fields.id }
        diagnostics.append(contentsOf: problems)

        if fields.isAddressOnly, options.readsAddressPoints {
            if let coordinate = record.coordinate {
                addressPoints.append(AddressPoint(address: fields.address, coordinate: coordinate))
                counts.addressPoints += 1
            } else {
                counts.skipped += 1
            }
            return
        }
        var usable = record.coordinate != nil
        if fields.id == nil {
            report(
                .error, "The place has no id; give it a stable one, such as \"id\": \"node/42\".",
                at: location.with(field: "id"))
            usable = false
        }
        if fields.name == nil {
            report(
                .error, "The place has no name; add one, such as \"name\": \"Central Post Office\".",
                at: location.with(field: "name"))
            usable = false
        }
        guard usable, let id = fields.id, let name = fields.name, let coordinate = record.coordinate else {
            counts.skipped += 1
            return
        }
        if let first = firstIndexByID[id] {
            report(
                .error,
                "The id \"\(id)\" is already used by \(location.recordKind?.rawValue ?? "record") #\(first); "
                    + "this one is skipped. Ids must be unique.",
                at: location.with(field: "id"))
            counts.skipped += 1
            return
        }
        firstIndexByID[id] = location.index ?? places.count
        places.append(
            Place(
                id: id, name: name, coordinate: coordinate, address: fields.address, categories: fields.categories,
                openingHours: fields.openingHours, timeZone: fields.timeZone, wheelchair: fields.wheelchair,
                phone: fields.phone, website: fields.website, properties: others, interpretedProperties: interpreted))
        counts.places += 1
    }

    /// The finished result.
    func result() -> ImportResult {
        ImportResult(
            places: places, addressPoints: addressPoints,
            report: ValidationReport(diagnostics: diagnostics, counts: counts))
    }
}
