import Foundation

@testable import PlacePicker

/// Plain-text renderings of picker models for golden files: one fact per field, `|` between fields.
enum SnapshotText {
    /// A row: title | detail | address | accessibilityLabel | inputLabels | value | hint | selected | kind.
    static func row(_ row: PlaceRow) -> String {
        [
            row.title, row.detail, row.addressLine ?? "—", row.accessibilityLabel,
            "[" + row.inputLabels.joined(separator: " / ") + "]", row.accessibilityValue, row.accessibilityHint,
            row.isSelected ? "selected" : "-", row.stateKind.rawValue,
        ].joined(separator: " | ")
    }

    /// A pin: position | title | accessibilityLabel | glyph | kind | selected.
    static func pin(_ pin: MapPin) -> String {
        "#\(pin.listPosition) | \(pin.title) | \(pin.accessibilityLabel) | \(pin.glyph) | \(pin.stateKind.rawValue)"
            + (pin.isSelected ? " | selected" : "")
    }

    /// A cluster: id | visible count | label | hint | activation.
    static func cluster(_ cluster: MapClusterItem) -> String {
        let activation =
            switch cluster.activation {
            case .zoomIn(let zoom): "zoom to \(zoom)"
            case .listMembers: "list members"
            }
        return
            "\(cluster.id) | \(cluster.visibleCount) | \(cluster.accessibilityLabel) | \(cluster.accessibilityHint) | \(activation)"
            + (cluster.containsSelection ? " | holds selection" : "")
    }

    /// A whole screen: summary, rows, map.
    static func screen(_ screen: Screen) -> String {
        var lines = ["summary: \(screen.summary.text)", "origin: \(screen.originText)"]
        if let notice = screen.selectionNotice { lines.append("notice: \(notice.text) [\(notice.actionTitle)]") }
        lines.append("rows (\(screen.rows.count)):")
        lines += screen.rows.map { "  " + row($0) }
        lines.append("map: zoom \(screen.map.camera.zoom), \(screen.map.attribution)")
        lines.append("pins (\(screen.map.pins.count)):")
        lines += screen.map.pins.map { "  " + pin($0) }
        lines.append("clusters (\(screen.map.clusters.count)):")
        lines += screen.map.clusters.map { "  " + cluster($0) }
        return lines.joined(separator: "\n")
    }

    /// A place card: title, distance, the week, facts, comments.
    static func card(_ card: PlaceCard) -> String {
        var lines = [
            "# \(card.title)", "row: \(row(card.row))", "distance: \(card.distanceText)", "\(card.hoursCaption):",
        ]
        for day in card.week {
            var line = "  \(day.label) | \(day.dateText) | \(day.hoursText)"
            if let holiday = day.holidayName { line += " | holiday: \(holiday)" }
            if day.isToday { line += " | today" }
            lines.append(line)
        }
        lines += card.facts.map { "  \($0.label): \($0.value)" }
        lines += card.comments.map { "  comment: \($0)" }
        lines.append("  raw: \(card.rawHours ?? "—")")
        return lines.joined(separator: "\n")
    }
}
