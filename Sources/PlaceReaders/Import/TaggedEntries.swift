import ConcurrencyPrimitives
import Geodesy
import Places

/// One record as a reader converted it, ready for the shared rules: a place's tags and point, or
/// why it cannot be one, with what the reader noticed on the way.
package struct TaggedEntry: Sendable {
    /// A problem the reader found with the record.
    package struct Note: Sendable {
        /// How bad it is.
        package var severity: Diagnostic.Severity
        /// What is wrong and what was done.
        package var message: String
        /// The field at fault.
        package var field: String?

        /// Creates a note.
        package init(_ severity: Diagnostic.Severity, _ message: String, field: String?) {
            self.severity = severity
            self.message = message
            self.field = field
        }
    }

    /// What the record becomes.
    package enum Outcome: Sendable {
        /// A place, if the shared rules accept it.
        case place(coordinate: Coordinate, tags: TagList)
        /// Nothing: the record is skipped with this error.
        case skipped(field: String?, message: String)
    }

    /// The record's 0-based position in the input.
    package var index: Int
    /// The 1-based line where it starts, when the input is a text.
    package var line: Int?
    /// Its id, when known.
    package var id: String?
    /// What the reader noticed, in order.
    package var notes: [Note]
    /// What it becomes.
    package var outcome: Outcome

    /// Creates an entry.
    package init(index: Int, line: Int?, id: String?, notes: [Note] = [], outcome: Outcome) {
        self.index = index
        self.line = line
        self.id = id
        self.notes = notes
        self.outcome = outcome
    }
}

extension TaggedRecordReader {
    /// Records per chunk of the parallel conversion: small enough that two cores finish together.
    package static let chunkSize = 1_024

    /// Converts records and applies the shared rules to them on all cores, then keeps them in input
    /// order, so the places and diagnostics are exactly those of adding them one by one.
    ///
    /// A record whose id an earlier record has, with the very same tags (pages of a paged API that
    /// overlap), is kept once with a warning; two different records with one id stay an error.
    ///
    /// - Parameters:
    ///   - inputs: The records as the reader has them.
    ///   - convert: Turns one record into an entry; called on any thread.
    package mutating func add<Input: Sendable>(
        _ inputs: [Input], convert: @Sendable (Input) -> TaggedEntry
    ) {
        reserve(inputs.count)
        let rules = ruleTemplate
        let location = locationTemplate
        let chunks = ParallelChunks.map(count: inputs.count, chunkSize: Self.chunkSize) { range in
            var rules = rules
            return range.map { position -> (TaggedEntry, PreparedRecord?) in
                let entry = convert(inputs[position])
                guard case .place(let coordinate, let tags) = entry.outcome, let id = entry.id else {
                    return (entry, nil)
                }
                var at = location
                at.line = entry.line
                at.index = entry.index
                at.placeID = id
                let diagnostics = entry.notes.map { Diagnostic($0.severity, $0.message, at: at.with(field: $0.field)) }
                let record = SourceRecord(id: id, tags: tags, coordinate: coordinate, location: at)
                return (entry, rules.prepare(record, diagnostics: diagnostics))
            }
        }
        var kept: [String: TagList] = [:]
        kept.reserveCapacity(inputs.count)
        for chunk in chunks {
            for (entry, prepared) in chunk {
                keep(entry, prepared, kept: &kept)
            }
        }
    }

    /// Applies the shared rules to records already converted, on all cores, and keeps them in order
    /// (``add(_:convert:)``).
    package mutating func add(_ entries: [TaggedEntry]) {
        add(entries) { $0 }
    }

    /// Keeps one converted record (see ``add(_:convert:)``).
    private mutating func keep(
        _ entry: TaggedEntry, _ prepared: PreparedRecord?, kept: inout [String: TagList]
    ) {
        switch entry.outcome {
        case .skipped(let field, let message):
            for note in entry.notes {
                report(
                    note.severity, note.message, index: entry.index, line: entry.line, id: entry.id, field: note.field)
            }
            skip(id: entry.id, index: entry.index, line: entry.line, field: field, message: message)
        case .place(_, let tags):
            guard let prepared, let id = entry.id else { return }
            if let earlier = kept[id] {
                if earlier.dictionary == tags.dictionary {
                    report(
                        .warning, "The point is sent again with the same fields as an earlier record; it is kept once.",
                        index: entry.index, line: entry.line, id: id)
                    return
                }
            } else {
                kept[id] = tags
            }
            keepPrepared(prepared)
        }
    }
}
