import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `ShapeLayer` and `GradientLayer` as Core Animation draws them, by pixel probes.
@Suite(.design(.iOS18)) struct ShapeLayerTests {
    private func render(_ layer: Layer, size: CGSize = CGSize(width: 100, height: 100)) throws -> Bitmap {
        let view = View(frame: CGRect(origin: .zero, size: size))
        layer.frame = view.bounds
        view.layer.addSublayer(layer)
        return try renderLayered(view, size: size)
    }

    private func line(from start: CGPoint, to end: CGPoint) -> ShapeLayer {
        let shape = ShapeLayer()
        let path = CGMutablePath()
        path.move(to: start)
        path.addLine(to: end)
        shape.path = path
        shape.strokeColor = .black
        shape.lineWidth = 4
        return shape
    }

    @Test func theDefaultsFillBlackAndStrokeNothing() throws {
        let shape = ShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        #expect(shape.fillColor == .black && shape.strokeColor == nil && shape.lineWidth == 1 && shape.strokeEnd == 1)
        let bitmap = try render(shape)
        #expect(isColor(bitmap.pixel(x: 20, y: 20), red: 0, green: 0, blue: 0) && bitmap.pixel(x: 35, y: 20).alpha == 0)
    }

    /// `strokeEnd` and `strokeStart` cut the stroke at those fractions of the length.
    @Test func strokeStartAndEndCutTheLine() throws {
        let shape = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 100, y: 10))
        shape.strokeStart = 0.25
        shape.strokeEnd = 0.5
        let bitmap = try render(shape)
        #expect(bitmap.pixel(x: 20, y: 10).alpha == 0, "before the start")
        #expect(bitmap.pixel(x: 30, y: 10).alpha == 255 && bitmap.pixel(x: 45, y: 10).alpha == 255)
        #expect(bitmap.pixel(x: 55, y: 10).alpha == 0, "past the end")
    }

    /// The length is measured along all subpaths in turn.
    @Test func strokeEndMeasuresAcrossSubpaths() throws {
        let shape = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 40, y: 10))
        let path = try #require(shape.path?.mutableCopy())
        path.move(to: CGPoint(x: 0, y: 30))
        path.addLine(to: CGPoint(x: 40, y: 30))
        shape.path = path
        shape.strokeEnd = 0.75
        let bitmap = try render(shape)
        #expect(bitmap.pixel(x: 35, y: 10).alpha == 255, "the first line whole")
        #expect(bitmap.pixel(x: 15, y: 30).alpha == 255 && bitmap.pixel(x: 25, y: 30).alpha == 0, "the second half way")
    }

    /// A ring from 12 o'clock, clockwise on screen, cut at a quarter: the top-right quadrant only, with round caps.
    @Test func aPartialRingStartsAtTwelveAndRunsClockwise() throws {
        let shape = ShapeLayer()
        shape.path = BezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 8
        shape.lineCap = .round
        shape.strokeEnd = 0.25
        let bitmap = try render(shape)
        let r = 40 / CGFloat(2).squareRoot()
        #expect(bitmap.pixel(x: Int(50 + r), y: Int(50 - r)).alpha == 255, "the top-right quadrant")
        #expect(bitmap.pixel(x: Int(50 - r), y: Int(50 - r)).alpha == 0, "not the top-left")
        #expect(bitmap.pixel(x: 50, y: 50).alpha == 0, "not filled")
        #expect(bitmap.pixel(x: 93, y: 52).alpha > 0, "the round cap past 3 o'clock")
        #expect(bitmap.pixel(x: 47, y: 10).alpha > 0, "and before 12")
    }

    @Test(arguments: [(LineCap.butt, false), (.round, true), (.square, true)])
    func capsReachPastTheEnds(cap: LineCap, reaches: Bool) throws {
        let shape = line(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10))
        shape.lineWidth = 6
        shape.lineCap = cap
        #expect((try render(shape).pixel(x: 8, y: 10).alpha > 128) == reaches)
    }

    @Test func dashesLeaveGaps() throws {
        let shape = line(from: CGPoint(x: 0, y: 10), to: CGPoint(x: 100, y: 10))
        shape.lineDashPattern = [10, 10]
        let bitmap = try render(shape)
        #expect(bitmap.pixel(x: 5, y: 10).alpha == 255 && bitmap.pixel(x: 15, y: 10).alpha == 0)
        shape.lineDashPattern = [-1, 0]
        #expect(try render(shape).pixel(x: 15, y: 10).alpha == 255, "a pattern Cairo refuses draws solid")
    }

    @Test func theEvenOddRuleLeavesAHole() throws {
        let shape = ShapeLayer()
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 10, y: 10, width: 20, height: 20)])
        shape.path = path
        shape.fillRule = .evenOdd
        let bitmap = try render(shape)
        #expect(bitmap.pixel(x: 5, y: 5).alpha == 255 && bitmap.pixel(x: 20, y: 20).alpha == 0)
    }

    @Test func anAxialGradientRunsDownByDefault() throws {
        let gradient = GradientLayer()
        gradient.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let bitmap = try render(gradient)
        let top = bitmap.pixel(x: 50, y: 0), middle = bitmap.pixel(x: 50, y: 50), bottom = bitmap.pixel(x: 50, y: 99)
        #expect(top.red > 250 && bottom.blue > 250)
        #expect(abs(Int(middle.red) - 127) < 4 && abs(Int(middle.blue) - 127) < 4)
    }

    @Test func locationsAndPointsPlaceTheColours() throws {
        let gradient = GradientLayer()
        gradient.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        gradient.locations = [0, 0.2]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        let bitmap = try render(gradient)
        #expect(isColor(bitmap.pixel(x: 50, y: 10), red: 0, green: 0, blue: 255), "past the last location: the last colour")
        #expect(abs(Int(bitmap.pixel(x: 10, y: 90).red) - 127) < 8, "half way to 0.2 across")
    }

    /// A radial gradient spreads from the start point out to the end point's distance.
    @Test func aRadialGradientSpreadsFromItsStart() throws {
        let gradient = GradientLayer()
        gradient.type = .radial
        gradient.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let bitmap = try render(gradient)
        #expect(bitmap.pixel(x: 50, y: 50).red > 245, "the first colour at the centre")
        #expect(abs(Int(bitmap.pixel(x: 75, y: 50).red) - 127) < 8, "half way out")
        #expect(isColor(bitmap.pixel(x: 99, y: 50), red: 0, green: 0, blue: 255) && isColor(bitmap.pixel(x: 1, y: 1), red: 0, green: 0, blue: 255))
    }

    /// A vector render carries the shape and the gradient as paths and a gradient of its own.
    @Test func anSVGHoldsTheShapeAndTheGradient() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = GradientLayer()
        gradient.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        scroll.layer.addSublayer(gradient)
        let ring = line(from: CGPoint(x: 10, y: 70), to: CGPoint(x: 90, y: 70))
        ring.strokeEnd = 0.5
        scroll.layer.addSublayer(ring)
        let svg = String(decoding: try Renderer(size: scroll.bounds.size).svgData(of: scroll), as: UTF8.self)
        #expect(svg.contains("<linearGradient"))
        #expect(svg.contains("stop-color:rgb(100%,0%,0%)") && svg.contains("stop-color:rgb(0%,0%,100%)"))
        #expect(svg.contains("M 10 70 L 50 70"))
    }
}
