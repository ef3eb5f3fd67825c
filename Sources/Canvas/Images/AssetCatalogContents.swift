import Foundation

/// The `Contents.json` of an asset catalogue's folders, as Xcode writes
/// them; keys TableSnap does not use are ignored, as Xcode ignores them.
struct AssetCatalogContents: Decodable {
    /// An image set's files (a symbol set's are under `symbols`).
    var images: [Variant]?
    var symbols: [Variant]?
    /// A colour set's colours.
    var colors: [Variant]?
    var properties: Properties?

    /// One file or colour for an idiom, a scale and an appearance.
    struct Variant: Decodable {
        var filename: String?
        var idiom: String?
        /// `1x`, `2x` or `3x`; none for a single-scale (usually vector) image.
        var scale: String?
        var appearances: [AppearanceValue]?
        var color: ColorValue?
    }

    /// `{"appearance": "luminosity", "value": "dark"}`.
    struct AppearanceValue: Decodable {
        var appearance: String
        var value: String
    }

    struct ColorValue: Decodable {
        var colorSpace: String?
        var components: [String: Component]?
        /// A system colour, as `{"platform": "ios", "reference": "systemBlueColor"}`.
        var reference: String?

        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space", components, reference
        }
    }

    /// A colour component as Xcode writes it: text (`"0.800"`, `"204"`, `"0xCC"`), or a number.
    struct Component: Decodable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) {
                // Xcode writes text; a JSON number is read as a fraction, "1.0" not "1".
                text = String(number)
            } else {
                text = try container.decode(String.self)
            }
        }
    }

    struct Properties: Decodable {
        var templateRenderingIntent: String?
        var preservesVectorRepresentation: Bool?
        var providesNamespace: Bool?

        enum CodingKeys: String, CodingKey {
            case templateRenderingIntent = "template-rendering-intent"
            case preservesVectorRepresentation = "preserves-vector-representation"
            case providesNamespace = "provides-namespace"
        }
    }
}

extension AssetCatalogContents.Variant {
    /// The luminosity this variant is for: `light`/`any` and none serve light mode, `dark` dark mode; nil for a variant of another kind (high contrast), which is skipped.
    var appearance: Appearance? {
        var appearance = Appearance.light
        for value in appearances ?? [] {
            guard value.appearance == "luminosity" else { return nil }
            switch value.value {
            case "dark": appearance = .dark
            case "light", "any": appearance = .light
            default: return nil
            }
        }
        return appearance
    }

    /// Whether the variant is for an iPhone (or any device): TableSnap draws iOS screens.
    var isForPhone: Bool { idiom == nil || idiom == "universal" || idiom == "iphone" }
}
