import PlacePicker

/// A place's card (`/places/{id}`): the week's hours as a table, facts, comments from the data,
/// where it is from the origin, and the same select button as in the list.
struct CardPage {
    var card: PlaceCard
    var screen: Screen
    var context: PageContext

    func render() -> [UInt8] {
        let labels = screen.labels
        return PageLayout(
            languageTag: screen.languageTag, title: context.pageTitle("\(card.title) — \(labels.title)"),
            themeHref: context.themeHref,
            skipLinkText: labels.skipToResults,
            skipTarget: nil, attribution: screen.attribution
        ).document {
            HTMLNode("main", [.init("id", "app"), .init("data-embed-origin", context.embedOrigin)]) {
                HTMLNode("p") {
                    HTMLNode("a", [.init("href", context.url(state: screen.state))]) { labels.back }
                }
                HTMLNode("h1") { card.title }
                ProblemsSection(problems: context.problems, heading: labels.problems).render()
                HTMLNode("p", [.init("class", "detail")]) { card.row.detail }
                HTMLNode("p") { card.distanceText }
                HTMLNode("form", [.init("method", "get"), .init("action", "/"), .init("data-reload", "1")]) {
                    context.hiddenInputs(excluding: ["sel"])
                    if let selected = screen.state.selectedID, selected != card.id {
                        HTMLNode("input", [.init("type", "hidden"), .init("name", "sel"), .init("value", selected)])
                    }
                    HTMLNode(
                        "button",
                        [
                            .init("type", "submit"), .init("name", "select"), .init("value", card.id),
                            .init("id", DOMID.make("select", card.id)),
                            .init("aria-pressed", card.row.isSelected ? "true" : "false"),
                            .init("aria-label", "\(card.row.actionTitle): \(card.title)"),
                            .flag("disabled", !card.row.isSelectable),
                        ]
                    ) {
                        card.row.actionTitle
                    }
                    if card.row.isSelected {
                        HTMLNode("span", [.init("class", "badge")]) { context.picker.text(.selected) }
                    }
                }
                HTMLNode("h2", [.init("id", "hours-heading")]) { card.hoursCaption }
                HTMLNode("table", [.init("class", "hours"), .init("aria-labelledby", "hours-heading")]) {
                    HTMLNode("tbody") {
                        for day in card.week {
                            HTMLNode("tr", [.init("class", day.isToday ? "today" : nil)]) {
                                HTMLNode("th", [.init("scope", "row")]) {
                                    day.isToday ? "\(day.label), \(day.dateText)" : day.dateText
                                }
                                HTMLNode("td") {
                                    day.hoursText
                                    if let holiday = day.holidayName {
                                        " · \(context.picker.text(.cardHoliday)): \(holiday)"
                                    }
                                }
                            }
                        }
                    }
                }
                if let raw = card.rawHours {
                    HTMLNode("p", [.init("class", "muted")]) {
                        "\(context.picker.text(.asWrittenInData)): "
                        HTMLNode("code") { raw }
                    }
                }
                if !card.facts.isEmpty {
                    HTMLNode("h2") { context.picker.text(.details) }
                    HTMLNode("dl", [.init("class", "facts")]) {
                        for fact in card.facts {
                            HTMLNode("dt") { fact.label }
                            HTMLNode("dd") { factValue(fact) }
                        }
                    }
                }
                if !card.comments.isEmpty {
                    HTMLNode("h2") { context.picker.text(.notesFromData) }
                    HTMLNode("ul") {
                        for comment in card.comments {
                            HTMLNode("li") { comment }
                        }
                    }
                }
            }
        }
    }

    private func factValue(_ fact: LabeledText) -> HTMLNode {
        if fact.label == context.picker.text(.cardWebsite),
            fact.value.hasPrefix("http://") || fact.value.hasPrefix("https://")
        {
            return HTMLNode("a", [.init("href", fact.value), .init("rel", "noopener noreferrer")]) { fact.value }
        }
        if fact.label == context.picker.text(.cardPhone) {
            let digits = fact.value.filter { $0.isNumber || $0 == "+" }
            return HTMLNode("a", [.init("href", "tel:\(digits)")]) { fact.value }
        }
        return .text(fact.value)
    }
}
