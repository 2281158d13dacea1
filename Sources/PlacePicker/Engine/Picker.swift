import Foundation
import PlaceQuery

// STAND-IN ON THE `ui` BRANCH ONLY: signatures of the picker engine, so the SwiftUI layer can be
// written and type-checked while the engine is built on main. The lead replaces this file at merge.

/// The result of an action: the next state and what to announce.
public struct PickerUpdate: Sendable, Hashable {
    /// The next state.
    public var state: PickerState
    /// What a screen reader should say, if anything.
    public var announcement: Announcement?
}

/// The picker engine: turns states into screens and actions into new states.
public struct Picker: Sendable {
    /// The state a fresh picker starts in (list view, default origin, no filters).
    public func initialState() -> PickerState { fatalError("stand-in") }
    /// Everything the state shows and says.
    public func screen(for state: PickerState) -> PickerScreen { fatalError("stand-in") }
    /// Applies an action.
    public func apply(_ action: PickerAction, to state: PickerState) -> PickerUpdate { fatalError("stand-in") }
    /// The detail card of a place, or nil for an unknown id.
    public func card(for id: String, in state: PickerState) -> PlaceCard? { fatalError("stand-in") }
    /// Address search for setting the origin.
    public func addressMatches(for text: String) -> [AddressMatch] { fatalError("stand-in") }
    /// The origin for a chosen address match.
    public func origin(for match: AddressMatch) -> Origin { fatalError("stand-in") }
}
