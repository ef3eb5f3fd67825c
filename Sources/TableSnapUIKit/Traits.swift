import TableKit

/// `UITraitCollection`: see `Traits`.
public typealias UITraitCollection = Traits
/// `UIUserInterfaceStyle`: see `Appearance`.
public typealias UIUserInterfaceStyle = Appearance
/// `UIContentSizeCategory`: see `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory
/// `UIUserInterfaceLayoutDirection`: see `LayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection
