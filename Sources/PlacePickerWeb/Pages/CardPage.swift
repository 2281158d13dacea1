import HTMLWriting
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
        ).document { html in
            html.element(.main, #"id="app""#) { attributes in
                attributes.add(.dataEmbedOrigin, context.embedOrigin)
            } content: { html in
                html.element(.p) { html in
                    html.element(
                        .a, attributes: { $0.add(.href, context.url(state: screen.state)) }, text: labels.back)
                }
                html.element(.h1, text: card.title)
                ProblemsSection(problems: context.problems, heading: labels.problems).write(to: &html)
                html.element(.p, #"class="detail""#, text: card.row.detail)
                html.element(.p, text: card.distanceText)
                selectForm(to: &html)
                html.element(.h2, #"id="hours-heading""#, text: card.hoursCaption)
                WeekTable(
                    week: card.week, holidayLabel: context.picker.text(.cardHoliday), labelledBy: "hours-heading"
                ).write(to: &html)
                if let raw = card.rawHours {
                    html.element(.p, #"class="muted""#) { html in
                        html.text("\(context.picker.text(.asWrittenInData)): ")
                        html.element(.code, text: raw)
                    }
                }
                if !card.facts.isEmpty {
                    html.element(.h2, text: context.picker.text(.details))
                    html.element(.dl, #"class="facts""#) { html in
                        for fact in card.facts {
                            html.element(.dt, text: fact.label)
                            html.element(.dd) { html in factValue(fact, to: &html) }
                        }
                    }
                }
                if !card.comments.isEmpty {
                    html.element(.h2, text: context.picker.text(.notesFromData))
                    html.element(.ul) { html in
                        for comment in card.comments {
                            html.element(.li, text: comment)
                        }
                    }
                }
            }
        }
    }

    /// The same select button as the list's, in a form that keeps the state.
    private func selectForm(to html: inout HTML) {
        html.element(.form, #"method="get" action="/" data-reload="1""#) { html in
            context.writeHiddenInputs(excluding: ["sel"], to: &html)
            if let selected = screen.state.selectedID, selected != card.id {
                html.void(.input, #"type="hidden" name="sel""#) { $0.add(.value, selected) }
            }
            html.element(.button, #"type="submit" name="select""#) { attributes in
                attributes.add(.value, card.id)
                attributes.id(.id, prefix: "select", card.id)
                attributes.add(.ariaPressed, literal: card.row.isSelected ? "true" : "false")
                attributes.add(.ariaLabel, card.row.actionTitle, literal: ": ", card.title)
                attributes.flag(.disabled, !card.row.isSelectable)
            } content: { html in
                html.text(card.row.actionTitle)
            }
            if card.row.isSelected {
                html.element(.span, #"class="badge""#, text: context.picker.text(.selected))
            }
        }
    }

    private func factValue(_ fact: LabeledText, to html: inout HTML) {
        if fact.label == context.picker.text(.cardWebsite),
            fact.value.hasPrefix("http://") || fact.value.hasPrefix("https://")
        {
            html.element(.a) { attributes in
                attributes.add(.href, fact.value)
                attributes.add(.rel, literal: "noopener noreferrer")
            } content: { html in
                html.text(fact.value)
            }
        } else if fact.label == context.picker.text(.cardPhone) {
            let digits = fact.value.filter { $0.isNumber || $0 == "+" }
            html.element(.a, attributes: { $0.add(.href, "tel:\(digits)") }, text: fact.value)
        } else {
            html.text(fact.value)
        }
    }
}
