import Canvas
import Foundation

/// Colours from asset catalogues, as `UIColor(named:)`.
extension Color {
    /// `UIColor(named:)`: the colour set called `name` in the asset
    /// catalogues given to ``Image/register(catalog:)``, with its dark
    /// variant; nil when there is none. See ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// `UIColor(named:in:compatibleWith:)`: the colour set called `name` in
    /// the bundle's asset catalogues (see ``Image/init(named:in:compatibleWith:)``),
    /// then in the registered ones. Without `traits` the colour keeps both
    /// appearances and is resolved where it is drawn; with them it is the
    /// variant of their appearance. A set that cannot be read gives nil with a warning, once.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Traits?) {
        guard let color = NamedAssets.shared.color(named: name, in: NamedAssets.shared.catalogs(in: bundle)) else { return nil }
        if let traits {
            let value = color.resolved(for: traits.userInterfaceStyle)
            self.init(light: value, dark: value)
        } else {
            self.init(light: color.light, dark: color.dark)
        }
    }
}
