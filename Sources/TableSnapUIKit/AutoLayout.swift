import TableKit

/// `NSLayoutConstraint`: see `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `UILayoutPriority`: see `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// `NSLayoutAnchor`: see `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`: see `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`: see `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`: see `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// `UILayoutGuide`: see `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `UIStackView`: see `StackView`.
public typealias UIStackView = StackView
