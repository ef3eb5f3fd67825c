import Foundation
import Mockup

/// What the mockup suites share: the fixture folders other test targets
/// keep, and reading a mockup from text or getting the error it gives.
enum MockupFixtures {
    /// The `Tests` folder.
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// Canvas's fixtures: images, and the symbol template `Symbols/tablesnap.test.frame.svg`.
    static let canvas = tests.appendingPathComponent("CanvasTests/Fixtures")
    /// The asset catalogue the UIKit tests copy into their bundle.
    static let uikit = tests.appendingPathComponent("TableSnapUIKitTests/Fixtures")

    /// The mockup `yaml` describes, as if read from `test.yaml` in `folder`.
    static func parse(_ yaml: String, in folder: URL = URL(fileURLWithPath: "/tmp"),
                      options: Mockup.ReadOptions = Mockup.ReadOptions()) throws(MockupError) -> Mockup {
        try Mockup.parse(yaml, file: "test.yaml", baseDirectory: folder, options: options)
    }

    /// The error reading `yaml` gives, or nil when it reads.
    static func error(_ yaml: String, in folder: URL = URL(fileURLWithPath: "/tmp")) -> MockupError? {
        do {
            _ = try parse(yaml, in: folder)
            return nil
        } catch {
            return error
        }
    }
}
