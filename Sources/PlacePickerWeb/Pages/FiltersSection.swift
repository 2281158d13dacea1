import PlacePicker

/// The filters in one line: the search field, "Open now" and an "Apply filters" button (for
/// browsers without JavaScript), then a "Filters (n active)" disclosure with step-free access,
/// the categories (the first eight, then "More categories") and the order. All are native
/// controls in a fieldset with a legend.
struct FiltersSection {
    /// How many categories show before "More categories".
    static let visibleCategories = 8

    var panel: FilterPanel
    var applyTitle: String
    var moreTitle: String
    /// "Filters (2 active)" for a count.
    var activeTitle: (Int) -> String

    /// Filters set inside the disclosure: step-free, each category, an order other than distance.
    var activeCount: Int {
        (panel.isStepFreeOnly ? 1 : 0) + panel.categories.filter(\.isOn).count + (panel.sort == .distance ? 0 : 1)
    }

    func render() -> HTMLNode {
        let count = activeCount
        let first = Array(panel.categories.prefix(Self.visibleCategories))
        let rest = Array(panel.categories.dropFirst(Self.visibleCategories))
        return HTMLNode("fieldset", [.init("class", "filters")]) {
            HTMLNode("legend", [.init("class", "vh")]) { panel.legend }
            HTMLNode("div", [.init("class", "toolbar")]) {
                HTMLNode("div", [.init("class", "field search")]) {
                    HTMLNode("label", [.init("for", "q")]) { panel.searchLabel }
                    HTMLNode(
                        "input",
                        [
                            .init("type", "search"), .init("id", "q"), .init("name", "q"),
                            .init("value", panel.searchText),
                        ])
                }
                check(id: "filter-open", name: "open", value: "1", label: panel.openNowLabel, isOn: panel.isOpenNow)
                HTMLNode(
                    "button", [.init("type", "submit"), .init("id", "apply-filters"), .init("class", "secondary")]
                ) {
                    applyTitle
                }
            }
            HTMLNode("details", [.init("id", "more-filters"), .init("class", "more-filters")]) {
                HTMLNode("summary", [.init("id", "more-filters-summary")]) {
                    count == 0 ? panel.legend : activeTitle(count)
                }
                HTMLNode("div", [.init("class", "more-body")]) {
                    HTMLNode("div", [.init("class", "checks")]) {
                        check(
                            id: "filter-stepfree", name: "stepfree", value: "1", label: panel.stepFreeLabel,
                            isOn: panel.isStepFreeOnly)
                    }
                    if !panel.categories.isEmpty {
                        HTMLNode("fieldset", [.init("class", "categories")]) {
                            HTMLNode("legend") { panel.categoriesLabel }
                            HTMLNode("div", [.init("class", "checks")]) { categories(first) }
                            if !rest.isEmpty {
                                HTMLNode(
                                    "details",
                                    [
                                        .init("id", "more-categories"), .init("class", "more-categories"),
                                        .flag("open", rest.contains(where: \.isOn)),
                                    ]
                                ) {
                                    HTMLNode("summary") { moreTitle }
                                    HTMLNode("div", [.init("class", "checks")]) { categories(rest) }
                                }
                            }
                        }
                    }
                    HTMLNode("div", [.init("class", "field")]) {
                        HTMLNode("label", [.init("for", "sort")]) { panel.sortLabel }
                        HTMLNode("select", [.init("id", "sort"), .init("name", "sort")]) {
                            for option in panel.sortOptions {
                                HTMLNode(
                                    "option",
                                    [
                                        .init("value", option.id == .closingTime ? "closing" : option.id.rawValue),
                                        .flag("selected", option.id == panel.sort),
                                    ]
                                ) { option.label }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The categories' checkboxes, written into one buffer (a catalog has dozens).
    private func categories(_ options: [FilterPanel.CategoryOption]) -> HTMLNode {
        // About 150 bytes a checkbox (its id twice, its value and its label).
        var writer = HTMLWriter(capacity: 192 * options.count)
        for option in options {
            Self.writeCheck(
                id: DOMID.make("cat", option.id), name: "cat", value: option.id,
                label: "\(option.label) (\(option.count))", isOn: option.isOn, to: &writer)
        }
        return writer.node
    }

    private func check(id: String, name: String, value: String, label: String, isOn: Bool) -> HTMLNode {
        var writer = HTMLWriter()
        Self.writeCheck(id: id, name: name, value: value, label: label, isOn: isOn, to: &writer)
        return writer.node
    }

    /// `<div class="check"><input type="checkbox" …><label for="…">…</label></div>`.
    private static func writeCheck(
        id: String, name: String, value: String, label: String, isOn: Bool, to writer: inout HTMLWriter
    ) {
        writer.startTag("div")
        writer.attribute("class", literal: "check")
        writer.endStartTag()
        writer.startTag("input")
        writer.attribute("type", literal: "checkbox")
        writer.attribute("id", id)
        writer.attribute("name", name)
        writer.attribute("value", value)
        writer.flag("checked", isOn)
        writer.endStartTag()
        writer.startTag("label")
        writer.attribute("for", id)
        writer.endStartTag()
        writer.text(label)
        writer.endTag("label")
        writer.endTag("div")
    }
}
