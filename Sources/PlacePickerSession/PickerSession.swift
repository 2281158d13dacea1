import Foundation
import Observation
import PlacePicker

/// An observable picker for SwiftUI (and any other UI toolkit): holds the state, its screen
/// and the last announcement.
@MainActor
@Observable
public final class PickerSession {
    /// The engine.
    public let picker: PickerModel
    /// The current state.
    public private(set) var state: PickerState
    /// The current screen.
    public private(set) var screen: Screen
    /// The last announcement.
    public private(set) var announcement: Announcement?
    /// Increments with every announcement, so that repeating the same sentence is still a change.
    public private(set) var announcementCount = 0

    /// Creates a session.
    ///
    /// - Parameters:
    ///   - picker: The engine.
    ///   - state: The starting state; the picker's initial state when `nil`.
    public init(picker: PickerModel, state: PickerState? = nil) {
        self.picker = picker
        let initial = state ?? picker.initialState()
        self.state = initial
        self.screen = picker.screen(for: initial)
    }

    /// Performs an action: new state, new screen (the one the action computed, not a second one),
    /// and an announcement when there is one.
    ///
    /// - Parameter action: What the person did.
    public func perform(_ action: PickerAction) {
        var update = picker.apply(action, to: state)
        state = update.state
        if let announcement = update.announcement {
            self.announcement = announcement
            announcementCount += 1
        }
        update.announcement = nil
        screen = update
    }
}
