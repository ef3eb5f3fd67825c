import Canvas
import Foundation

extension Color {
    /// A colour that depends on the appearance, like `UIColor(dynamicProvider:)`.
    /// TableSnap asks `provider` once for light and once for dark traits;
    /// other traits (text size, direction) are the defaults, as colours
    /// resolve by appearance only.
    public init(dynamicProvider provider: (Traits) -> Color) {
        let light = provider(Traits(userInterfaceStyle: .light)).light
        let dark = provider(Traits(userInterfaceStyle: .dark)).dark
        self.init(light: light, dark: dark)
    }
}
