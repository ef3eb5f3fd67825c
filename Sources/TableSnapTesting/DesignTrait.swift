import TableKit
import Testing

/// A Swift Testing trait that draws every test of a suite (or one test) in
/// one iOS design: `@Suite(.design(.iOS26)) struct SettingsSnapshots { … }`.
/// Views, renderers and the `.image` strategies made inside take it unless
/// they set their own `Traits.design`, so a TableSnap upgrade that brings a
/// newer default design never changes the suite's references.
public struct DesignTrait: SuiteTrait, TestTrait, TestScoping {
    /// The design the tests draw in.
    public let design: Design

    /// Applies to every test in a suite, not only to the suite as a whole.
    public var isRecursive: Bool { true }

    /// Runs `function` with `Traits.current` taking this design.
    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        var traits = Traits.current
        traits.design = design
        try await Traits.$current.withValue(traits) { try await function() }
    }
}

/// The `.design(_:)` trait.
extension Trait where Self == DesignTrait {
    /// Draws the suite's or test's views in `design`.
    public static func design(_ design: Design) -> Self { DesignTrait(design: design) }
}
