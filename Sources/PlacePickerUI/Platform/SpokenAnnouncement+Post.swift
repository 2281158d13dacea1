#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

// Apple documents the announcement priority as an accessibility speech attribute of the
// announcement's `AttributedString`:
// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/accessibilityspeechannouncementpriority

extension SpokenAnnouncement {
    /// Posts the announcement to VoiceOver and other assistive technologies at its priority.
    @MainActor
    func post() {
        var announcement = AttributedString(text)
        announcement.accessibilitySpeechAnnouncementPriority =
            switch priority {
            case .low: .low
            case .default: .default
            case .high: .high
            }
        AccessibilityNotification.Announcement(announcement).post()
    }
}
#endif
