import Foundation

/// The bar heights customisations are set for, as `UIBarMetrics`: a
/// picture is taken of a portrait iPhone, so what is set for ``default``
/// draws and what is set for the others is kept.
public enum BarMetrics: Int, Sendable {
    /// A bar of the regular height (portrait on iPhone).
    case `default` = 0
    /// A bar of the compact height (landscape on iPhone).
    case compact = 1
    /// A regular bar with a prompt above its title.
    case defaultPrompt = 101
    /// A compact bar with a prompt above its title.
    case compactPrompt = 102
}
