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
        (panel.isStepFreeOnly ? 1 : 0) + (panel.isWithSpaceOnly ? 1 : 0) + panel.categories.filter(\.isOn).count
            + (panel.sort == .distance ? 0 : 1)
    }

    /// Writes the fieldset.
    func write(to writer: inout HTMLWriter) {
        let count = activeCount
        let first = panel.categories.prefix(Self.visibleCategories)
        let rest = panel.categories.dropFirst(Self.visibleCategories)
        writer.open("fieldset", "class", "filters")
        writer.element("legend", "class", "vh", text: panel.legend)
        writer.open("div", "class", "toolbar")
        writer.open("div", "class", "field search")
        writer.element("label", "for", "q", text: panel.searchLabel)
        writer.trusted("<input type=\"search\" id=\"q\" name=\"q\"")
        writer.attribute("value", panel.searchText)
        writer.endStartTag()
        writer.endTag("div")
        Self.writeCheck(
            id: "filter-open", name: "open", value: "1", label: panel.openNowLabel, isOn: panel.isOpenNow, to: &writer)
        writer.trusted("<button type=\"submit\" id=\"apply-filters\" class=\"secondary\">")
        writer.text(applyTitle)
        writer.endTag("button")
        writer.endTag("div")
        writer.open("details", "id", "more-filters", "class", "more-filters")
        writer.element("summary", "id", "more-filters-summary", text: count == 0 ? panel.legend : activeTitle(count))
        writer.open("div", "class", "more-body")
        writer.open("div", "class", "checks")
        Self.writeCheck(
            id: "filter-stepfree", name: "stepfree", value: "1", label: panel.stepFreeLabel,
            isOn: panel.isStepFreeOnly, to: &writer)
        if let label = panel.withSpaceLabel {
            Self.writeCheck(
                id: "filter-space", name: "space", value: "1", label: label, isOn: panel.isWithSpaceOnly, to: &writer)
        }
        writer.endTag("div")
        if !panel.categories.isEmpty {
            writer.open("fieldset", "class", "categories")
            writer.element("legend", text: panel.categoriesLabel)
            writer.open("div", "class", "checks")
            categories(first, to: &writer)
            writer.endTag("div")
            if !rest.isEmpty {
                writer.trusted("<details id=\"more-categories\" class=\"more-categories\"")
                writer.flag("open", rest.contains(where: \.isOn))
                writer.endStartTag()
                writer.element("summary", text: moreTitle)
                writer.open("div", "class", "checks")
                categories(rest, to: &writer)
                writer.endTag("div")
                writer.endTag("details")
            }
            writer.endTag("fieldset")
        }
        writer.open("div", "class", "field")
        writer.element("label", "for", "sort", text: panel.sortLabel)
        writer.open("select", "id", "sort", "name", "sort")
        for option in panel.sortOptions {
            writer.startTag("option")
            writer.attribute("value", option.id == .closingTime ? "closing" : option.id.rawValue)
            writer.flag("selected", option.id == panel.sort)
            writer.endStartTag()
            writer.text(option.label)
            writer.endTag("option")
        }
        writer.endTag("select")
        writer.endTag("div")
        writer.endTag("div")
        writer.endTag("details")
        writer.endTag("fieldset")
    }

    /// The categories' checkboxes (a catalog has dozens).
    private func categories(_ options: ArraySlice<FilterPanel.CategoryOption>, to writer: inout HTMLWriter) {
        for option in options {
            Self.writeCheck(
                id: DOMID.make("cat", option.id), name: "cat", value: option.id,
                label: "\(option.label) (\(option.count))", isOn: option.isOn, to: &writer)
        }
    }

    /// `<div class="check"><input type="checkbox" …><label for="…">…</label></div>`.
    private static func writeCheck(
        id: String, name: String, value: String, label: String, isOn: Bool, to writer: inout HTMLWriter
    ) {
        writer.open("div", "class", "check")
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
