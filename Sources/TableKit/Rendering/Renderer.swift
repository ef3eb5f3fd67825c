import Canvas
import Foundation

/// Turns a table view (any ``ScrollView``) into pixels.
///
/// **Screen** mode draws the device viewport at the view's scroll position;
/// **content** mode draws the whole content, the image as tall as it is.
public struct Renderer {
    /// What the image covers: `screen`, the device viewport at the scroll position, or `content`, the whole table.
    public enum Mode: String, CaseIterable, Sendable {
        /// The device viewport at the view's scroll position.
        case screen
        /// The whole content: the image as tall as the table.
        case content
    }

    /// The appearance, text size, direction and tint to draw with; `displayScale` sets the pixels per point.
    public var traits: Traits
    /// The viewport in points; in content mode only the width is used.
    public var size: CGSize
    /// The safe area the content is inset by (screen mode only).
    public var safeAreaInsets: EdgeInsets
    /// Screen or content rendering; `screen` by default.
    public var mode: Mode
    /// The status, navigation, tool and tab bars drawn around the table in screen mode; none by default.
    public var chrome = ScreenChrome()
    /// What is drawn over and around the picture, on the larger canvas it
    /// asks for: the `Review` module's redlines (its `annotations` property). None by default.
    package var overlay: (any RenderOverlay)?

    /// A renderer for a viewport of `size` points, with no safe area unless one is given.
    public init(size: CGSize, traits: Traits = Traits(), safeAreaInsets: EdgeInsets = EdgeInsets(), mode: Mode = .screen) {
        self.size = size
        self.traits = traits
        self.safeAreaInsets = safeAreaInsets
        self.mode = mode
    }

    /// A renderer for a device preset's screen.
    public init(device: Device, traits: Traits = Traits(), mode: Mode = .screen) {
        var traits = traits
        traits.displayScale = device.scale
        traits.systemMinimumLayoutMargin = traits.systemMinimumLayoutMargin ?? device.layoutMargin
        self.init(size: device.size, traits: traits, safeAreaInsets: device.safeAreaInsets, mode: mode)
    }

    /// Lays out `scrollView` (a table view, or any scroll view) for this renderer's size and traits, without drawing.
    public func layout(_ scrollView: ScrollView) throws(BitmapError) {
        scrollView.overrideTraits = traits
        switch mode {
        case .screen:
            chrome.adopt(traits)
            scrollView.safeAreaInsets = chrome.restingSafeArea(safeAreaInsets)
            scrollView.frame = CGRect(origin: .zero, size: size)
            scrollView.layoutIfNeeded()
            chrome.collapse(scrollView, deviceSafeArea: safeAreaInsets)
        case .content:
            scrollView.safeAreaInsets = EdgeInsets(left: safeAreaInsets.left, right: safeAreaInsets.right)
            scrollView.frame = CGRect(origin: .zero, size: CGSize(width: size.width, height: 1))
            scrollView.contentOffset = .zero
            try layoutWholeContent(scrollView)
        }
    }

    /// Lays out and draws `scrollView` into a new bitmap image.
    public func image(of scrollView: ScrollView) throws(BitmapError) -> Image {
        try layout(scrollView)
        let pointSize = canvasSize(of: scrollView)
        try checkPixels(pointSize)
        return try opaqueImage(size: pointSize, drawnFirst: drawnFirst(of: scrollView)) { drawPicture(scrollView, in: $0) }
    }

    /// The view a picture of `scrollView` starts with: redlines draw their sheet first.
    func drawnFirst(of scrollView: ScrollView) -> View? {
        overlay == nil ? scrollView : nil
    }

    /// Lays out any view (a cell, a header, a control) at `size` with this
    /// renderer's traits and draws it on the system background.
    public func image(of view: View, size: CGSize) throws(BitmapError) -> Image {
        try checkPixels(size)
        view.overrideTraits = traits
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        return try opaqueImage(size: size, drawnFirst: view) { view.render(in: $0) }
    }

