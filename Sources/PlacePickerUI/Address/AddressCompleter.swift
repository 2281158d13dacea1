#if canImport(SwiftUI) && canImport(MapKit)
import Foundation
import Geodesy
import MapKit
import PlacePicker
import PlacePickerSession

/// Address suggestions from MapKit (`MKLocalSearchCompleter`), for catalogs without addresses.
///
/// Suggestions are handed to the ``PlacePicker/AddressEntry`` with ids made from their text
/// (``PlacePicker/AddressChoice/init(suggestionTitle:subtitle:)``), never their list position, and
/// carry no coordinate: ``resolve(_:completion:)`` looks the chosen one up with `MKLocalSearch`.
@MainActor
final class AddressCompleter: NSObject {
    private let completer = MKLocalSearchCompleter()
    private var completions: [String: MKLocalSearchCompletion] = [:]
    private let receive: @MainActor ([AddressChoice], String) -> Void

    /// Creates a completer that suggests addresses only.
    ///
    /// - Parameter receive: Called with each new list of suggestions and the text they answer.
    init(receive: @escaping @MainActor ([AddressChoice], String) -> Void) {
        self.receive = receive
        super.init()
        completer.resultTypes = .address
        completer.delegate = self
    }

    /// Asks for suggestions for the typed text.
    ///
    /// - Parameter text: What the person typed.
    func update(_ text: String) {
        completer.queryFragment = text
    }

    /// Looks up the coordinate of a suggestion.
    ///
    /// - Parameters:
    ///   - choice: A suggestion this completer made.
    ///   - completion: Called on the main actor with its coordinate, or `nil` when MapKit found no
    ///     place for it (or the request failed).
    func resolve(_ choice: AddressChoice, completion: @escaping @MainActor (Coordinate?) -> Void) {
        guard let suggestion = completions[choice.id] else {
            completion(nil)
            return
        }
        let search = MKLocalSearch(request: MKLocalSearch.Request(completion: suggestion))
        search.start { response, _ in
            completion(response?.mapItems.first.flatMap { Coordinate($0.placemark.coordinate) })
        }
    }
}

extension AddressCompleter: @preconcurrency MKLocalSearchCompleterDelegate {
    /// Takes MapKit's new suggestions. MapKit calls its completer's delegate on the main thread.
    ///
    /// - Parameter completer: The completer.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        var byID: [String: MKLocalSearchCompletion] = [:]
        var choices: [AddressChoice] = []
        for suggestion in completer.results {
            let choice = AddressChoice(suggestionTitle: suggestion.title, subtitle: suggestion.subtitle)
            guard byID[choice.id] == nil else { continue }
            byID[choice.id] = suggestion
            choices.append(choice)
        }
        completions = byID
        receive(choices, completer.queryFragment)
    }

    /// A failed request leaves no suggestions: the entry then says that nothing matches.
    ///
    /// - Parameters:
    ///   - completer: The completer.
    ///   - error: Why.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {
        completions = [:]
        receive([], completer.queryFragment)
    }
}
#endif
