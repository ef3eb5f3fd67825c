import Canvas
import Foundation

/// The bar under the status bar, like `UINavigationBar`: the back button or
/// leading buttons, the title (inline, or large under the bar), trailing
/// buttons, and a search bar under a large title. At rest it is transparent;
/// once content scrolls under it, the large title and search bar have
/// scrolled away and the bar shows the chrome material with a hairline.
/// On iOS 26 every button sits on its own glass platter (the back button is
/// a circle with the chevron alone).
public final class NavigationBar: View {
    /// The stack of screens: the last is shown, the one before it names the back button.
    public var items: [NavigationItem] = []
    /// Whether titles show large at rest (`automatic` items follow it).
    public var prefersLargeTitles = false

    /// The item shown.
    public var topItem: NavigationItem? { items.last }
    /// The item the back button returns to.
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// Set by the screen: the status bar's height above the bar, how far the
    /// content has scrolled from rest, and whether the table is editing.
    var statusBarHeight: CGFloat = 0
    var scrollDistance: CGFloat = 0
    var isEditing = false
    /// What code set to style this bar (``NavigationBar+Appearance.swift``).
    var style = NavigationBarStyle()

    /// The colour of the bar's buttons and back button: this bar's own, else
    /// the appearance proxy's, else inherited as any view's.
    public override var tintColor: Color! {
        get { ownTintColor ?? Self.appearance().ownTintColor ?? super.tintColor }
        set { super.tintColor = newValue }
    }

    static let largeTitleFont = Font.systemFont(ofSize: 34, weight: .bold)
    static let titleFont = Font.systemFont(ofSize: 17, weight: .semibold)
    static let itemSpacing: CGFloat = 20

    private var showsLargeTitle: Bool {
        switch topItem?.largeTitleDisplayMode ?? .automatic {
        case .automatic: prefersLargeTitles
        case .always: true
        case .never: false
        }
    }

    private var design: BarDesign { traits.design.bars }
    private var inlineHeight: CGFloat { design.navigationBarHeight }

    /// The bar's height at rest: the inline bar, plus the large title (and
    /// its subtitle) and the search bar when shown.
    var expandedHeight: CGFloat {
        inlineHeight + (showsLargeTitle ? largeTitleHeight : 0) + (stackedSearchBar == nil ? 0 : SearchBar.barHeight)
    }

    private var largeTitleHeight: CGFloat {
        design.largeTitleHeight + (largeSubtitle == nil ? 0 : design.subtitle?.largeExtraHeight ?? 0)
    }

