import Foundation

/// The shop's accent colour (`--accent COLOR`, `accent=`), applied through the stylesheet's
/// custom properties by `/assets/theme.css?accent=…`, and refused when text would not reach
/// 4.5:1 contrast (WCAG 2.2, 1.4.3).
///
/// In light mode the colour is used as given: as link text on the white page and as the
/// background of buttons (with white or near-black text, whichever contrasts more). One colour
/// cannot reach 4.5:1 on both a white and a near-black page, so dark mode uses the same hue mixed
/// with white in 5 % steps until it reaches 4.5:1 on the dark page and under dark button text.
package struct Theme: Sendable, Hashable {
    /// The light-mode accent, `#rrggbb`.
    package var light: String
    /// The text colour on light-mode accent buttons.
    package var lightText: String
    /// The dark-mode accent, `#rrggbb`.
    package var dark: String

    /// The page backgrounds and text colours of the stylesheet.
    static let lightPage = RGB(0xFF, 0xFF, 0xFF)
    static let darkPage = RGB(0x12, 0x12, 0x16)
    static let darkText = RGB(0x1B, 0x1B, 0x1F)
    static let darkButtonText = RGB(0x0A, 0x1D, 0x3D)

    /// Why an accent was refused.
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package var description: String
    }

    /// An sRGB colour.
    struct RGB: Sendable, Hashable {
        var red: Int, green: Int, blue: Int
        init(_ red: Int, _ green: Int, _ blue: Int) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// WCAG relative luminance.
        var luminance: Double {
            func channel(_ value: Int) -> Double {
                let c = Double(value) / 255
                return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
        }

        /// WCAG contrast ratio with another colour (1…21).
        func contrast(with other: RGB) -> Double {
            let (a, b) = (luminance, other.luminance)
            return (max(a, b) + 0.05) / (min(a, b) + 0.05)
        }

        /// Mixed with white by `percent` % (0…100), each channel rounded half up. In whole numbers:
        /// a fraction such as 0.05 summed ten times is 0.49999999999999994, which rounds a channel
        /// lying exactly halfway (127.5) down.
        func lightened(percent: Int) -> RGB {
            func mix(_ value: Int) -> Int { (value * (100 - percent) + 255 * percent + 50) / 100 }
            return RGB(mix(red), mix(green), mix(blue))
        }

        var hex: String { String(format: "#%02x%02x%02x", red, green, blue) }

        /// `#rgb` or `#rrggbb`.
        init?(hex text: String) {
            var digits = Substring(text.trimmingCharacters(in: .whitespaces))
            guard digits.first == "#" else { return nil }
            digits = digits.dropFirst()
            if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
            guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else {
                return nil
            }
            self.init(value >> 16, (value >> 8) & 0xFF, value & 0xFF)
        }
    }

    /// Checks an accent.
    ///
    /// - Parameter accent: `#rrggbb` or `#rgb`.
    /// - Throws: ``Refusal`` saying why and what would pass.
    package init(accent: String) throws(Refusal) {
        guard let colour = RGB(hex: accent) else {
            throw Refusal(description: "'\(accent)' is not a colour; give #rrggbb or #rgb, such as #0b57d0.")
        }
        let onPage = colour.contrast(with: Self.lightPage)
        guard onPage >= 4.5 else {
            // Rounded down: 4.498:1 said as "4.50:1" would read as enough.
            throw Refusal(
                description: String(
                    format: "%@ gives %.2f:1 as text on the white page; at least 4.5:1 is needed. Use a darker "
                        + "shade, such as #0b57d0.", colour.hex, (onPage * 100).rounded(.down) / 100))
        }
        let white = colour.contrast(with: Self.lightPage)
        let black = colour.contrast(with: Self.darkText)
        light = colour.hex
        lightText = white >= black ? "#ffffff" : "#1b1b1f"
        var percent = 0
        var shade = colour
        while percent < 100,
            shade.contrast(with: Self.darkPage) < 4.5 || shade.contrast(with: Self.darkButtonText) < 4.5
        {
            percent += 5
            shade = colour.lightened(percent: percent)
        }
        dark = shade.hex
    }

    /// The stylesheet that applies it.
    package var css: String {
        """
        :root { --accent: \(light); --accent-fg: \(lightText); --selected: \(light); }
        @media (prefers-color-scheme: dark) {
          :root { --accent: \(dark); --accent-fg: #0a1d3d; --selected: \(dark); }
        }

        """
    }
}
