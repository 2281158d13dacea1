import Foundation
import HTTPMessage

/// Where the choice goes back to without JavaScript: `/?return=URL&state=S` (a URL under an
/// allowed `--embed-origin`, or the configured `--return-url`). Continue is then a top-level
/// `303 See Other` GET to `URL?place_id=…&state=S`, so the shop's `SameSite=Lax` cookies arrive
/// and `state` comes back unchanged. The shop must check the id with `GET /api/places/{id}`:
/// nothing from the browser is to be trusted.
struct HandOff: Sendable, Hashable {
    /// The return URL, checked.
    var url: String
    /// The shop's opaque state, returned unchanged (at most 512 bytes).
    var state: String?

    /// Why a `return=` was refused.
    enum Refusal: Error, Equatable {
        /// Not an absolute http(s) URL.
        case notAURL(String)
        /// Under an origin that is not allowed.
        case originNotAllowed(String)
        /// `state` longer than 512 bytes.
        case stateTooLong(Int)
    }

    /// The origin (`scheme://host[:port]`) of an absolute http or https URL, lowercased; `nil`
    /// for anything else (relative URLs, `javascript:`, user info, spaces).
    static func origin(of text: String) -> String? {
        guard text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }),
            let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host?.lowercased(), !host.isEmpty, url.user == nil, url.password == nil
        else { return nil }
        let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        let defaultPort = scheme == "https" ? 443 : 80
        return url.port.flatMap { $0 == defaultPort ? nil : "\(scheme)://\(shownHost):\($0)" }
            ?? "\(scheme)://\(shownHost)"
    }

    /// Reads `return` and `state` against the allowed origins.
    ///
    /// - Parameters:
    ///   - returnParameter: The `return` value, if any.
    ///   - state: The `state` value, if any.
    ///   - configuration: The allowed origins and the configured return URL.
    /// - Returns: The hand-off (the configured `--return-url` when the request names none), or
    ///   `nil` when there is none at all.
    /// - Throws: ``Refusal`` for a `return` that may not be followed.
    static func resolve(returnParameter: String?, state: String?, configuration: WebConfiguration) throws(Refusal)
        -> HandOff?
    {
        if let state, state.utf8.count > 512 { throw .stateTooLong(state.utf8.count) }
        guard let target = returnParameter, !target.isEmpty else {
            return configuration.returnURL.map { HandOff(url: $0, state: state) }
        }
        guard let origin = origin(of: target) else { throw .notAURL(target) }
        let allowed = Set(
            configuration.embedOrigins + [configuration.returnURL.flatMap(Self.origin(of:))].compactMap { $0 })
        guard allowed.contains(origin) else { throw .originNotAllowed(origin) }
        return HandOff(url: target, state: state)
    }

    /// The return URL with the fields added to its query (`place_id=…&state=…`).
    ///
    /// - Parameter fields: Names and values, in order; `state` is added last when there is one.
    /// - Returns: The URL to redirect the browser to.
    func target(_ fields: [HTTPRequest.QueryItem]) -> String {
        let items = fields + (state.map { [HTTPRequest.QueryItem("state", $0)] } ?? [])
        let query = FormEncoding.encode(items)
        var base = url
        var fragment = ""
        if let hash = base.firstIndex(of: "#") {
            fragment = String(base[hash...])
            base = String(base[..<hash])
        }
        let joiner = base.contains("?") ? (base.hasSuffix("?") || base.hasSuffix("&") ? "" : "&") : "?"
        return base + joiner + query + fragment
    }
}
