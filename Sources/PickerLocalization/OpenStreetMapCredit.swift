import Foundation
import PickerFormatting

/// OpenStreetMap's credit in the page's language, in the words OpenStreetMap's own copyright page
/// (openstreetmap.org/copyright) uses in that language: "© OpenStreetMapin tekijät" on a Finnish
/// page, never the English "© OpenStreetMap contributors" without its `lang` (WCAG 3.1.2).
public enum OpenStreetMapCredit {
    /// The English words an attribution carries, as the licence writes them.
    public static let english = "OpenStreetMap contributors"

    /// The credit's words in a language, without the copyright sign.
    ///
    /// - Parameter language: The page's language.
    /// - Returns: "OpenStreetMapin tekijät", "OpenStreetMap-Mitwirkende", …
    public static func words(in language: Language) -> String {
        switch language {
        case .english: english
        case .german: "OpenStreetMap-Mitwirkende"
        case .finnish: "OpenStreetMapin tekijät"
        case .swedish: "OpenStreetMap-bidragsgivare"
        case .french: "les contributeurs d’OpenStreetMap"
        }
    }

    /// An attribution with OpenStreetMap's English credit replaced by its words in `language`; any
    /// other text as it is.
    ///
    /// - Parameters:
    ///   - attribution: The data's attribution ("© OpenStreetMap contributors, ODbL 1.0").
    ///   - language: The page's language.
    /// - Returns: The attribution in the page's language where OpenStreetMap gives its words.
    public static func translating(_ attribution: String, to language: Language) -> String {
        attribution.replacingOccurrences(of: english, with: words(in: language))
    }
}