    /// The subtitle under the large title, when the design draws subtitles.
    private var largeSubtitle: String? {
        guard design.subtitle != nil, let item = topItem else { return nil }
        return (item.largeSubtitle ?? item.subtitle).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The search bar under the title; nil when there is none or it is in the toolbar.
    private var stackedSearchBar: SearchBar? {
        guard let item = topItem, !item.searchIsInToolbar(design) else { return nil }
        return item.searchController?.searchBar
    }

    /// The height left after scrolling: the large title and search bar scroll away, the inline bar stays.
    var visibleHeight: CGFloat { max(inlineHeight, expandedHeight - max(0, scrollDistance)) }

    /// Content is under the collapsed bar: the material and hairline show, and a large title moves inline.
    var isCollapsed: Bool { scrollDistance > expandedHeight - inlineHeight }

    private var margin: CGFloat { traits.layoutMargin(forWidth: bounds.width) }

    /// Draws the material once content is under the bar, the back button or leading items, the trailing items, and the inline or large title with the search bar.
    public override func draw(in context: GraphicsContext) {
        let appearance = shownAppearance
        appearance.drawBackground(in: bounds, shadowEdge: .bottom, scale: traits.displayScale, context: context)
        let bar = CGRect(x: 0, y: statusBarHeight, width: bounds.width, height: inlineHeight)
        // Buttons and the inline title centre on the design's line.
        let items = bar.offsetBy(dx: 0, dy: design.itemCentre - bar.height / 2)
        let leadingEnd = drawLeading(in: items, context: context)
        let trailingStart = drawTrailing(in: items, context: context)
        let room = titleRoom(between: leadingEnd, and: trailingStart)
        if let titleView = topItem?.titleView {
            renderBorrowed(titleView, frame: titleViewFrame(titleView, room: room, in: items), in: context)
        } else if !showsLargeTitle || isCollapsed {
            drawInlineTitle(in: items, room: room, style: appearance, context: context)
        }
        if expandedHeight > inlineHeight, !isCollapsed { drawScrollingStack(below: bar, style: appearance, context: context) }
    }

    /// The back button or the leading items; returns where they end, in leading terms.
    private func drawLeading(in bar: CGRect, context: GraphicsContext) -> CGFloat {
        guard let item = topItem else { return margin }
        if item.leftBarButtonItems.isEmpty, !item.hidesBackButton, let back = backItem {
            return drawBackButton(titled: back.titleForBackButton, in: bar, context: context)
        }
        var x = margin
        for button in item.leftBarButtonItems {
            let start = x
            x = start + draw(button, bar: bar, context: context) { _ in start } + itemSpacing
        }
        return x
    }

    /// The trailing items, the first outermost; returns where they start, in leading terms.
    private func drawTrailing(in bar: CGRect, context: GraphicsContext) -> CGFloat {
        var end = bounds.width - margin
        for button in topItem?.rightBarButtonItems ?? [] {
            let trailingEnd = end
            end -= draw(button, bar: bar, context: context) { trailingEnd - $0 } + itemSpacing
        }
        return end
    }

    private var itemSpacing: CGFloat { design.buttonPlatter?.spacing ?? Self.itemSpacing }

    /// Draws `button` on its glass (or bare) in a slot as wide as it takes,
    /// starting where `leadingX` puts a slot of that width; returns the width.
    private func draw(_ button: BarButtonItem, bar: CGRect, context: GraphicsContext, leadingX: (CGFloat) -> CGFloat) -> CGFloat {
        let look = BarItemLook(button, editing: isEditing, design: design)
        let width = BarItemRenderer.width(of: look, platter: button.hidesSharedBackground ? nil : design.buttonPlatter)
        let slot = place(CGRect(x: leadingX(width), y: bar.minY, width: width, height: bar.height))
        if !button.hidesSharedBackground { drawPlatter(in: slot, prominentTint: look.isProminent ? button.tintColor ?? tintColor : nil, context: context) }
        let color = BarItemRenderer.color(of: button, look: look, base: design.buttonColor ?? tintColor)
        BarItemRenderer.draw(look, in: slot, color: color, direction: traits.layoutDirection, context: context)
        return width
    }

    /// The design's glass under a button, centred in its slot.
    private func drawPlatter(in slot: CGRect, prominentTint: Color? = nil, context: GraphicsContext) {
        guard let platter = BarItemRenderer.platter(of: design, prominentTint: prominentTint) else { return }
        platter.draw(in: CGRect(x: slot.minX, y: slot.midY - platter.height / 2, width: slot.width, height: platter.height), context: context)
    }

    /// iOS 18's chevron and previous title, or iOS 26's chevron on a glass
    /// circle at the margin; returns where it ends, in leading terms.
    private func drawBackButton(titled title: String, in bar: CGRect, context: GraphicsContext) -> CGFloat {
        let chevronSize = CGSize(width: 10.5, height: 18)
        if let platter = design.buttonPlatter {
            let slot = CGRect(x: margin, y: bar.minY, width: platter.height, height: bar.height)
            drawPlatter(in: place(slot), context: context)
            // A point left of centre, where the chevron's point balances its arms.
            let chevron = CGRect(x: slot.midX - chevronSize.width / 2 - 1, y: bar.midY - chevronSize.height / 2, width: chevronSize.width, height: chevronSize.height)
            drawSymbol("chevron.backward", in: place(chevron), color: .label, context: context, mirrored: true)
            return slot.maxX
        }
        let chevron = CGRect(x: 8, y: bar.midY - 9, width: chevronSize.width, height: chevronSize.height)
        drawSymbol("chevron.backward", in: place(chevron), color: tintColor, context: context, mirrored: true)
        return drawText(title, weight: .regular, color: tintColor, leadingX: 8 + 10.5 + 6, bar: bar, context: context)
    }

    /// The width centred on the bar that the buttons leave the title.
    private func titleRoom(between leadingEnd: CGFloat, and trailingStart: CGFloat) -> CGFloat {
        max(0, min(bounds.width / 2 - leadingEnd, trailingStart - bounds.width / 2) * 2)
    }

    /// A title view's frame: its intrinsic size (its frame's on an axis
    /// without one), no wider than the room or taller than the bar, centred.
    private func titleViewFrame(_ view: View, room: CGFloat, in bar: CGRect) -> CGRect {
        let intrinsic = view.intrinsicContentSize
        let width = min(room, intrinsic.width == View.noIntrinsicMetric ? view.frame.width : intrinsic.width)
        let height = min(bar.height, intrinsic.height == View.noIntrinsicMetric ? view.frame.height : intrinsic.height)
        let scale = traits.displayScale
        return CGRect(x: (bounds.width / 2 - width / 2).pixelRounded(scale: scale), y: (bar.midY - height / 2).pixelRounded(scale: scale),
                      width: width, height: height)
    }

    /// The title centred in `room`, with the subtitle under it where the
    /// design draws one; the two centre together on the bar's line. The
    /// appearance gives the title's font, colour and offset.
    private func drawInlineTitle(in bar: CGRect, room: CGFloat, style: NavigationBarAppearance, context: GraphicsContext) {
        guard let title = topItem?.title, !title.isEmpty else { return }
        let titleStyle = style.titleStyle
        let layout = TextLayout(text: title, font: titleStyle.font, width: room, alignment: .center)
        var subtitle: TextLayout?
        if let style = design.subtitle, let text = topItem?.subtitle, !text.isEmpty {
            subtitle = TextLayout(text: text, font: style.inlineFont, width: room, alignment: .center)
        }
        let shift = style.titlePositionAdjustment
        let top = bar.midY - (layout.size.height + (subtitle?.size.height ?? 0)) / 2 + shift.vertical
        context.draw(layout, at: CGPoint(x: bounds.width / 2 - room / 2 + shift.horizontal, y: top), color: titleStyle.color)
        if let subtitle, let style = design.subtitle {
            context.draw(subtitle, at: CGPoint(x: bounds.width / 2 - room / 2, y: top + layout.size.height), color: style.color)
        }
    }

    /// The large title and the search bar, scrolled up under the inline bar by the scroll distance.
    private func drawScrollingStack(below bar: CGRect, style: NavigationBarAppearance, context: GraphicsContext) {
        context.withSavedState {
            context.clip(to: CGRect(x: 0, y: bar.maxY, width: bounds.width, height: bounds.height - bar.maxY))
            var y = bar.maxY - max(0, scrollDistance)
            if showsLargeTitle, let title = topItem?.title {
                drawLargeTitle(title, top: y, style: style.largeTitleStyle, context: context)
                y += largeTitleHeight
            }
            if let search = stackedSearchBar {
                search.layoutMargins = EdgeInsets(left: margin, right: margin)
                renderBorrowed(search, frame: CGRect(x: 0, y: y, width: bounds.width, height: SearchBar.barHeight), in: context)
            }
        }
    }

    /// The large title at the margin, the large subtitle under it.
    private func drawLargeTitle(_ title: String, top: CGFloat, style: (font: Font, color: Color), context: GraphicsContext) {
        let width = bounds.width - 2 * margin
        let layout = TextLayout(text: title, font: style.font, width: width, direction: traits.layoutDirection)
        context.draw(layout, at: CGPoint(x: margin, y: top + design.largeTitleTop), color: style.color)
        guard let text = largeSubtitle, let style = design.subtitle else { return }
        let subtitle = TextLayout(text: text, font: style.largeFont, width: width, direction: traits.layoutDirection)
        let baseline = top + design.largeTitleTop + layout.firstBaseline + style.largeBaselineOffset
        context.draw(subtitle, at: CGPoint(x: margin, y: baseline - subtitle.firstBaseline), color: style.color)
    }

    /// Draws `text` from `leadingX` in the bar's 17-pt font; returns where it ends.
    private func drawText(_ text: String, weight: Font.Weight, color: Color, leadingX: CGFloat, bar: CGRect, context: GraphicsContext) -> CGFloat {
        let layout = TextLayout(text: text, font: Font.systemFont(ofSize: 17, weight: weight), width: nil)
        let rect = place(CGRect(x: leadingX, y: bar.midY - layout.size.height / 2, width: layout.size.width, height: layout.size.height))
        context.draw(layout, at: rect.origin, color: color)
        return leadingX + layout.size.width
    }

    private func drawSymbol(_ name: String, in rect: CGRect, color: Color, context: GraphicsContext, mirrored: Bool) {
        let flip = mirrored && traits.layoutDirection == .rightToLeft
        let symbol = Symbol.builtIn(flip ? "chevron.forward" : name)
        symbol?.draw(in: context, rect: rect, color: color, weight: .semibold)
    }

    /// A leading-based rectangle in the bar's coordinates, mirrored right to left.
    private func place(_ rect: CGRect) -> CGRect {
        traits.layoutDirection == .rightToLeft ? rect.mirrored(in: bounds.width) : rect
    }
}
