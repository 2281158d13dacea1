import Geodesy
import Places

/// One record from any format, turned into tags and (if it had a usable geometry) a point.
struct SourceRecord {
    /// The record's own id (`node/42`, a GeoJSON feature id), if it has one.
    var id: String?
    /// All properties or tags, verbatim.
    var tags: TagList
    /// The representative point, or `nil` when the geometry was unusable (already reported).
    var coordinate: Coordinate?
    /// Where the record is.
    var location: SourceLocation
    /// Column of each tag in the source line (CSV), so that tag diagnostics can point at it.
    var fieldColumns: [String: Int] = [:]

    /// A record whose tags are a dictionary.
    init(id: String?, tags: [String: JSONValue], coordinate: Coordinate?, location: SourceLocation) {
        self.init(id: id, tags: TagList(tags), coordinate: coordinate, location: location)
    }

    /// A record whose tags are a list.
    init(id: String?, tags: TagList, coordinate: Coordinate?, location: SourceLocation) {
        self.id = id
        self.tags = tags
        self.coordinate = coordinate
        self.location = location
    }
}

/// A record interpreted by ``RecordRules``: what it becomes and what was wrong with it, before
/// the check that its id is new, which needs every earlier record (``ImportCollector/keep(_:)``).
struct PreparedRecord: Sendable {
    /// What a record becomes.
    enum Outcome {
        /// Dropped because of an error (already among the diagnostics).
        case skipped
        /// An address point.
        case addressPoint(AddressPoint)
        /// A place, if its id is new.
        case place(Place)
    }

    /// The record's diagnostics in order (the reader's own, then the rules').
    var diagnostics: [Diagnostic]
    /// What the record becomes.
    var outcome: Outcome
    /// Where the record is, with its place id.
    var location: SourceLocation
}

/// The rules shared by every format, applied to one record: tag interpretation, required id and
/// name, address points. They need no other record, so several threads can each apply their own
/// copy to a part of the input.
struct RecordRules: Sendable {
    let options: ImportOptions
    private var interpreter = TagInterpreter()

    init(options: ImportOptions) {
        self.options = options
    }

    /// Interprets a record.
    ///
    /// - Parameters:
    ///   - record: The record.
    ///   - diagnostics: What the reader already found wrong with it (they come first).
    /// - Returns: What the record becomes, with all its diagnostics.
    mutating func prepare(_ record: SourceRecord, diagnostics: [Diagnostic] = []) -> PreparedRecord {
        var location = record.location
        var problems = diagnostics
        let firstOwn = problems.count
        let fieldColumns = record.fieldColumns
        let (fields, others) = interpreter.interpret(sourceID: record.id, tags: record.tags) {
            severity, message, field in
            var at = location.with(field: field)
            if let column = fieldColumns[field] { at.column = column }
            problems.append(Diagnostic(severity, message, at: at))
        }
        location.placeID = fields.id
        for index in problems.indices[firstOwn...] { problems[index].location.placeID = fields.id }

        if fields.isAddressOnly, options.readsAddressPoints {
            guard let coordinate = record.coordinate else {
                return PreparedRecord(diagnostics: problems, outcome: .skipped, location: location)
            }
            return PreparedRecord(
                diagnostics: problems,
                outcome: .addressPoint(AddressPoint(address: fields.address, coordinate: coordinate)),
                location: location)
        }
        var usable = record.coordinate != nil
        if fields.id == nil {
            problems.append(
                Diagnostic(
                    .error, "The place has no id; give it a stable one, such as \"id\": \"node/42\".",
                    at: location.with(field: "id")))
            usable = false
        }
        if fields.name == nil {
            problems.append(
                Diagnostic(
                    .error, "The place has no name; add one, such as \"name\": \"Central Post Office\".",
                    at: location.with(field: "name")))
            usable = false
        }
        guard usable, let id = fields.id, let name = fields.name, let coordinate = record.coordinate else {
            return PreparedRecord(diagnostics: problems, outcome: .skipped, location: location)
        }
        var placeFields = PlaceStorage.Fields(
            id: id, name: name, coordinate: coordinate, address: fields.address, categories: fields.categories,
            openingHours: fields.openingHours, timeZone: fields.timeZone, wheelchair: fields.wheelchair,
            phone: fields.phone, website: fields.website, properties: others, interpreted: InterpretedProperties())
        let interpreted = InterpretedProperties(tags: record.tags, fields: placeFields)
        placeFields.interpreted = interpreted
        return PreparedRecord(diagnostics: problems, outcome: .place(Place(fields: placeFields)), location: location)
    }
}

/// Collects places, address points and diagnostics while a reader walks its input: applies the
/// shared ``RecordRules`` to each record and keeps ids unique.
struct ImportCollector {
    let options: ImportOptions
    private(set) var places: [Place] = []
    private(set) var addressPoints: [AddressPoint] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var counts = ValidationReport.Counts()
    /// Position in ``places`` of each id.
    private var positionByID: [String: Int] = [:]
    /// The record index of each place (for naming the first of two records with one id).
    private var recordIndexOfPlace: [Int] = []
    /// The shared rules, applied to each record before it is kept.
    var rules: RecordRules

    init(options: ImportOptions) {
        self.options = options
        self.rules = RecordRules(options: options)
    }

    /// Makes room for about this many records.
    mutating func reserve(_ count: Int) {
        places.reserveCapacity(count)
        positionByID.reserveCapacity(count)
        recordIndexOfPlace.reserveCapacity(count)
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
        keep(rules.prepare(record))
    }

    /// Keeps a prepared record: its diagnostics, then the place (unless its id was used by an
    /// earlier record) or the address point.
    mutating func keep(_ record: PreparedRecord) {
        counts.records += 1
        diagnostics.append(contentsOf: record.diagnostics)
        switch record.outcome {
        case .skipped:
            counts.skipped += 1
        case .addressPoint(let point):
            addressPoints.append(point)
            counts.addressPoints += 1
        case .place(let place):
            let location = record.location
            if let first = positionByID[place.id] {
                report(
                    .error,
                    "The id \"\(place.id)\" is already used by \(location.recordKind?.rawValue ?? "record") "
                        + "#\(recordIndexOfPlace[first]); this one is skipped. Ids must be unique.",
                    at: location.with(field: "id"))
                counts.skipped += 1
                return
            }
            positionByID[place.id] = places.count
            recordIndexOfPlace.append(location.index ?? places.count)
            places.append(place)
            counts.places += 1
        }
    }

    /// The finished result.
    func result() -> ImportResult {
        var result = ImportResult(
            places: places, addressPoints: addressPoints,
            report: ValidationReport(diagnostics: diagnostics, counts: counts))
        result.positionsByID = positionByID
        return result
    }
}
