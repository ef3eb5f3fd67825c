import Foundation
import Testing
import TableKit

/// `CGPath` and `CGMutablePath` as Core Graphics builds and measures them,
/// and `BezierPath`'s additions.
struct CGPathTests {
    @Test func shapesAndTheirBoxes() {
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 5), transform: nil).boundingBox == CGRect(x: 1, y: 2, width: 10, height: 5))
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(oval.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10) && oval.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 10))
        var doubled = CGAffineTransform(scaleX: 2, y: 2)
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 6), cornerWidth: 3, cornerHeight: 2, transform: &doubled)
        #expect(rounded.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 12))
        let empty = CGMutablePath()
        #expect(empty.isEmpty && empty.boundingBox.isNull && empty.currentPoint == .zero)
    }

    /// A quadratic curve's control point pulls the control box out further than the curve itself.
    @Test func theBoxOfThePathLeavesControlPointsOut() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(abs(path.boundingBoxOfPath.height - CGFloat(5)) < 1e-9, "the curve peaks halfway to its control point")
        #expect(abs(path.boundingBox.height - CGFloat(20) / 3) < 1e-9, "its cubic control points lie two thirds of the way")
        #expect(path.currentPoint == CGPoint(x: 10, y: 0))
    }

    /// Core Graphics' `clockwise` is y-up's: in a y-down view a quarter from
    /// 0 to π/2 runs the short way when it is false, and `UIBezierPath`'s the short way when it is true.
    @Test(arguments: [false, true])
    func arcsTurnInTheirAPIsSense(clockwise: Bool) {
        let cg = CGMutablePath()
        cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
        let bezier = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: !clockwise)
        let quarter = CGRect(x: 0, y: 0, width: 10, height: 10), threeQuarters = CGRect(x: -10, y: -10, width: 20, height: 20)
        let expected = clockwise ? threeQuarters : quarter
        #expect(cg.boundingBoxOfPath == expected)
        #expect(bezier.cgPath.boundingBoxOfPath == expected)
        #expect(cg.currentPoint == CGPoint(x: 0, y: 10))
    }

    @Test func aRelativeArcSweepsByItsDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, delta: .pi / 2)
        #expect(path.currentPoint == CGPoint(x: 5, y: 10))
        #expect(path.boundingBoxOfPath == CGRect(x: 5, y: 5, width: 5, height: 5))
    }

    /// A tangent arc rounds the corner the current point and the two tangent ends make.
    @Test func aTangentArcRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(path.currentPoint == CGPoint(x: 10, y: 4))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 4))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addArc(tangent1End: CGPoint(x: 10, y: 20), tangent2End: CGPoint(x: 10, y: 30), radius: 4)
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "a straight corner is a line to it")
    }

    @Test func transformsMapWhatIsAdded() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 4), transform: CGAffineTransform(rotationAngle: .pi / 2))
        let box = path.boundingBox
        #expect(abs(box.minX + 4) < 1e-9 && abs(box.width - 4) < 1e-9 && abs(box.height - 10) < 1e-9)
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(translationX: 20, y: 0))
        #expect(path.boundingBox.maxX == 22)
        let moved = path.copy(using: [CGAffineTransform(translationX: 0, y: 5)])
        #expect(moved?.boundingBox.maxY == box.maxY + 5)
    }

    @Test func copiesAreIndependent() throws {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 4, y: 4)])
        let frozen = try #require(path.copy())
        let mutable = try #require(frozen.mutableCopy())
        mutable.addLine(to: CGPoint(x: 8, y: 0))
        path.closeSubpath()
        #expect(frozen.boundingBox.width == 4 && mutable.boundingBox.width == 8)
        #expect(frozen != path && frozen == CGPath(Path { $0.addLines([.zero, CGPoint(x: 4, y: 4)]) }))
    }

    @Test func containsByTheFillRule() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 3, y: 3, width: 4, height: 4)])
        #expect(path.contains(CGPoint(x: 5, y: 5)) && !path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd) && !path.contains(CGPoint(x: 11, y: 5)))
    }

    /// Numbers that are not finite are left out rather than stopping Cairo.
    @Test func nonFiniteAdditionsAreLeftOut() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: CGFloat.nan, y: 0))
        path.addArc(center: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: false)
        path.addRect(.zero, transform: CGAffineTransform(scaleX: .nan, y: 1))
        #expect(path.isEmpty)
        let bezier = BezierPath(arcCenter: .zero, radius: 5, startAngle: -.infinity, endAngle: .nan, clockwise: true)
        #expect(!bezier.bounds.isNull, "a broken arc is measured as a point, without looping")
    }

    @Test func bezierPathsBuildAndReverse() {
        let path = BezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        let other = BezierPath(rect: CGRect(x: 20, y: 0, width: 5, height: 5))
        path.append(other)
        #expect(path.bounds.maxX == 25)
        let reversed = path.reversing()
        #expect(reversed.cgPath.path.elements.first == .move(CGPoint(x: 10, y: 10)), "the first subpath from its end")
        #expect(reversed.currentPoint == CGPoint(x: 20, y: 5), "the closed rectangle, traced back, ends where it began")
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds.maxX == 30 && path.lineCapStyle == .butt && !path.usesEvenOddFillRule)
        #expect(path.contains(CGPoint(x: 27, y: 2)))
    }
}
