import HTMLWriting
import PickerFormatting
import PickerLocalization

/// The HTML document around every page: language, title, stylesheet, script, skip link, footer.
struct PageLayout {
    var languageTag: String
    var title: String
    /// A stylesheet after the main one (the shop's accent, `/assets/theme.css?accent=…`), if any.
    var themeHref: String? = nil
    var skipLinkText: String
    /// The id the skip link moves focus to, or `nil` for a page without one (no skip link).
    var skipTarget: String?
    var attribution: String

    /// The document's UTF-8 bytes, handed to the response as they are.
    func document(body: (inout HTML) -> Void) -> [UInt8] {
        var html = HTML(capacity: 16_384)
        write(to: &html, body: body)
        return html.bytes
    }

    /// Writes the document, its body written by `body` in place.
    func write(to html: inout HTML, body: (inout HTML) -> Void) {
        html.doctype()
        html.element(.html, attributes: { $0.add(.lang, languageTag) }) { html in
            html.element(.head) { html in
                html.void(.meta, #"charset="utf-8""#)
                html.void(.meta, #"name="viewport" content="width=device-width, initial-scale=1""#)
                html.void(.meta, #"name="color-scheme" content="light dark""#)
                html.element(.title, text: title)
                html.void(.link, #"rel="stylesheet" href="/assets/picker.css""#)
                if let themeHref {
                    html.void(.link, #"rel="stylesheet""#) { $0.add(.href, themeHref) }
                }
                html.empty(.script, #"src="/assets/picker.js" defer"#)
            }
            html.element(.body) { html in
                if let skipTarget {
                    html.element(
                        .a, #"class="skip""#, attributes: { $0.add(.href, "#\(skipTarget)") }, text: skipLinkText)
                }
                body(&html)
                html.element(.footer) { html in
                    html.element(.p, text: Self.credit(attribution, languageTag: languageTag))
                }
            }
        }
    }

    /// An attribution in the page's language: OpenStreetMap's credit in its own words for it.
    static func credit(_ attribution: String, languageTag: String) -> String {
        let code = languageTag.split(separator: "-").first.map(String.init) ?? languageTag
        return Language(rawValue: code).map { OpenStreetMapCredit.translating(attribution, to: $0) } ?? attribution
    }
}

// MARK: - The problems every page shows

/// The list of URL parameters that could not be used, each with its value as given and what was
/// wrong, announced as an alert. Every page shows it, so no bad parameter is silently ignored.
struct ProblemsSection {
    var problems: [ParameterProblem]
    /// "Some of the address could not be used" in the page's language.
    var heading: String

    func write(to html: inout HTML) {
        guard !problems.isEmpty else { return }
        html.element(.div, #"class="problems" role="alert""#) { html in
            html.element(.h2, text: heading)
            html.element(.ul) { html in
                for problem in problems {
                    html.element(.li) { html in
                        html.element(.code, text: "\(problem.parameter)=\(problem.value)")
                        // The server's messages are English: marked so on a page in another language.
                        html.text(": ")
                        html.element(.span, #"lang="en""#, text: problem.message)
                    }
                }
            }
        }
    }
}

// MARK: - The plain message page

/// A plain page for errors ("Not found") with a way back.
struct MessagePage {
    var languageTag: String
    var title: String
    var message: String
    var backTitle: String
    var attribution: String

    func render() -> [UInt8] {
        PageLayout(
            languageTag: languageTag, title: title, skipLinkText: backTitle, skipTarget: nil,
            attribution: attribution
        ).document { html in
            html.element(.main, #"id="app""#) { html in
                html.element(.h1, text: title)
                html.element(.p, text: message)
                html.element(.p) { html in
                    html.element(.a, #"href="/""#, text: backTitle)
                }
            }
        }
    }
}
