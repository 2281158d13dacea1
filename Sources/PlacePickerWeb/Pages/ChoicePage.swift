import PlacePicker

/// The choice made (`/choice`): the chosen place, its hours for the next 7 days as plain text a
/// person can copy, "Change", and the hand-off to the host site (a form POST of `place_id` to the
/// configured return URL).
struct ChoicePage {
    var card: PlaceCard
    var screen: Screen
    var context: PageContext

    func render() -> String {
        let labels = screen.labels
        let copyText =
            ([card.title, card.row.addressLine].compactMap { $0 }
            + card.week.map { day in
                // The date already names the weekday ("Tuesday 1 December"); only "Today" is added,
                // as in the card's table.
                (day.isToday ? "\(day.label), \(day.dateText)" : day.dateText) + ": \(day.hoursText)"
                    + (day.holidayName.map { " (\($0))" } ?? "")
            }).joined(separator: "\n")
        return PageLayout(
            languageTag: screen.languageTag, title: "\(labels.yourChoice): \(card.title)",
            skipLinkText: labels.skipToResults, skipTarget: "app", attribution: screen.attribution
        ).document {
            HTMLNode("main", [.init("id", "app")]) {
                HTMLNode("h1", [.init("id", "choice-made")]) { labels.yourChoice }
                ProblemsSection(problems: context.problems, heading: labels.problems).render()
                HTMLNode("div", [.init("id", "status"), .init("role", "status"), .init("class", "status")]) {
                    HTMLNode("p") { context.picker.text(Phrase(.choiceConfirmed, ["name": .text(card.title)])) }
                }
                HTMLNode("p", [.init("class", "detail")]) { card.row.detail }
                HTMLNode("h2", [.init("id", "week-heading")]) { context.picker.text(.nextSevenDays) }
                HTMLNode("pre", [.init("class", "copy"), .init("aria-labelledby", "week-heading")]) { copyText }
                if let returnURL = context.configuration.returnURL {
                    HTMLNode("form", [.init("method", "post"), .init("action", returnURL), .init("data-reload", "1")]) {
                        HTMLNode(
                            "input", [.init("type", "hidden"), .init("name", "place_id"), .init("value", card.id)])
                        HTMLNode(
                            "input", [.init("type", "hidden"), .init("name", "place_name"), .init("value", card.title)])
                        HTMLNode("button", [.init("type", "submit"), .init("id", "continue")]) {
                            context.picker.text(.continueToShop)
                        }
                    }
                }
                HTMLNode("p") {
                    HTMLNode(
                        "a", [.init("class", "button secondary"), .init("href", context.url(state: screen.state))]
                    ) {
                        labels.change
                    }
                }
                // Notes for whoever sets the picker up, shown only while no return URL is
                // configured (a demo); in a real checkout they would be noise to the customer.
                if context.configuration.returnURL == nil {
                    HTMLNode("h2") { "Embedding" }
                    HTMLNode("p", [.init("lang", "en")]) {
                        "A checkout links to this picker with its own state in the URL (for example "
                        HTMLNode("code") { "/?near=60.1699,24.9384&open=1" }
                        ") and starts the server with "
                        HTMLNode("code") { "--return-url https://shop.example/checkout/pickup" }
                        ". Continue then posts "
                        HTMLNode("code") { "place_id" }
                        " and "
                        HTMLNode("code") { "place_name" }
                        " to that URL as an ordinary form. The JSON API at /api/places answers the same queries."
                    }
                }
            }
        }
    }
}
