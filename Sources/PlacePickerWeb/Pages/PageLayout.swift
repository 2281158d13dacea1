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
    func document(@HTMLBuilder body: () -> HTMLNode) -> [UInt8] {
        let html = HTMLNode("html", [.init("lang", languageTag)]) {
            HTMLNode("head") {
                HTMLNode("meta", [.init("charset", "utf-8")])
                HTMLNode("meta", [.init("name", "viewport"), .init("content", "width=device-width, initial-scale=1")])
                HTMLNode("meta", [.init("name", "color-scheme"), .init("content", "light dark")])
                HTMLNode("title") { title }
                HTMLNode("link", [.init("rel", "stylesheet"), .init("href", "/assets/picker.css")])
                if let themeHref {
                    HTMLNode("link", [.init("rel", "stylesheet"), .init("href", themeHref)])
                }
                HTMLNode("script", [.init("src", "/assets/picker.js"), .flag("defer", true)]) { [] }
            }
            HTMLNode("body") {
                if let skipTarget {
                    HTMLNode("a", [.init("class", "skip"), .init("href", "#\(skipTarget)")]) { skipLinkText }
                }
                body()
                HTMLNode("footer") {
                    HTMLNode("p") { attribution }
                }
            }
        }
        var document = Array("<!DOCTYPE html>\n".utf8)
        html.render(into: &document)
        return document
    }
}

// MARK: - The problems every page shows

/// The list of URL parameters that could not be used, each with its value as given and what was
/// wrong, announced as an alert. Every page shows it, so no bad parameter is silently ignored.
struct ProblemsSection {
    var problems: [ParameterProblem]
    /// "Some of the address could not be used" in the page's language.
    var heading: String

    func render() -> HTMLNode {
        guard !problems.isEmpty else { return .empty }
        return HTMLNode("div", [.init("class", "problems"), .init("role", "alert")]) {
            HTMLNode("h2") { heading }
            HTMLNode("ul") {
                for problem in problems {
                    HTMLNode("li") {
                        HTMLNode("code") { "\(problem.parameter)=\(problem.value)" }
                        ": \(problem.message)"
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
        ).document {
            HTMLNode("main", [.init("id", "app")]) {
                HTMLNode("h1") { title }
                HTMLNode("p") { message }
                HTMLNode("p") {
                    HTMLNode("a", [.init("href", "/")]) { backTitle }
                }
            }
        }
    }
}
