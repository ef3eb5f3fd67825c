import Canvas
import Foundation

/// An item of a collection view, like `UICollectionViewCell`: a content view
/// filling the cell, over an optional background view, with a selected
/// background shown while the item is selected or highlighted.
open class CollectionViewCell: CollectionReusableView, ConfigurationUpdating {
    /// Holds the cell's content; it fills the cell.
    public let contentView = View()
    /// Drawn behind the content.
    public var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, at: 0) }
    }
    /// Drawn behind the content, over ``backgroundView``, while the item is selected or highlighted.
    public var selectedBackgroundView: View? {
        didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
    }
    /// Whether the item is selected; the collection view sets it from its selection.
    open var isSelected = false { didSet { stateChanged(oldValue, isSelected); setNeedsLayout() } }
    /// Whether the item is highlighted, as while a finger is down on it.
    open var isHighlighted = false { didSet { stateChanged(oldValue, isHighlighted); setNeedsLayout() } }

    /// The item's state, as `configurationState`: its traits, selection and highlight (and a list cell's editing and expansion).
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traits)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Called with ``configurationState`` before the cell is first shown and
    /// after its state changed; override it to set the content and background
    /// configurations for the state. Nothing by default.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// Run after ``updateConfiguration(using:)``, as `configurationUpdateHandler`.
    public var configurationUpdateHandler: ((CollectionViewCell, CellConfigurationState) -> Void)? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Asks for ``updateConfiguration(using:)`` before the next layout.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    var needsConfigurationUpdate = true

    func runConfigurationUpdateHandler(_ state: CellConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    /// The content shown in the content view, like `UICollectionViewCell.contentConfiguration`.
    public var contentConfiguration: ContentConfiguration? { didSet { applyContentConfiguration() } }
    /// The background, like `UICollectionViewCell.backgroundConfiguration`.
    public var backgroundConfiguration: BackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
    private(set) var configuredContentView: (View & ContentView)?

    /// A cell at `frame` with an empty content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }

    override var fittingRoot: View { contentView }

    /// Fills the cell with its background, selected background and content view.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        contentView.frame = bounds
        configuredContentView?.frame = contentView.bounds
    }

    private func replace(_ old: View?, with new: View?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        setNeedsLayout()
    }

    /// Shows ``contentConfiguration``, updating a content view of the same kind in place.
    private func applyContentConfiguration() {
        configuredContentView = contentView.showContentConfiguration(contentConfiguration, replacing: configuredContentView)
        setNeedsLayout()
    }

    /// Shows ``backgroundConfiguration`` as the cell's background colour or background view.
    private func applyBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else { return }
        let view = configuration.makeBackgroundView(defaultColor: backgroundColor ?? .clear)
        backgroundColor = view == nil ? configuration.backgroundColor : .clear
        backgroundView = view
    }
}
