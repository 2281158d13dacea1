import Geodesy

/// How a compass direction is worded: where something is, or which way something moves.
public enum DirectionStyle: String, Sendable, Hashable, CaseIterable {
    /// After a distance: "350 m north-east", "350 m nordöstlich", "350 m koilliseen",
    /// "350 m nordost", "350 m au nord-est".
    case position
    /// A movement: "moved north-east", "nach Nordosten", "koilliseen", "åt nordost", "vers le nord-est".
    case toward
}

/// Words for the eight ``CompassDirection`` cases in each language.
///
/// Finnish uses the illative ("koilliseen", "to the north-east") for both styles: it reads in
/// "350 m koilliseen" and in "Kartta siirretty koilliseen". French words carry their article
/// ("au nord", "à l’est") so templates need no elision rules. Words are lower case for use
/// inside a sentence.
public enum DirectionWords {
    /// The word or words for a direction.
    ///
    /// - Parameters:
    ///   - direction: The direction.
    ///   - style: Position (after a distance) or movement.
    ///   - language: The language.
    /// - Returns: The words, e.g. "nordöstlich".
    public static func word(
        _ direction: CompassDirection, style: DirectionStyle = .position, in language: Language
    ) -> String {
        let index = CompassDirection.allCases.firstIndex(of: direction) ?? 0
        return table(style, language)[index]
    }

    private static func table(_ style: DirectionStyle, _ language: Language) -> [String] {
        switch (language, style) {
        case (.english, _):
            ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"]
        case (.german, .position):
            ["nördlich", "nordöstlich", "östlich", "südöstlich", "südlich", "südwestlich", "westlich", "nordwestlich"]
        case (.german, .toward):
            [
                "nach Norden", "nach Nordosten", "nach Osten", "nach Südosten",
                "nach Süden", "nach Südwesten", "nach Westen", "nach Nordwesten",
            ]
        case (.finnish, _):
            ["pohjoiseen", "koilliseen", "itään", "kaakkoon", "etelään", "lounaaseen", "länteen", "luoteeseen"]
        case (.swedish, .position):
            ["norr", "nordost", "öster", "sydost", "söder", "sydväst", "väster", "nordväst"]
        case (.swedish, .toward):
            ["norrut", "åt nordost", "österut", "åt sydost", "söderut", "åt sydväst", "västerut", "åt nordväst"]
        case (.french, .position):
            [
                "au nord", "au nord-est", "à l’est", "au sud-est",
                "au sud", "au sud-ouest", "à l’ouest", "au nord-ouest",
            ]
        case (.french, .toward):
            [
                "vers le nord", "vers le nord-est", "vers l’est", "vers le sud-est",
                "vers le sud", "vers le sud-ouest", "vers l’ouest", "vers le nord-ouest",
            ]
        }
    }
}
