import Canvas
import Foundation
import Testing

/// Continuous corners (`cornerCurve = .continuous`): longer than a quarter circle, symmetric, and circular when they would not fit.
struct CornerCurveTests {
    /// The straight top edge ends 1.53 radii from the corner, where a quarter circle's ends at one radius.
    @Test func aContinuousCornerStartsBendingEarlier() {
        let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
        let continuous = Path { $0.addRoundedRect(rect, cornerRadius: 20, curve: .continuous) }
        guard case .move(let start) = continuous.elements.first, case .line(let edgeEnd) = continuous.elements.dropFirst().first else {
            Issue.record("expected a move and a line, got \(continuous.elements.prefix(2))")
            return
        }
        #expect(abs(start.x - 20 * 1.52866483) < 1e-6 && start.y == 0)
        #expect(abs(edgeEnd.x - (200 - 20 * 1.52866483)) < 1e-6 && edgeEnd.y == 0)
        #expect(continuous.bounds == rect)
    }

    @Test func squareCornersStaySquare() {
        let path = Path { $0.addRoundedRect(CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 10, corners: .top, curve: .continuous) }
        #expect(path.elements.contains(.line(CGPoint(x: 100, y: 100))) && path.elements.contains(.line(CGPoint(x: 0, y: 100))))
        #expect(!path.elements.contains(.line(CGPoint(x: 100, y: 0))))
    }

    /// A radius whose continuous corners would overlap (1.53 r past half the side) draws quarter circles, as a capsule.
    @Test func tooLargeARadiusFallsBackToCircles() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = Path { $0.addRoundedRect(rect, cornerRadius: 20, curve: .continuous) }
        #expect(path.elements.contains { if case .arc = $0 { true } else { false } })
    }
}
