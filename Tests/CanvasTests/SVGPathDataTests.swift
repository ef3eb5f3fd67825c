import Foundation
import Testing
@testable import Canvas

@Suite struct SVGPathDataTests {
    private func path(_ data: String) -> Path { SVGPathData.path(Substring(data)) }

    @Test func readsLinesAbsoluteAndRelative() {
        #expect(path("M1 2 L3 4 H10 V0 Z").elements == [.move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 3, y: 4)), .line(CGPoint(x: 10, y: 4)),
                                                        .line(CGPoint(x: 10, y: 0)), .close])
        #expect(path("m1 2 l3 4 h6 v-8 z").elements == [.move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 4, y: 6)), .line(CGPoint(x: 10, y: 6)),
                                                         .line(CGPoint(x: 10, y: -2)), .close])
    }

    @Test func readsCompactNumbersAndImplicitLines() {
        // After a moveto, further pairs are linetos; "-" and a second "." start new numbers.
        #expect(path("M1-2.5.5.5").elements == [.move(CGPoint(x: 1, y: -2.5)), .line(CGPoint(x: 0.5, y: 0.5))])
        #expect(path("M0,0 1e1,2E-1").elements == [.move(.zero), .line(CGPoint(x: 10, y: 0.2))])
    }

    @Test func readsQuadraticAndSmoothCurvesAsCubics() {
        let quadratic = path("M0 0Q3 3 6 0")
        #expect(quadratic.elements.last == .curve(CGPoint(x: 2, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 6, y: 0)))
        // S reflects the last control point about the current point.
        let smooth = path("M0 0C0 1 1 2 2 2S4 1 4 0")
        #expect(smooth.elements.last == .curve(CGPoint(x: 3, y: 2), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 0)))
    }

    @Test func turnsArcsIntoCurvesOnTheEllipse() {
        // Flags without separators, as bootstrap-icons writes them; a half circle of radius 5 through (5, -5).
        let arc = path("M0 0a5 5 0 0110 0")
        let box = arc.tightBounds
        #expect(abs(box.minX) < 1e-6 && abs(box.maxX - 10) < 1e-6)
        #expect(abs(box.minY + 5) < 1e-3 && abs(box.maxY) < 1e-6)
        #expect(arc.elements.last == .curve(arc.curveControls.0, arc.curveControls.1, CGPoint(x: 10, y: 0)))
        // Too small radii grow to reach; a zero radius is a line.
        #expect(abs(path("M0 0A1 1 0 0 1 10 0").tightBounds.minY + 5) < 1e-3)
        #expect(path("M0 0A0 5 0 0 1 10 0").elements.last == .line(CGPoint(x: 10, y: 0)))
    }

    @Test func drawsAnArcWhoseRadiusSquaresToZeroAsALine() {
        // Found by Scripts/fuzz symbol: the radii grew without bound and the sweep was not a number, which trapped.
        #expect(path("M0 0a1e-200 1 0 0 0 1 1").elements == [.move(.zero), .line(CGPoint(x: 1, y: 1))])
        #expect(path("M0 0A1 1e-200 0 1 1 3 4").elements == [.move(.zero), .line(CGPoint(x: 3, y: 4))])
    }

    @Test func stopsAtTheFirstError() {
        #expect(path("M0 0 L10 10 X 5 5 L 20 20").elements == [.move(.zero), .line(CGPoint(x: 10, y: 10))])
        #expect(path("M0 0 L10").elements == [.move(.zero)])
        #expect(path("L10 10").elements.isEmpty, "a path starts with a moveto")
        #expect(path("M0 0 L1e999 0").elements == [.move(.zero)], "a number that is not finite ends the path")
        #expect(path("M0 0 L2e6 0").elements == [.move(.zero)], "so does a point too far out")
        #expect(path("M0 0 z 5 5").elements == [.move(.zero), .close])
    }

    @Test func boundsItsWork() {
        let long = "M0 0" + String(repeating: "l1 1", count: SVGPathData.maximumCommands + 10)
        #expect(path(long).elements.count == SVGPathData.maximumCommands)
        #expect(path("M0 0" + String(repeating: " ", count: SVGPathData.maximumLength)).elements.isEmpty)
    }

    @Test func survivesNoise() {
        // A fixed generator: the same noise every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789.-+eE ,\t".utf8)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let result = path(String(decoding: bytes, as: UTF8.self))
            #expect(result.elements.allSatisfy { $0.isFinite })
        }
    }

    @Test func readsTransformLists() {
        #expect(SVGTransform.parse("matrix(1 0 0 -1 6 15)") == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 6, ty: 15))
        // Applied right to left: scale first, then translate.
        let t = SVGTransform.parse("translate(10,20) scale(2)")
        #expect(CGPoint(x: 1, y: 1).applying(t ?? .identity) == CGPoint(x: 12, y: 22))
        #expect(SVGTransform.parse("rotate(90 5 5)").map { CGPoint(x: 10, y: 5).applying($0) }.map { abs($0.x - 5) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
        #expect(SVGTransform.parse("scale(") == nil)
        #expect(SVGTransform.parse("spin(3)") == nil)
    }
}

private extension Path {
    var curveControls: (CGPoint, CGPoint) {
        guard case .curve(let a, let b, _) = elements.last else { return (.zero, .zero) }
        return (a, b)
    }
}

private extension Path.Element {
    var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
        case .curve(let a, let b, let c): [a.x, a.y, b.x, b.y, c.x, c.y].allSatisfy(\.isFinite)
        case .arc, .close: true
        }
    }
}
