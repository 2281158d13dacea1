import HTMLWriting
import JSONWriting
import PickerLocalization
import PlacePicker

/// The choice made (`/choice`): the chosen place, its address, its hours for the next 7 days as a
/// table with its caption, "Change", and the hand-off to the shop: "Continue" (a GET through `/continue`,
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
        return PageLayout(
            languageTag: screen.languageTag, title: context.pageTitle("\(labels.yourChoice): \(card.title)"),
            themeHref: context.themeHref,
            skipLinkText: labels.skipToResults, skipTarget: nil, attribution: screen.attribution
        ).document { html in
            html.element(.main, #"id="app""#) { attributes in
                attributes.add(.dataEmbedOrigin, context.embedOrigin)
            } content: { html in
                html.element(.h1, #"id="choice-made""#, text: labels.yourChoice)
                ProblemsSection(problems: context.problems, heading: labels.problems).write(to: &html)
                html.element(.div, #"id="status" role="status" class="status""#) { html in
                    html.element(.p, text: context.picker.text(Phrase(.choiceConfirmed, ["name": .text(card.title)])))
                }
                html.element(.p, #"class="detail""#, text: card.row.detail)
                if let address = card.row.addressLine { html.element(.p, #"class="address""#, text: address) }
                // The week as a table named by its caption: a screen reader's table commands reach
                // each day and its hours, and the name travels with the table.
                WeekTable(
                    week: card.week, holidayLabel: context.picker.text(.cardHoliday),
                    caption: context.picker.text(.nextSevenDays)
                ).write(to: &html)
                if context.handOff != nil {
                    // A top-level GET through /continue, answered 303 to the shop with place_id and
                    // state: the shop's SameSite=Lax cookies arrive (a cross-site POST would lose them).
                    html.element(.form, #"method="get" action="/continue" data-reload="1""#) { html in
                        context.writeHiddenInputs(to: &html)
                        html.element(.button, #"type="submit" id="continue""#, text: context.continueTitle)
                    }
                } else if context.embedOrigin == nil {
                    html.element(.p, text: context.picker.text(.choiceSaved))
                }
                html.element(.p) { html in
                    html.element(
                        .a, #"class="button secondary""#,
                        attributes: { $0.add(.href, context.url(state: screen.state)) }, text: labels.change)
                }
                // The place in the API's JSON form, for the embed script's `placeselect` event.
                if context.embedOrigin != nil {
                    let selection = context.selection(result: card.result, row: card.row)
                    html.empty(.div, #"id="place-json" hidden"#) { attributes in
                        attributes.add(.dataPlace, String(decoding: JSONOutput.encode(place), as: UTF8.self))
                        attributes.add(.dataSelection, String(decoding: JSONOutput.encode(selection), as: UTF8.self))
                    }
                }
            }
        }
    }
}
