/// Which iOS look views are drawn in: iOS 26's, the design every app built
/// with Xcode 26 gets ("Liquid Glass"), or iOS 18's, which such an app keeps
/// with `UIDesignRequiresCompatibility`. It is a trait (``Traits/design``), so
/// it reaches every view, the renderer and the snapshot strategies; pin it in
/// a test suite so that a TableSnap upgrade never changes its references.
///
/// Every metric, colour and shape that differs between the two lives in this
/// folder, one value per design (`table`, `controls`, `bars`); views
/// ask the design for them, they do not test which one it is.
public enum Design: String, CaseIterable, Sendable {
    /// iOS 26, the default.
    case iOS26 = "ios26"
    /// iOS 18 (and 17).
    case iOS18 = "ios18"

    /// The design apps are built for today: iOS 26. ``Traits`` made without
    /// a design take the one of ``Traits/current``, which starts as this.
    public static let current: Design = .iOS26

    /// The iOS version this design is drawn as (26 or 18), which
    /// `UIDevice.current.systemVersion` reports and `#available(iOS N, *)`
    /// compares with once the `UIKitSources` plugin has rewritten it, so that
    /// code for an iOS newer than the design does not run.
    public var majorVersion: Int {
        switch self {
        case .iOS26: 26
        case .iOS18: 18
        }
    }

    /// How this design lays out and draws tables.
    var table: TableDesign {
        switch self {
        case .iOS26: .iOS26
        case .iOS18: .iOS18
        }
    }

    /// How this design draws controls.
    var controls: ControlDesign {
        switch self {
        case .iOS26: .iOS26
        case .iOS18: .iOS18
        }
    }

    /// How this design lays out and draws the navigation bar, toolbar and tab bar.
    var bars: BarDesign {
        switch self {
        case .iOS26: .iOS26
        case .iOS18: .iOS18
        }
    }
}
