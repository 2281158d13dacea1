import PickerFormatting

/// What the picker calls the places it offers, chosen by the app: "pickup point", "branch", …
///
/// Every language has the forms its templates use (see ``forms(in:)``); the catalogue test renders
/// every message with every noun in every language, so a missing form fails a test.
public enum PlaceNoun: String, Sendable, Hashable, CaseIterable, Codable {
    /// A parcel pickup point (the default).
    case pickupPoint
    /// A bank or shop branch.
    case branch
    /// A clinic or doctor's practice.
    case clinic
    /// A parcel locker.
    case parcelLocker
    /// Any place, when nothing more specific fits.
    case place

    /// The noun's word forms and grammatical gender in a language.
    ///
    /// Form names: `one` (singular after "1" and in "no … is open"), `other` (plural after a number),
    /// `heading` (capitalized plural for a title), `title` (capitalized singular), `definite` (the singular with the definite
    /// article or suffix: "the pickup point", "die Abholstelle", "utlämningsstället", "le point de
    /// retrait"; Finnish has no article: nominative), Finnish `partitive` (after numbers > 1:
    /// "3 noutopistettä"), `plural` (nominative plural), `pluralPartitive` ("hae noutopisteitä") and French `many` ("1 000 000 de points").
    /// Genders: German `masculine`/`feminine`/`neuter`, Swedish `common`/`neuter`, French
    /// `masculine`/`feminine`; English and Finnish `none`.
    ///
    /// - Parameter language: The language.
    /// - Returns: The forms.
    public func forms(in language: Language) -> NounForms { Self.formsTable[language.ordinal][ordinal] }

    /// Every noun's forms in every language, by ``Language/ordinal`` and ``ordinal``, made once:
    /// messages read them for every count they render, and building the forms each time was a
    /// tenth of rendering a message.
    private static let formsTable: [[NounForms]] = {
        var table = [[NounForms]](repeating: [], count: Language.allCases.count)
        for language in Language.allCases {
            table[language.ordinal] = allCases.sorted { $0.ordinal < $1.ordinal }.map { $0.madeForms(in: language) }
        }
        return table
    }()

    /// The noun's place in the table.
    private var ordinal: Int {
        switch self {
        case .pickupPoint: 0
        case .branch: 1
        case .clinic: 2
        case .parcelLocker: 3
        case .place: 4
        }
    }

    private func madeForms(in language: Language) -> NounForms {
        switch language {
        case .english: englishForms
        case .german: germanForms
        case .finnish: finnishForms
        case .swedish: swedishForms
        case .french: frenchForms
        }
    }
}

/// The word forms of a ``PlaceNoun`` in one language.
public struct NounForms: Sendable, Hashable {
    /// Grammatical gender, used by `select` in templates: "feminine", "neuter", "none", …
    public var gender: String
    /// Forms by name ("one", "other", "heading", "definite", …).
    public var forms: [String: String]

    /// Creates noun forms.
    ///
    /// - Parameters:
    ///   - gender: The gender word.
    ///   - forms: Forms by name.
    public init(gender: String, forms: [String: String]) {
        self.gender = gender
        self.forms = forms
    }
}

// MARK: - The verb on the select button

/// The verb on each row's select button, chosen by the app with the ``PlaceNoun``.
public enum ActionWording: String, Sendable, Hashable, CaseIterable, Codable {
    /// "Pick up here" / spoken "Pick up at {name}".
    case pickUp
    /// "Choose" / spoken "Choose {name}".
    case choose

    /// The visible button title.
    public var buttonKey: TextKey {
        switch self {
        case .pickUp: .pickUpHere
        case .choose: .choose
        }
    }

    /// The spoken label, with placeholder `name`: "Pick up at 8 Garden Street".
    public var accessibilityKey: TextKey {
        switch self {
        case .pickUp: .pickUpAtName
        case .choose: .chooseName
        }
    }
}
