import Testing

extension OpeningHoursJSCases {
    /// A value opening_hours.js reads, and how we read it.
    struct Accepted: Sendable, CustomTestStringConvertible {
        /// The value as the test writes it.
        let value: String
        /// Our canonical form of it.
        let normalized: String
        /// opening_hours.js's prettified form, when it differs from ours.
        let ohjs: String?
        /// Why the forms differ, when they do.
        let difference: Difference?
        /// Whether we read the value with warnings (else it is valid as written).
        let corrected: Bool
        /// The opening_hours.js test that uses the value.
        let test: String

        init(
            _ value: String, _ normalized: String, ohjs: String? = nil, difference: Difference? = nil,
            corrected: Bool, test: String
        ) {
            self.value = value
            self.normalized = normalized
            self.ohjs = ohjs
            self.difference = difference
            self.corrected = corrected
            self.test = test
        }

        var testDescription: String { "\(test): \(value)" }
    }

    /// Why our canonical form differs from opening_hours.js's prettified one (the meaning is the
    /// same; docs/reference/opening-hours.md lists each).
    enum Difference: Sendable {
        /// Colons after selectors, `24/7` or a modifier are left out (`24/7: closed` → `24/7 closed`).
        case colon
        /// A zero offset of a sun time is left out (`(dusk-00:00)` → `dusk`).
        case zeroOffset
        /// Holidays and weekdays that both must match keep their written order (`We,Fr PH`).
        case writtenOrder
        /// Holidays listed with a space are written with commas (`SH,PH -1 day Mo-We`).
        case holidayList
        /// In a list of weekdays and holidays, the holidays are written together (`SH,PH,Su`).
        case holidaysTogether
        /// `24/7` after weekdays is written `00:00-24:00`.
        case wholeDays
        /// The month is repeated before each day of a list (`Dec 24,Dec 25`).
        case monthRepeated
        /// A range within one month names it once (`Jan 11-11`).
        case sameMonthRange
        /// The missing `;` before a month is put in (opening_hours.js keeps the value as written).
        case missingSeparator
        /// Time ranges of one rule are joined with commas.
        case timeList
        /// A year written first holds for the dates of its list (`2012 Jan 10-15,2012 Jan 11`);
        /// opening_hours.js reads the later dates in every year (docs/reference/opening-hours.md).
        case yearHoldsForList
        /// We always normalize to English (the test prettifies in German).
        case english
        /// A modifier goes after the times and stays as written (`12:00-13:00 off`).
        case modifierAfterTimes
        /// Bare hours are written `HH:MM` (`Su 08:00-08:00`; opening_hours.js keeps `8-8`).
        case bareHours
        /// The comment comes after the modifier.
        case commentLast
    }

    /// A value opening_hours.js rejects.
    struct Rejected: Sendable, CustomTestStringConvertible {
        let value: String
        /// Why we read it, when we do on purpose.
        let readBecause: ReadOnPurpose?
        let test: String

        init(_ value: String, readBecause: ReadOnPurpose? = nil, test: String) {
            self.value = value
            self.readBecause = readBecause
            self.test = test
        }

        var testDescription: String { "\(test): \(value)" }
    }

    /// Why we read a value opening_hours.js rejects (docs/reference/opening-hours.md lists each).
    enum ReadOnPurpose: Sendable {
        /// A range starting at 24:00 is the next morning (`Su 24:00-06:00` in real data).
        case startAt24
        /// Day offsets of any size, and with a space after the sign (with a warning).
        case anyDayOffset
        /// Week ranges wrap at the year's end; any week step is read.
        case weekRanges
        /// `,` before a rule starting with another selector is an additional rule (specification
        /// grammar).
        case additionalRule
        /// `(sunrise)` is read with a warning.
        case bracketedSunTime
        /// We have one mode: time ranges and points in time are read in every rule.
        case oneMode
        /// A year at the start of a date range applies to the range.
        case yearAtStart
        /// Repeat intervals in minutes (`/60`, specification grammar) or with a one-digit hour.
        case repeatInterval
        /// `2014-2014` is the year 2014.
        case oneYearRange
        /// An open end after the latest time (`23:59-48:00+`).
        case openEndAfterLatest
        /// `PH` and `SH` parse without a place; evaluation reports that they need one.
        case holidaysWithoutPlace
    }

    /// A value opening_hours.js reads that we keep as an error.
    struct KeptError: Sendable, CustomTestStringConvertible {
        let value: String
        let because: KeptBecause
        let test: String

        init(_ value: String, because: KeptBecause, test: String) {
            self.value = value
            self.because = because
            self.test = test
        }

        var testDescription: String { "\(test): \(value)" }
    }

    /// Why a value opening_hours.js reads stays an error here.
    enum KeptBecause: Sendable {
        /// `14:9` could be 14:09 or 14:90 (a typo for 14:30?); only `:0` is read as `:00`.
        case oneDigitMinutes
        /// `Jan-Feb Jan 09-15` needs the intersection of two date selectors, which the rule
        /// model does not have.
        case dateIntersection
        /// `,:15:00` has a colon with no meaning.
        case strayColon
    }
}
