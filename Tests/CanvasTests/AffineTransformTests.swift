import Canvas
import Foundation
import Testing

/// Core Graphics' `CGAffineTransform`, which Foundation on Linux lacks, with its composition order.
struct AffineTransformTests {
    private func isNear(_ p: CGPoint, _ x: CGFloat, _ y: CGFloat) -> Bool { abs(p.x - x) < 1e-9 && abs(p.y - y) < 1e-9 }

    /// A positive angle turns clockwise on a y-down screen: x's axis onto y's.
    @Test func aQuarterTurnMapsXOntoY() {
        #expect(isNear(CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)), 0, 1))
    }

    /// `t1.concatenating(t2)` applies t1 first; `translatedBy`, `scaledBy` and `rotated` apply theirs before the receiver.
    @Test func concatenationAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 3), move = CGAffineTransform(translationX: 10, y: 20)
        let p = CGPoint(x: 1, y: 1)
        #expect(isNear(p.applying(scale.concatenating(move)), 12, 23))
        #expect(isNear(p.applying(move.concatenating(scale)), 22, 63))
        #expect(isNear(p.applying(scale.translatedBy(x: 10, y: 20)), 22, 63))
        #expect(isNear(p.applying(move.scaledBy(x: 2, y: 3)), 12, 23))
        #expect(isNear(p.applying(move.rotated(by: .pi)), 9, 19))
    }

    @Test func theInverseUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
        #expect(isNear(CGPoint(x: 5, y: 7).applying(t).applying(t.inverted()), 5, 7))
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1), "a flat transform comes back unchanged")
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
    }

    @Test func aRectMapsToTheBoxAroundItsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rect.minX + 10) < 1e-9 && abs(rect.width - 10) < 1e-9 && abs(rect.height - 20) < 1e-9)
    }
}
