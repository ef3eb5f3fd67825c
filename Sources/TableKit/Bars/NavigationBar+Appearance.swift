import Canvas
import Foundation

/// What code set to style a navigation bar or its appearance proxy; nil
/// where it set nothing, so that the proxy's setting (or the default) shows.
struct NavigationBarStyle {
    var standardAppearance: NavigationBarAppearance?
    var scrollEdgeAppearance: NavigationBarAppearance?
    var compactAppearance: NavigationBarAppearance?
    var compactScrollEdgeAppearance: NavigationBarAppearance?
    var barTintColor: Color?
    var titleTextAttributes: [NSAttributedString.Key: Any]?
    var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}

extension NavigationBar {
    /// The appearance proxy, as `UINavigationBar.appearance()`: what is set
    /// on it (``tintColor``, ``barTintColor``, the title attributes, the
    /// appearances) styles every bar drawn afterwards that did not set its own.
    public static func appearance() -> NavigationBar {
        AppearanceProxies.current.proxy(of: NavigationBar.self) { NavigationBar() }
    }

    /// A style setting of this bar, else of the appearance proxy.
    subscript<Value>(style setting: WritableKeyPath<NavigationBarStyle, Value?>) -> Value? {
        get { style[keyPath: setting] ?? Self.appearance().style[keyPath: setting] }
        set { style[keyPath: setting] = newValue }
    }

    /// The look once content is under the bar, as `standardAppearance`. Until
    /// code sets one it is the proxy's (a copy, to change freely), else the
    /// default background styled by the legacy properties (``barTintColor``,
    /// ``titleTextAttributes``, ``largeTitleTextAttributes``).
    public var standardAppearance: NavigationBarAppearance {
        get {
            if let own = style.standardAppearance { return own }
            let made = Self.appearance().style.standardAppearance?.copy() ?? legacyAppearance
            style.standardAppearance = made
            return made
        }
        set { style.standardAppearance = newValue }
    }

    /// The look at rest, content not under the bar; nil draws the standard
    /// appearance on a transparent background, as since iOS 15.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { self[style: \.scrollEdgeAppearance] }
        set { style.scrollEdgeAppearance = newValue }
    }

    /// The look in a compact-height (landscape) bar; kept, as a render is portrait.
    public var compactAppearance: NavigationBarAppearance? {
        get { self[style: \.compactAppearance] }
        set { style.compactAppearance = newValue }
    }

    /// The look at rest in a compact-height (landscape) bar; kept, as a render is portrait.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { self[style: \.compactScrollEdgeAppearance] }
        set { style.compactScrollEdgeAppearance = newValue }
    }

    /// The bar's colour once content is under it, over the material, for a
    /// bar without an appearance object (the legacy `barTintColor`).
    public var barTintColor: Color? {
        get { self[style: \.barTintColor] }
        set { style.barTintColor = newValue }
    }

    /// The inline title's attributes, for a bar without an appearance object.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { self[style: \.titleTextAttributes] }
        set { style.titleTextAttributes = newValue }
    }

    /// The large title's attributes, for a bar without an appearance object.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { self[style: \.largeTitleTextAttributes] }
        set { style.largeTitleTextAttributes = newValue }
    }

    /// The default appearance with the legacy properties applied.
    private var legacyAppearance: NavigationBarAppearance {
        let appearance = NavigationBarAppearance()
        appearance.backgroundColor = barTintColor
        appearance.titleTextAttributes = titleTextAttributes ?? [:]
        appearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
        return appearance
    }

    /// The appearance drawn: the item's or the bar's standard one once
    /// content is under the bar; at rest their scroll-edge one, else the
    /// standard one on a transparent background.
    var shownAppearance: NavigationBarAppearance {
        let standard = topItem?.standardAppearance ?? self[style: \.standardAppearance] ?? legacyAppearance
        if isCollapsed { return standard }
        return topItem?.scrollEdgeAppearance ?? scrollEdgeAppearance ?? standard.withTransparentBackground
    }
}
