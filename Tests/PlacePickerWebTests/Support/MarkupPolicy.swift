import Foundation

/// What an HTML page of this app may contain: anything else means data became markup.
enum MarkupPolicy {
    static let elements: Set<String> = [
        "#root", "html", "head", "meta", "title", "link", "script", "body", "a", "main", "h1", "h2", "h3", "p", "form",
        "input", "section", "div", "label", "button", "fieldset", "legend", "select", "option", "span", "ol", "ul",
        "li", "nav", "strong", "code", "table", "caption", "tbody", "tr", "th", "td", "dl", "dt", "dd", "pre",
        "textarea", "svg",
        "rect", "path", "g", "circle", "text", "footer", "details", "summary",
    ]
    static let attributes: Set<String> = [
        "lang", "charset", "name", "content", "rel", "href", "src", "defer", "class", "id", "data-state-url", "method",
        "action", "type", "value", "autocomplete", "hidden", "data-label", "data-waiting", "data-denied", "aria-live",
        "for", "checked", "selected", "form", "aria-pressed", "aria-describedby", "disabled", "aria-labelledby",
        "role", "aria-atomic", "aria-current", "aria-label", "tabindex", "xmlns", "viewbox", "width", "height",
        "transform", "r", "d", "x", "y", "aria-hidden", "scope", "data-reload", "rows", "maxlength",
        "formaction", "formmethod", "text-anchor", "open", "data-embed-origin", "data-place", "data-announcement",
        "data-camera",
        "data-chosen",
    ]

    /// Every sign that data escaped into markup: unknown elements or attributes, event handlers,
    /// inline or foreign scripts, `javascript:` links, and tokenizer problems.
    static func problems(_ html: String) -> [String] {
        let page = ParsedHTML(html)
        var found = page.problems
        for element in page.elements {
            if !elements.contains(element.name) { found.append("unexpected element <\(element.name)>") }
            for attribute in element.attributes {
                if !attributes.contains(attribute.name) || attribute.name.hasPrefix("on") {
                    found.append("unexpected attribute \(attribute.name) on <\(element.name)>")
                }
                if ["href", "src", "action", "formaction"].contains(attribute.name),
                    attribute.value.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().hasPrefix(
                        "javascript:")
                {
                    found.append("script URL in \(attribute.name) on <\(element.name)>")
                }
            }
            if element.name == "script"
                && (element.attribute("src") != "/assets/picker.js" || !element.children.isEmpty)
            {
                found.append("a script other than /assets/picker.js")
            }
        }
        if html.lowercased().components(separatedBy: "<script").count != 2 { found.append("raw <script in the markup") }
        if html.lowercased().contains("<img") { found.append("raw <img in the markup") }
        return found
    }
}
