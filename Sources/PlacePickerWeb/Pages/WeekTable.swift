import HTMLWriting
import PlacePicker

/// A place's week as a table: one row per day, the day as the row's header (today marked), its
/// hours and holiday in the cell. Named by a heading (`labelledBy`, the card) or by its own
/// `<caption>` (the choice page), so a screen reader's table commands find it by name.
struct WeekTable {
    var week: [PlaceCard.Day]
    var holidayLabel: String
    var caption: String? = nil
    var labelledBy: String? = nil

    func write(to html: inout HTML) {
        html.element(.table) { attributes in
            attributes.add(.class, literal: "hours")
            if let labelledBy { attributes.add(.ariaLabelledby, labelledBy) }
        } content: { html in
            if let caption { html.element(.caption, text: caption) }
            html.element(.tbody) { html in
                for day in week {
                    html.element(.tr) { attributes in
                        if day.isToday { attributes.add(.class, literal: "today") }
                    } content: { html in
                        html.element(
                            .th, #"scope="row""#, text: day.isToday ? "\(day.label), \(day.dateText)" : day.dateText)
                        html.element(.td) { html in
                            html.text(day.hoursText)
                            if let holiday = day.holidayName { html.text(" · \(holidayLabel): \(holiday)") }
                        }
                    }
                }
            }
        }
    }
}
