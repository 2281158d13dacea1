#if canImport(SwiftUI) && canImport(MapKit)
import Foundation
import Geodesy
import MapKit
import Observation

/// Address suggestions from MapKit (`MKLocalSearchCompleter`), for apps whose catalog has no addresses.
///
/// Suggestions carry no coordinate; ``resolve(_:completion:)`` looks the chosen one up with `MKLocalSearch`.
@MainActor
@Observable
final class AddressCompleter: NSObject {
    /// The current suggestions, in MapKit's order.
    private(set) var choices: [AddressChoice] = []
    @ObservationIgnored private let completer = MKLocalSearchCompleter()
    @ObservationIgnored private var completions: [String: MKLocalSearchCompletion] = [:]

    /// Creates a completer that suggests addresses only.
    override init() {
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
    ///   - choice: A choice from ``choices``.
    ///   - completion: Called on the main actor with the choice and its coordinate, or `nil` when MapKit
    ///     found no place for it.
    func resolve(_ choice: AddressChoice, completion: @escaping @MainActor (AddressChoice?) -> Void) {
        guard let suggestion = completions[choice.id] else {
            completion(nil)
            return
        }
        let search = MKLocalSearch(request: MKLocalSearch.Request(completion: suggestion))
        search.start { response, _ in
            guard let location = response?.mapItems.first?.placemark.coordinate,
                let coordinate = Coordinate(location)
            else {
                completion(nil)
                return
            }
            var resolved = choice
            resolved.coordinate = coordinate
            completion(resolved)
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
        for (index, suggestion) in completer.results.enumerated() {
            let id = String(index)
            byID[id] = suggestion
            let subtitle = suggestion.subtitle.isEmpty ? nil : suggestion.subtitle
            choices.append(AddressChoice(id: id, title: suggestion.title, subtitle: subtitle, coordinate: nil))
        }
        completions = byID
        self.choices = choices
    }
}
#endif
