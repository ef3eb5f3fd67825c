import Foundation

/// A colour set's colour, its dark variant when it has one.
enum AssetColorSet {
    /// The colour of `contents`, read from `path`, which errors name.
    static func color(_ contents: AssetCatalogContents, path: String) throws(AssetCatalogError) -> Color {
        do throws(AssetCatalogError) {
            return try color(contents)
        } catch {
            guard case .invalid(let message) = error else { throw error }
            throw .contents(path, message)
        }
    }

    private static func color(_ contents: AssetCatalogContents) throws(AssetCatalogError) -> Color {
        let variants = (contents.colors ?? []).filter { $0.color != nil && $0.isForPhone }
        func rgba(_ appearance: Appearance) throws(AssetCatalogError) -> Color.RGBA? {
            // iPhone before universal, as for images.
            let chosen = variants.filter { $0.appearance == appearance }.min { ($0.idiom == "iphone" ? 0 : 1) < ($1.idiom == "iphone" ? 0 : 1) }
            guard let value = chosen?.color else { return nil }
            return try AssetColor.rgba(value)
        }
        guard let light = try rgba(.light) else { throw .invalid("no colour for an iPhone in any appearance") }
        return Color(light: light, dark: try rgba(.dark) ?? light)
    }
}