    /// A new image of `size` on the system background, with `draw` on top.
    /// The opaque background paints every pixel, so the bitmap is not
    /// cleared first, which would be a write of the whole canvas wasted when
    /// its memory is reused, as in batches and snapshot tests. It is left
    /// out when `drawnFirst`, the view `draw` starts with, covers the canvas
    /// (``View/coversCanvas(of:scale:)``).
    /// Backgrounds leave the pixels opaque views paint over them to those
    /// views; when a blur read such pixels before their view painted them,
    /// the picture is drawn again without that. Vector images are rasterised
    /// within one ``Canvas/RasterBudget``; over it, the image is refused.
    func opaqueImage(size: CGSize, drawnFirst: View?, _ draw: (GraphicsContext) -> Void) throws(BitmapError) -> Image {
        let bitmap = try opaqueBitmap(size: size), budget = RasterBudget()
        drawOpaque(in: GraphicsContext(bitmap: bitmap, appearance: traits.userInterfaceStyle, rasterBudget: budget), size: size, drawnFirst: drawnFirst, draw)
        try budget.check()
        return Image(bitmap: bitmap)
    }

    /// A bitmap for an opaque picture of `size` points, not cleared (see ``opaqueImage(size:drawnFirst:_:)``).
    func opaqueBitmap(size: CGSize) throws(BitmapError) -> Bitmap {
        try Bitmap(pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), scale: traits.displayScale, isOpaque: true, cleared: false)
    }

    /// Draws `draw` on the system background into `context`, a new bitmap's
    /// or one band of it, as ``opaqueImage(size:drawnFirst:_:)`` describes.
    func drawOpaque(in context: GraphicsContext, size: CGSize, drawnFirst: View?, _ draw: (GraphicsContext) -> Void) {
        let covered = drawnFirst?.coversCanvas(of: size, scale: traits.displayScale) == true
        context.drawSparingCoveredPixels {
            if !covered { context.paint(.systemBackground) }
            draw(context)
        }
    }

    /// The size ``draw(_:in:)`` covers for a laid-out `scrollView`: its screen
    /// or content, or with redlines the larger sheet around it.
    public func canvasSize(of scrollView: ScrollView) -> CGSize {
        overlay?.canvasSize(of: scrollView, pictureSize: scrollView.bounds.size) ?? scrollView.bounds.size
    }

    /// Draws a laid-out `scrollView` (see ``layout(_:)``) into `context`, on
    /// the system background, as every output format draws it: a bitmap
    /// here, a PDF or SVG page or a `Picture` in `Renderer+Output.swift`.
    public func draw(_ scrollView: ScrollView, in context: GraphicsContext) {
        context.drawSparingCoveredPixels {
            context.paint(.systemBackground)
            drawPicture(scrollView, in: context)
        }
    }

    /// What ``draw(_:in:)`` draws over the background.
    func drawPicture(_ scrollView: ScrollView, in context: GraphicsContext) {
        let picture = {
            scrollView.render(in: context)
            if mode == .screen {
                chrome.render(in: context, size: scrollView.bounds.size, safeArea: safeAreaInsets, traits: traits, isEditing: scrollView.isEditingContent)
            }
        }
        if let overlay {
            overlay.draw(scrollView, pictureSize: scrollView.bounds.size, in: context, picture: picture)
        } else {
            picture()
        }
    }

    /// Grows the table to its content height until measuring rows no longer
    /// changes it, so that one layout shows the whole table. Each height is
    /// checked before rows are measured for it: a huge table fails at its
    /// estimated height, and one whose estimates were too small fails as soon
    /// as its measured rows pass the limits.
    private func layoutWholeContent(_ scrollView: ScrollView) throws(BitmapError) {
        var height: CGFloat = -1
        while height != scrollView.contentSize.height {
            height = scrollView.contentSize.height
            try checkPixels(CGSize(width: size.width, height: height))
            scrollView.frame.size.height = max(1, height)
            scrollView.layoutIfNeeded()
        }
    }

    /// Device pixels for `points`, a part pixel counted whole.
    func pixels(_ points: CGFloat) -> Int { Int((points * traits.displayScale).rounded(.up)) }

    /// Throws unless a canvas of `size` points is within the bitmap limits at this renderer's scale.
    package func checkPixels(_ size: CGSize) throws(BitmapError) {
        let w = size.width * traits.displayScale, h = size.height * traits.displayScale
        guard w.isFinite, h.isFinite, w < CGFloat(Int32.max), h < CGFloat(Int32.max) else {
            throw .tooLarge(width: Int(min(w, CGFloat(Int32.max))), height: Int(min(h, CGFloat(Int32.max))))
        }
        try Bitmap.checkSize(width: pixels(size.width), height: pixels(size.height))
    }
}
