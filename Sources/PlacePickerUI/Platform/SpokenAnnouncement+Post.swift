#if canImport(SwiftUI) && canImport(MapKit)
import PlacePicker
import PlacePickerSession
import SwiftUI

// Apple documents the announcement priority as an accessibility speech attribute of the
// announcement's `AttributedString`:
// https://developer.apple.com/documentation/foundation/attributescopes/accessibilityattributes/accessibilityspeechannouncementpriority
// The Linux stand-ins of SwiftUI do not declare that attribute scope (Linux Foundation has only the
// Foundation scope), so the `os(iOS) || os(macOS)` branch below is compiled by Xcode and not by the
// Linux type-check, which checks the documented fallback instead: the plain string, at the
// default priority. Keep the Apple branch to exactly these documented calls.

extension SpokenAnnouncement {
    /// Posts the announcement to VoiceOver and other assistive technologies at its priority.
    @MainActor
    func post() {
        #if os(iOS) || os(macOS)
        var announcement = AttributedString(text)
        announcement.accessibilitySpeechAnnouncementPriority =
            switch priority {
            case .low: .low
            case .default: .default
            case .high: .high
            }
        AccessibilityNotification.Announcement(announcement).post()
        #else
        AccessibilityNotification.Announcement(text).post()
        #endif
    }
}
#endif
