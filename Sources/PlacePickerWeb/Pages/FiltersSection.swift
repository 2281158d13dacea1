import HTMLWriting
import PlacePicker

/// The filters in one line: the search field, "Open now" and an "Apply filters" button (for
/// browsers without JavaScript), then a "Filters (n active)" disclosure with step-free access,
/// the carriers (when the places are of two or more), the categories (the first eight, then "More
/// categories") and the order. All are native
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
            + panel.carriers.filter(\.isOn).count + (panel.sort == .distance ? 0 : 1)
    }

    /// Writes the fieldset.
    func write(to html: inout HTML) {
        let count = activeCount
        html.element(.fieldset, #"class="filters""#) { html in
            html.element(.legend, #"class="vh""#, text: panel.legend)
            html.element(.div, #"class="toolbar""#) { html in
                html.element(.div, #"class="field search""#) { html in
                    html.element(.label, #"for="q""#, text: panel.searchLabel)
                    html.void(.input, #"type="search" id="q" name="q""#) { $0.add(.value, panel.searchText) }
                }
                Self.check(id: "filter-open", name: "open", label: panel.openNowLabel, isOn: panel.isOpenNow, to: &html)
                html.element(.button, #"type="submit" id="apply-filters" class="secondary""#, text: applyTitle)
            }
            html.element(.details, #"id="more-filters" class="more-filters""#) { html in
                html.element(
                    .summary, #"id="more-filters-summary""#, text: count == 0 ? panel.legend : activeTitle(count))
                html.element(.div, #"class="more-body""#) { html in
                    html.element(.div, #"class="checks""#) { html in
                        Self.check(
                            id: "filter-stepfree", name: "stepfree", label: panel.stepFreeLabel,
                            isOn: panel.isStepFreeOnly, to: &html)
                        if let label = panel.withSpaceLabel {
                            Self.check(
                                id: "filter-space", name: "space", label: label, isOn: panel.isWithSpaceOnly, to: &html)
                        }
                    }
                    if !panel.carriers.isEmpty {
                        html.element(.fieldset, #"class="carriers""#) { html in
                            html.element(.legend, text: panel.carriersLabel)
                            html.element(.div, #"class="checks""#) { html in
                                for option in panel.carriers {
                                    Self.check(
                                        id: DOMID.make("carrier", option.id), name: "carrier", value: option.id,
                                        label: carrierLabel(option), isOn: option.isOn, to: &html)
                                }
                            }
                        }
                    }
                    if !panel.categories.isEmpty {
                        categories(to: &html)
                    }
                    html.element(.div, #"class="field""#) { html in
                        html.element(.label, #"for="sort""#, text: panel.sortLabel)
                        html.element(.select, #"id="sort" name="sort""#) { html in
                            for option in panel.sortOptions {
                                html.element(.option) { attributes in
                                    attributes.add(.value, option.id == .closingTime ? "closing" : option.id.rawValue)
                                    attributes.flag(.selected, option.id == panel.sort)
                                } content: { html in
                                    html.text(option.label)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// "Posti (3)", or "Posti – Kuljetusyhtiöt (3)" when a category has the carrier's name (Finnish
    /// "Posti" is also the post office): no two controls share a name, in any language (WCAG 2.4.6).
    func carrierLabel(_ option: FilterPanel.CategoryOption) -> String {
        let folded = option.label.lowercased()
        let shared = panel.categories.contains { $0.label.lowercased() == folded }
        return shared
            ? "\(option.label) – \(panel.carriersLabel) (\(option.count))" : "\(option.label) (\(option.count))"
    }

    /// The categories' checkboxes (a catalog has dozens): the first few, then the rest under
    /// "More categories", open when one of them is on.
    private func categories(to html: inout HTML) {
        let first = panel.categories.prefix(Self.visibleCategories)
        let rest = panel.categories.dropFirst(Self.visibleCategories)
        html.element(.fieldset, #"class="categories""#) { html in
            html.element(.legend, text: panel.categoriesLabel)
            html.element(.div, #"class="checks""#) { html in
                checks(first, to: &html)
            }
            if !rest.isEmpty {
                html.element(.details, #"id="more-categories" class="more-categories""#) { attributes in
                    attributes.flag(.open, rest.contains(where: \.isOn))
                } content: { html in
                    html.element(.summary, text: moreTitle)
                    html.element(.div, #"class="checks""#) { html in
                        checks(rest, to: &html)
                    }
                }
            }
        }
    }

    private func checks(_ options: ArraySlice<FilterPanel.CategoryOption>, to html: inout HTML) {
        for option in options {
            Self.check(
                id: DOMID.make("cat", option.id), name: "cat", value: option.id,
                label: "\(option.label) (\(option.count))", isOn: option.isOn, to: &html)
        }
    }

    /// `<div class="check"><input type="checkbox" …><label for="…">…</label></div>`.
    private static func check(
        id: String, name: String, value: String = "1", label: String, isOn: Bool, to html: inout HTML
    ) {
        html.element(.div, #"class="check""#) { html in
            html.void(.input, #"type="checkbox""#) { attributes in
                attributes.add(.id, id)
                attributes.add(.name, name)
                attributes.add(.value, value)
                attributes.flag(.checked, isOn)
            }
            html.element(.label, attributes: { $0.add(.for, id) }, text: label)
        }
    }
}
