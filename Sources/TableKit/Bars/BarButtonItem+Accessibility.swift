import Foundation

/// A bar item's accessibility, as UIKit gives `UIBarButtonItem` the
/// properties views have: kept for VoiceOver-minded code and UI tests,
/// drawn by nothing.
extension BarButtonItem: AccessibilitySettingsHolder {
    /// Whether assistive technologies see the item as one element.
    public var isAccessibilityElement: Bool {
        get { self[accessibility: \.isElement] }
        set { self[accessibility: \.isElement] = newValue }
    }
    /// What VoiceOver reads for the item.
    public var accessibilityLabel: String? {
        get { self[accessibility: \.label] }
        set { self[accessibility: \.label] = newValue }
    }
    /// What VoiceOver reads after a pause: what the item does.
    public var accessibilityHint: String? {
        get { self[accessibility: \.hint] }
        set { self[accessibility: \.hint] = newValue }
    }
    /// The item's value.
    public var accessibilityValue: String? {
        get { self[accessibility: \.value] }
        set { self[accessibility: \.value] = newValue }
    }
    /// What kind of element the item is.
    public var accessibilityTraits: AccessibilityTraits {
        get { self[accessibility: \.traits] }
        set { self[accessibility: \.traits] = newValue }
    }
    /// An identifier for UI tests.
    public var accessibilityIdentifier: String? {
        get { self[accessibility: \.identifier] }
        set { self[accessibility: \.identifier] = newValue }
    }
}
