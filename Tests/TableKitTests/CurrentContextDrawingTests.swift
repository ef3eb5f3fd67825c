import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Drawing the UIKit way: a view's `draw(_:)` into the current Core
/// Graphics context, image renderers and image contexts.
@Suite(.design(.iOS18)) struct CurrentContextDrawingTests {
    /// A view that draws with the Core Graphics calls `body` makes.
    private final class DrawnView: View {
        let body: (CGContext, CGRect) -> Void
        init(frame: CGRect, body: @escaping (CGContext, CGRect) -> Void) {
            self.body = body
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { nil }
        override func draw(_ rect: CGRect) {
            guard let context = CGContext.current else { return }
            body(context, rect)
        }
    }

    @Test func aViewsDrawGetsItsBoundsAndAContextInThem() throws {
        var seen: CGRect?
        let view = DrawnView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)) { context, rect in
            seen = rect
            context.setFillColor(Color(red: 1, green: 0, blue: 0))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        }
        let bitmap = try renderLayered(view, size: CGSize(width: 40, height: 40))
        #expect(seen == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(isColor(bitmap.pixel(x: 14, y: 20), red: 255, green: 0, blue: 0), "the view's left half")
        #expect(bitmap.pixel(x: 24, y: 20).alpha == 0, "its right half is left clear")
        #expect(bitmap.pixel(x: 5, y: 20).alpha == 0, "nothing outside the view")
    }

    /// Each `draw(_:)` starts from Core Graphics' defaults: black, 1 pt, no
    /// transform; what one view leaves set does not reach the next or its subviews.
    @Test func whatADrawLeavesSetEndsWithIt() throws {
        let first = DrawnView(frame: CGRect(x: 0, y: 0, width: 20, height: 20)) { context, _ in
            context.setFillColor(Color(red: 0, green: 0, blue: 1))
            context.translateBy(x: 100, y: 100)
            context.saveGState()
            context.setAlpha(0.1)
        }
        let child = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        child.backgroundColor = Color(red: 0, green: 1, blue: 0)
        first.addSubview(child)
        let second = DrawnView(frame: CGRect(x: 20, y: 0, width: 20, height: 20)) { context, _ in
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        root.addSubview(first)
        root.addSubview(second)
        let bitmap = try renderLayered(root, size: CGSize(width: 40, height: 20))
        #expect(isColor(bitmap.pixel(x: 2, y: 2), red: 0, green: 255, blue: 0), "the subview is where it was, untranslated")
        #expect(isColor(bitmap.pixel(x: 30, y: 10), red: 0, green: 0, blue: 0), "the next view fills opaque black")
        #expect(CGContext.current == nil, "no context outside drawing")
    }

    /// An image renderer used inside `draw(_:)` is current while its actions
    /// run; afterwards the view draws into its own context again.
    @Test func anImageRendererInsideADrawIsCurrentUntilItEnds() throws {
        var insideRenderer: CGContext?, before: CGContext?, after: CGContext?
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { context, _ in
            before = CGContext.current
            _ = GraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { renderer in
                insideRenderer = CGContext.current
                #expect(insideRenderer === renderer.cgContext)
            }
            after = CGContext.current
            #expect(context === before)
        }
        _ = try renderLayered(view, size: CGSize(width: 10, height: 10))
        #expect(before != nil && after === before && insideRenderer != nil && insideRenderer !== before)
    }

    @Test func savedStatesComeBackOnRestore() throws {
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 30, height: 10)) { context, _ in
            context.setFillColor(Color(red: 1, green: 0, blue: 0))
            context.saveGState()
            context.setFillColor(Color(red: 0, green: 0, blue: 1))
            context.translateBy(x: 10, y: 0)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.restoreGState()
            context.restoreGState()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let bitmap = try renderLayered(view, size: CGSize(width: 30, height: 10))
        #expect(isColor(bitmap.pixel(x: 5, y: 5), red: 255, green: 0, blue: 0), "red again, untranslated, after the restore")
        #expect(isColor(bitmap.pixel(x: 15, y: 5), red: 0, green: 0, blue: 255))
        #expect(bitmap.pixel(x: 25, y: 5).alpha == 0)
    }

    /// Core Graphics' `clockwise` is meant y-up: in UIKit's flipped context a
    /// clockwise arc from 0 to π/2 goes the long way round, through the top.
    @Test(arguments: [(true, false), (false, true)])
    func arcsTurnAsInAFlippedContext(clockwise: Bool, passesBelow: Bool) throws {
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) { context, _ in
            context.setStrokeColor(.black)
            context.setLineWidth(4)
            context.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            context.strokePath()
        }
        let bitmap = try renderLayered(view, size: CGSize(width: 40, height: 40))
        let belowRight = bitmap.pixel(x: 31, y: 31), top = bitmap.pixel(x: 20, y: 5)
        #expect((belowRight.alpha > 128) == passesBelow, "the short way, through the lower right (45° down)")
        #expect((top.alpha > 128) == !passesBelow, "the long way, through the top")
    }

    @Test func pathsFillStrokeAndEmptyAsCoreGraphicsDoes() throws {
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)) { context, _ in
            context.move(to: CGPoint(x: 0, y: 0))
            context.addLine(to: CGPoint(x: 20, y: 0))
            context.addLine(to: CGPoint(x: 20, y: 20))
            context.closePath()
            #expect(!context.isPathEmpty && context.currentPointOfPath == CGPoint(x: 0, y: 0))
            context.setFillColor(Color(red: 1, green: 0, blue: 0))
            context.fillPath()
            #expect(context.isPathEmpty, "a fill uses the path up")
            context.setStrokeColor(Color(red: 0, green: 0, blue: 1))
            context.setLineWidth(2)
            context.setLineDash(phase: 0, lengths: [4, 4])
            context.strokeLineSegments(between: [CGPoint(x: 22, y: 10), CGPoint(x: 40, y: 10)])
        }
        let bitmap = try renderLayered(view, size: CGSize(width: 40, height: 20))
        #expect(isColor(bitmap.pixel(x: 17, y: 5), red: 255, green: 0, blue: 0), "inside the triangle")
        #expect(bitmap.pixel(x: 3, y: 17).alpha == 0, "outside it")
        #expect(isColor(bitmap.pixel(x: 24, y: 10), red: 0, green: 0, blue: 255), "a dash")
        #expect(bitmap.pixel(x: 28, y: 10).alpha == 0, "a gap")
    }

    /// `UIBezierPath.fill()` and `stroke()` draw into the current context with
    /// its colours and the path's own line settings; outside drawing they do nothing.
    @Test func bezierPathsFillAndStrokeInTheCurrentContext() throws {
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 40, height: 20)) { _, _ in
            Color(red: 1, green: 0, blue: 0).setFill()
            BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            Color(red: 0, green: 0, blue: 1).setStroke()
            let line = BezierPath()
            line.lineWidth = 4
            line.lineCapStyle = .round
            line.move(to: CGPoint(x: 26, y: 10))
            line.addLine(to: CGPoint(x: 34, y: 10))
            line.stroke()
        }
        BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        let bitmap = try renderLayered(view, size: CGSize(width: 40, height: 20))
        #expect(isColor(bitmap.pixel(x: 10, y: 10), red: 255, green: 0, blue: 0), "inside the oval")
        #expect(bitmap.pixel(x: 1, y: 1).alpha == 0, "outside it, in the bounds' corner")
        #expect(isColor(bitmap.pixel(x: 30, y: 11), red: 0, green: 0, blue: 255), "on the 4 pt line")
        #expect(isColor(bitmap.pixel(x: 25, y: 10), red: 0, green: 0, blue: 255), "in its round cap, past the end point")
        #expect(bitmap.pixel(x: 30, y: 14).alpha == 0, "beyond half its width")
    }

    @Test func anImageRendererDrawsAtItsScale() throws {
        let format = GraphicsImageRendererFormat()
        format.scale = 2
        let renderer = GraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
        let image = renderer.image { context in
            Color(red: 0, green: 1, blue: 0).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            #expect(CGContext.current === context.cgContext)
        }
        #expect(image.size == CGSize(width: 10, height: 5))
        guard case .bitmap(let bitmap) = image.content else { Issue.record("not a bitmap"); return }
        #expect(bitmap.pixelWidth == 20 && bitmap.pixelHeight == 10)
        #expect(isColor(bitmap.pixel(x: 4, y: 4), red: 0, green: 255, blue: 0))
        #expect(bitmap.pixel(x: 14, y: 4).alpha == 0)
        #expect(CGContext.current == nil)
    }

    @Test func theDefaultFormatTakesTheCurrentTraitsScale() {
        let scale = Traits.$current.withValue(Traits(displayScale: 2)) { GraphicsImageRendererFormat.default().scale }
        #expect(scale == 2)
    }

    @Test func anEmptyOrHugeImageRendererGivesAnEmptyImageAndAWarning() {
        let log = LogCapture()
        log.capture {
            let empty = GraphicsImageRenderer(size: .zero).image { _ in }
            let huge = GraphicsImageRenderer(size: CGSize(width: 100_000, height: 10)).image { _ in }
            #expect(empty.size == .zero && huge.size == CGSize(width: 100_000, height: 10))
            guard case .blank = huge.content else { Issue.record("drew something"); return }
        }
        #expect(log.messages.count == 2 && log.messages.allSatisfy { $0.hasPrefix("TableSnap: warning: an image context of") })
    }

    @Test func imageContextsNestAndEnd() throws {
        CGContext.beginImageContext(size: CGSize(width: 4, height: 4), opaque: true, scale: 1)
        Color(red: 1, green: 0, blue: 0).setFill()
        CGContext.current?.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        let image = try #require(CGContext.imageFromCurrentImageContext())
        CGContext.endImageContext()
        #expect(CGContext.current == nil && CGContext.imageFromCurrentImageContext() == nil)
        guard case .bitmap(let bitmap) = image.content else { Issue.record("not a bitmap"); return }
        #expect(isColor(bitmap.pixel(x: 1, y: 1), red: 255, green: 0, blue: 0))
        #expect(isColor(bitmap.pixel(x: 3, y: 1), red: 0, green: 0, blue: 0), "an opaque context starts black")
    }
}
