import Canvas
import Foundation

/// UIKit's ready-made system images (`UIImage.add` …): each is the SF
/// Symbol iOS gives for it, drawn as ``Image/init(systemName:pointSize:weight:)`` draws symbols.
extension Image {
    /// `UIImage.add`: a plus on a filled circle (`plus.circle.fill`).
    public static var add: Image { systemImage("plus.circle.fill") }
    /// `UIImage.remove`: a minus on a filled circle (`minus.circle.fill`).
    public static var remove: Image { systemImage("minus.circle.fill") }
    /// `UIImage.checkmark`: a checkmark on a filled circle (`checkmark.circle.fill`).
    public static var checkmark: Image { systemImage("checkmark.circle.fill") }
    /// `UIImage.strokedCheckmark`: a checkmark on a filled circle; iOS
    /// rings it with a white border, which TableSnap does not draw.
    public static var strokedCheckmark: Image { systemImage("checkmark.circle.fill") }
    /// `UIImage.actions`: an ellipsis on a filled circle (`ellipsis.circle.fill`).
    public static var actions: Image { systemImage("ellipsis.circle.fill") }

    /// The built-in symbol `name`; every name used here is one TableSnap draws.
    private static func systemImage(_ name: String) -> Image {
        Image(systemName: name) ?? Image()
    }
}
