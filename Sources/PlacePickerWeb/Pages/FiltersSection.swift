import PlacePicker

/// The filters: native checkboxes and a select in a fieldset with a legend, a search field, and
/// an "Apply filters" button for browsers without JavaScript.
struct FiltersSection {
    var panel: FilterPanel
    var applyTitle: String

    func render() -> HTMLNode {
        HTMLNode("fieldset", [.init("class", "filters")]) {
            HTMLNode("legend") { panel.legend }
            HTMLNode("div", [.init("class", "checks")]) {
                check(id: "filter-open", name: "open", value: "1", label: panel.openNowLabel, isOn: panel.isOpenNow)
                check(
                    id: "filter-stepfree", name: "stepfree", value: "1", label: panel.stepFreeLabel,
                    isOn: panel.isStepFreeOnly)
            }
            HTMLNode("fieldset") {
                HTMLNode("legend") { panel.categoriesLabel }
                HTMLNode("div", [.init("class", "checks")]) {
                    for category in panel.categories {
                        check(
                            id: DOMID.make("cat", category.id), name: "cat", value: category.id,
                            label: "\(category.label) (\(category.count))", isOn: category.isOn)
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
            HTMLNode("div", [.init("class", "field")]) {
                HTMLNode("label", [.init("for", "q")]) { panel.searchLabel }
                HTMLNode(
                    "input",
                    [
                        .init("type", "search"), .init("id", "q"), .init("name", "q"), .init("value", panel.searchText),
                    ])
                HTMLNode("button", [.init("type", "submit"), .init("id", "apply-filters")]) { applyTitle }
            }
        }
    }

    private func check(id: String, name: String, value: String, label: String, isOn: Bool) -> HTMLNode {
        HTMLNode("div", [.init("class", "check")]) {
            HTMLNode(
                "input",
                [
                    .init("type", "checkbox"), .init("id", id), .init("name", name), .init("value", value),
                    .flag("checked", isOn),
                ])
            HTMLNode("label", [.init("for", id)]) { label }
        }
    }
}
