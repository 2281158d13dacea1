/// Building a locale from BCP 47 tags and choosing one from preferences.
extension PickerLocale {
    /// A locale from a BCP 47 tag or a POSIX-style identifier; `nil` when its language is not spoken.
    ///
    /// Accepts `-` or `_` between subtags (`"fr_CH"`), ignores a script subtag (`"sv-Latn-FI"`),
    /// variants and private use, and reads two Unicode extension keywords (BCP 47 `-u-`, RFC 6067):
    /// `hc` (`h12`, `h23`) and `ms` (`metric`, `ussystem`, `uksystem`), as in `"en-GB-u-hc-h12"`.
    /// A POSIX suffix such as `".UTF-8"` or `"@euro"` is dropped.
    ///
    /// - Parameter identifier: The tag, for example `"en-US"`, `"fi"`, `"sv-FI"` or `"fr_CH"`.
    public init?(identifier: String) {
        var tag = Substring(identifier.trimmingSpaces())
        if let cut = tag.firstIndex(where: { $0 == "." || $0 == "@" }) { tag = tag[..<cut] }
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        guard let first = subtags.first, let language = Language(code: first) else { return nil }
        self.init(language: language)
        var index = 1
        if index < subtags.count, subtags[index].count == 4, subtags[index].allSatisfy(\.isLetter) { index += 1 }
        if index < subtags.count {
            let candidate = subtags[index]
            let isAlphaRegion = candidate.count == 2 && candidate.allSatisfy(\.isLetter)
            let isNumericRegion = candidate.count == 3 && candidate.allSatisfy(\.isNumber)
            if isAlphaRegion || isNumericRegion { region = candidate.uppercased() }
        }
        readUnicodeExtension(subtags)
        derive()
    }

    private mutating func readUnicodeExtension(_ subtags: [String]) {
        guard let start = subtags.firstIndex(of: "u") else { return }
        var index = start + 1
        while index + 1 < subtags.count, subtags[index].count == 2 {
            let key = subtags[index]
            let value = subtags[index + 1]
            switch (key, value) {
            case ("hc", "h12"), ("hc", "h11"): hourCycleOverride = .twelveHour
            case ("hc", "h23"), ("hc", "h24"): hourCycleOverride = .twentyFourColon
            case ("ms", "metric"): measurementSystemOverride = .metric
            case ("ms", "ussystem"): measurementSystemOverride = .us
            case ("ms", "uksystem"): measurementSystemOverride = .uk
            default: break
            }
            index += 2
        }
    }

    /// The first spoken locale in a preference list, in order; ``fallback`` (English) when none is.
    ///
    /// Suits `Locale.preferredLanguages` (`["fi-FI", "en-FI"]`) or an app setting.
    ///
    /// - Parameter preferences: Tags, most preferred first.
    /// - Returns: The first tag whose language is spoken, with its region.
    public static func negotiated(from preferences: [String]) -> PickerLocale {
        for tag in preferences {
            if let locale = PickerLocale(identifier: tag) { return locale }
        }
        return fallback
    }

    /// Whether any language range in an HTTP `Accept-Language` header is one the picker speaks.
    ///
    /// - Parameter acceptLanguage: The header value.
    /// - Returns: Whether one is.
    public static func speaksAny(of acceptLanguage: String) -> Bool {
        acceptLanguage.split(separator: ",").contains { range in
            let tag = range.split(separator: ";").first.map { String($0).trimmingSpaces() } ?? ""
            return PickerLocale(identifier: tag) != nil
        }
    }

    /// The best spoken locale for an HTTP `Accept-Language` header (RFC 9110 §12.5.4).
    ///
    /// Ranges are ordered by quality value (`q`, default 1, ties keep header order); `q=0` means "not
    /// acceptable" and is skipped, as are `*` and ranges with an unreadable `q`. The first range whose
    /// language is spoken wins, with its region. With nothing usable the result is ``fallback``.
    ///
    /// - Parameter header: The header value, e.g. `"fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7"`.
    /// - Returns: The negotiated locale.
    public static func negotiated(acceptLanguage header: String) -> PickerLocale {
        var ranges: [(tag: String, quality: Double, position: Int)] = []
        for (position, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { String($0).trimmingSpaces() }
            guard let tag = parts.first, !tag.isEmpty, tag != "*" else { continue }
            var quality = 1.0
            var readable = true
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmingSpaces() }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                if let value = Double(pair[1]), value >= 0, value <= 1 { quality = value } else { readable = false }
            }
            if readable && quality > 0 { ranges.append((tag, quality, position)) }
        }
        ranges.sort { $0.quality != $1.quality ? $0.quality > $1.quality : $0.position < $1.position }
        return negotiated(from: ranges.map(\.tag))
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs (no Foundation needed; the messages use it too).
    package func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[start...end])
    }
}
