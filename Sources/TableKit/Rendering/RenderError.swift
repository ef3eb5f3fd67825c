import Canvas
import Foundation

/// Why a view controller could not be drawn.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The picture's bitmap could not be made.
    case bitmap(BitmapError)
    /// A table or collection view registered a nib for `identifier`; nibs
    /// cannot be read on Linux, so its cells cannot be made. Found before any
    /// cell is asked for, so the data source's `as! Cell` never runs.
    case unreadableNib(name: String, identifier: String)

    /// What went wrong, and for a nib what to do instead.
    public var description: String {
        switch self {
        case .bitmap(let error): error.description
        case .unreadableNib(let name, let identifier):
            "reuse identifier \"\(identifier)\" is registered with nib \"\(name)\", which cannot be read on Linux (Interface Builder files are compiled by Xcode); register the view's class instead and make its subviews in code"
        }
    }
}
