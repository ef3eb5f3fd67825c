import TableKit

/// What `#available(iOS 17.2, *)` becomes in a file the `UIKitSources` plugin
/// rewrites, `isAvailableInDrawnDesign(iOS: 17, 2)`: whether the design being
/// drawn (`Traits.current`'s, iOS 26 by default) is that iOS or later. On
/// Linux `#available(iOS …)` is always true, which would run code written
/// for an iOS newer than the design.
public func isAvailableInDrawnDesign(iOS version: Int...) -> Bool {
    let drawn = [Traits.current.design.majorVersion, 0, 0]
    let asked = version + Array(repeating: 0, count: max(0, drawn.count - version.count))
    return !drawn.lexicographicallyPrecedes(asked)
}
