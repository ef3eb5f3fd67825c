import Canvas
import Foundation

extension ContentSizeCategory {
    /// Posted when the user changes the text size, as
    /// `UIContentSizeCategory.didChangeNotification`; a render's text size
    /// never changes, so it is never posted.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
}
