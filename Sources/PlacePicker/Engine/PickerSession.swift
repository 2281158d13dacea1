import Foundation
import Observation
import PlaceQuery

// STAND-IN ON THE `ui` BRANCH ONLY (see Picker.swift).

/// An observable picker for SwiftUI: holds the state, its screen and the last announcement.
@MainActor
@Observable
public final class PickerSession {
    /// The engine.
    public let picker: Picker
    /// The current state.
    public private(set) var state: PickerState
    /// The current screen.
    public private(set) var screen: PickerScreen
    /// The last announcement, with a counter so that repeating the same sentence still changes it.
    public private(set) var announcement: Announcement?
    /// Increments with every announcement.
    public private(set) var announcementCount = 0

    /// Creates a session.
    public init(picker: Picker, state: PickerState? = nil) {
        self.picker = picker
        let initial = state ?? picker.initialState()
        self.state = initial
        self.screen = picker.screen(for: initial)
    }

    /// Performs an action: new state, new screen, and an announcement when there is one.
    public func perform(_ action: PickerAction) { fatalError("stand-in") }
}
