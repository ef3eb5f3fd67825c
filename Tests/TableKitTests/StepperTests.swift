import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UIStepper: 94 × 32, − and + halves, each dimmed at its end of the range.
@Suite(.design(.iOS18)) struct StepperTests {
    @Test func is94By32() {
        let stepper = Stepper()
        stepper.sizeToFit()
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        #expect(stepper.halfRect(decrement: true) == CGRect(x: 0, y: 0, width: 47, height: 32))
        #expect(stepper.halfRect(decrement: false).minX == 47)
        let mirrored = inRightToLeft(Stepper())
        mirrored.sizeToFit()
        #expect(mirrored.halfRect(decrement: true).minX == 47, "right to left, − is on the right")
    }

    @Test func eachGlyphDimsAtItsEndOfTheRange() throws {
        let stepper = Stepper()
        stepper.maximumValue = 10
        stepper.stepValue = 5
        #expect(!stepper.canStep(decrement: true) && stepper.canStep(decrement: false))
        stepper.value = 10
        #expect(stepper.canStep(decrement: true) && !stepper.canStep(decrement: false))
        stepper.value = 5
        stepper.isEnabled = false
        #expect(!stepper.canStep(decrement: true) && !stepper.canStep(decrement: false))
    }

    @Test func dimmedGlyphIsLighterThanTheLiveOne() throws {
        let stepper = Stepper()
        stepper.sizeToFit()
        let bitmap = try renderControl(stepper)
        // Both glyphs cross the row's middle: compare the darkest pixel of each half.
        func darkest(_ half: CGRect) -> Int {
            stride(from: half.minX + 10, to: half.maxX - 10, by: 0.5).map { rgb(bitmap, $0, 16)[0] }.min() ?? 255
        }
        let minus = darkest(stepper.halfRect(decrement: true)), plus = darkest(stepper.halfRect(decrement: false))
        #expect(plus < 40, "+ in label black")
        #expect(minus > 150, "− at the minimum in tertiaryLabel")
    }
}
