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
        var writer = HTMLWriter(capacity: 16_384)
        write(to: &writer) { $0.write(body()) }
        return writer.bytes
    }

    /// Writes the document, its body written by `body` in place: the picker page writes its
    /// sections straight into one buffer instead of building nodes.
    func write(to writer: inout HTMLWriter, body: (inout HTMLWriter) -> Void) {
        writer.trusted("<!DOCTYPE html>\n")
        writer.startTag("html")
        writer.attribute("lang", languageTag)
        writer.endStartTag()
        writer.open("head")
        writer.open("meta", "charset", "utf-8")
        writer.open("meta", "name", "viewport", "content", "width=device-width, initial-scale=1")
        writer.open("meta", "name", "color-scheme", "content", "light dark")
        writer.element("title", text: title)
        writer.open("link", "rel", "stylesheet", "href", "/assets/picker.css")
        if let themeHref {
            writer.startTag("link")
            writer.attribute("rel", literal: "stylesheet")
            writer.attribute("href", themeHref)
            writer.endStartTag()
        }
        writer.startTag("script")
        writer.attribute("src", literal: "/assets/picker.js")
        writer.flag("defer", true)
        writer.endStartTag()
        writer.endTag("script")
        writer.endTag("head")
        writer.open("body")
        if let skipTarget {
            writer.startTag("a")
            writer.attribute("class", literal: "skip")
            writer.attribute("href", "#\(skipTarget)")
            writer.endStartTag()
            writer.text(skipLinkText)
            writer.endTag("a")
        }
        body(&writer)
        writer.open("footer")
        writer.element("p", text: attribution)
        writer.endTag("footer")
        writer.endTag("body")
        writer.endTag("html")
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
