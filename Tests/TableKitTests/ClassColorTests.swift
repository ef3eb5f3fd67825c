import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UIKit's class colours and colour initializers, with UIKit's component values.
@Suite(.design(.iOS18)) struct ClassColorTests {
    @Test func classColoursHaveUIKitsComponents() {
        let expected: [(Color, [Double])] = [
            (.black, [0, 0, 0]), (.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3]), (.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3]),
            (.white, [1, 1, 1]), (.gray, [0.5, 0.5, 0.5]), (.red, [1, 0, 0]), (.green, [0, 1, 0]), (.blue, [0, 0, 1]),
            (.cyan, [0, 1, 1]), (.yellow, [1, 1, 0]), (.magenta, [1, 0, 1]), (.orange, [1, 0.5, 0]),
            (.purple, [0.5, 0, 0.5]), (.brown, [0.6, 0.4, 0.2]),
        ]
        for (color, components) in expected {
            for appearance in [Appearance.light, .dark] {
                let value = color.resolved(for: appearance)
                #expect([value.red, value.green, value.blue] == components)
                #expect(value.alpha == 1)
            }
        }
        #expect(Color.clear.light.alpha == 0)
    }

    @Test func whiteAlphaMakesAGrey() {
        let stripe = Color(white: 0.7, alpha: 0.1)
        #expect(stripe.light == Color.RGBA(red: 0.7, green: 0.7, blue: 0.7, alpha: 0.1))
        #expect(stripe.dark == stripe.light)
    }

    @Test func dynamicProviderIsAskedForEachAppearance() {
        let color = Color { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.light == Color.black.light)
        #expect(color.dark == Color.white.dark)
    }
}
