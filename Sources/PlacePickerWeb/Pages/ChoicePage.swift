import PickerLocalization
import PlacePicker

/// The choice made (`/choice`): the chosen place, its hours for the next 7 days as plain text a
/// person can copy, "Change", and the hand-off to the shop: "Continue" (a GET through `/continue`,
/// answered `303 See Other` to the return URL with `place_id` and `state`) when there is a return
/// target, a plain confirmation when there is none, and inside `<place-picker>` the place's JSON
/// for the `placeselect` event.
struct ChoicePage {
    var card: PlaceCard
    var screen: Screen
    var context: PageContext
    /// The place as `/api/places/{id}` gives it (`place`), for the embed's `placeselect` event.
    var place: PlaceJSON {
        PlaceJSON(result: card.result, row: card.row)
    }

    func render() -> [UInt8] {
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
            languageTag: screen.languageTag, title: context.pageTitle("\(labels.yourChoice): \(card.title)"),
            themeHref: context.themeHref,
            skipLinkText: labels.skipToResults, skipTarget: nil, attribution: screen.attribution
        ).document {
            HTMLNode("main", [.init("id", "app"), .init("data-embed-origin", context.embedOrigin)]) {
                HTMLNode("h1", [.init("id", "choice-made")]) { labels.yourChoice }
                ProblemsSection(problems: context.problems, heading: labels.problems).render()
                HTMLNode("div", [.init("id", "status"), .init("role", "status"), .init("class", "status")]) {
                    HTMLNode("p") { context.picker.text(Phrase(.choiceConfirmed, ["name": .text(card.title)])) }
                }
                HTMLNode("p", [.init("class", "detail")]) { card.row.detail }
                HTMLNode("h2", [.init("id", "week-heading")]) { context.picker.text(.nextSevenDays) }
                HTMLNode("pre", [.init("class", "copy"), .init("aria-labelledby", "week-heading")]) { copyText }
                if context.handOff != nil {
                    // A top-level GET through /continue, answered 303 to the shop with place_id and
                    // state: the shop's SameSite=Lax cookies arrive (a cross-site POST would lose them).
                    HTMLNode("form", [.init("method", "get"), .init("action", "/continue"), .init("data-reload", "1")])
                    {
                        context.hiddenInputs()
                        HTMLNode("button", [.init("type", "submit"), .init("id", "continue")]) {
                            context.configuration.shopName.map {
                                context.picker.text(Phrase(.continueToNamedShop, ["name": .text($0)]))
                            } ?? context.picker.text(.continueToShop)
                        }
                    }
                } else if context.embedOrigin == nil {
                    HTMLNode("p") { context.picker.text(.choiceSaved) }
                }
                HTMLNode("p") {
                    HTMLNode(
                        "a", [.init("class", "button secondary"), .init("href", context.url(state: screen.state))]
                    ) {
                        labels.change
                    }
                }
                // The place in the API's JSON form, for the embed script's `placeselect` event.
                if context.embedOrigin != nil {
                    HTMLNode(
                        "div",
                        [
                            .init("id", "place-json"), .flag("hidden", true),
                            .init("data-place", String(decoding: JSONOutput.encode(place), as: UTF8.self)),
                        ]
                    ) { [] }
                }
            }
        }
    }
}
