import SwiftParser
import SwiftSyntax
import Testing
import UIKitSourceRewriting

/// Each rewrite that makes an unchanged UIKit file compile on Linux, what it
/// leaves alone, and what it reports instead of rewriting.
struct UIKitSourceRewriterTests {
    private func rewrite(_ files: [(String, String)]) -> [UIKitSourceRewriter.Result] {
        UIKitSourceRewriter(files: files.map { UIKitSourceRewriter.File(path: $0.0, text: $0.1) }).rewrite()
    }

    /// The rewritten text without the header (an added import, the
    /// `#sourceLocation` line) that maps it back to the user's file.
    private func body(_ result: UIKitSourceRewriter.Result) -> String {
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines.firstIndex { $0.hasPrefix("#sourceLocation(") } ?? -1
        return lines[(header + 1)...].joined(separator: "\n")
    }

    @Test func theHeaderMapsEveryLineBackToTheUsersFile() {
        let result = rewrite([("/app/UIKit/A.swift", "import UIKit\nlet a = 1\n")])[0]
        #expect(result.text == "#sourceLocation(file: \"/app/UIKit/A.swift\", line: 1)\nimport TableSnapUIKit\nlet a = 1\n")
    }

    /// An app with a bridging header (or whose library re-exports UIKit)
    /// gives UIKit to files that never import it; such a file gets the
    /// import above its header, so its lines keep their numbers.
    @Test(arguments: ["let a = 1\n", "import Foundation\nimport KeePassiumLib\nlet a = 1\n"])
    func aFileThatNeverImportsUIKitGetsTableSnapUIKit(source: String) {
        let result = rewrite([("/app/UIKit/A.swift", source)])[0]
        #expect(result.text == "import TableSnapUIKit\n#sourceLocation(file: \"/app/UIKit/A.swift\", line: 1)\n" + source)
    }

    @Test(arguments: ["import UIKit\n", "import os.log\n", "#if canImport(UIKit)\nimport UIKit\n#else\nimport TableSnapUIKit\n#endif\n"])
    func aFileThatImportsUIKitOrTableSnapUIKitGetsNoSecondImport(source: String) {
        let result = rewrite([("/app/UIKit/A.swift", source)])[0]
        #expect(result.text.hasPrefix("#sourceLocation("))
    }

    /// `#available(iOS N, *)` asks the design being drawn (TableSnapUIKit's
    /// `isAvailableInDrawnDesign`) instead of being true on Linux; a
    /// condition naming no iOS version is what it is on iOS.
    @Test(arguments: [
        ("if #available(iOS 17, *) {}", "if isAvailableInDrawnDesign(iOS: 17) {}"),
        ("if #available(iOS 17.2, macOS 14, *), let x {}", "if isAvailableInDrawnDesign(iOS: 17, 2), let x {}"),
        ("guard #available(iOSApplicationExtension 26.0, *) else { return }", "guard isAvailableInDrawnDesign(iOS: 26, 0) else { return }"),
        ("if #unavailable(iOS 18) {}", "if !isAvailableInDrawnDesign(iOS: 18) {}"),
        ("if #available(macOS 14, *) {}", "if true {}"),
        ("if #unavailable(macOS 14) {}", "if false {}"),
        ("@available(iOS 17, *) func f() {}", "@available(iOS 17, *) func f() {}"),
    ])
    func availabilityConditionsAskTheDrawnDesign(source: String, expected: String) {
        let result = rewrite([("A.swift", "import UIKit\n" + source + "\n")])[0]
        #expect(body(result) == "import TableSnapUIKit\n" + expected + "\n")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func objectiveCAttributesAndDynamicGoAndEverythingElseStays() {
        let source = """
            @objcMembers final class Cell: UITableViewCell {
                @IBOutlet weak var title: UILabel!
                @objc dynamic var count = 0
                @IBAction func done(_ sender: Any) {}
                @objc(refreshWithSender:) func refresh(sender: Any) {}
                @discardableResult func keep() -> Int { 1 }
            }
            """
        #expect(body(rewrite([("A.swift", source)])[0]) == """
            final class Cell: UITableViewCell {
                weak var title: UILabel!
                var count = 0
                func done(_ sender: Any) {}
                func refresh(sender: Any) {}
                @discardableResult func keep() -> Int { 1 }
            }
            """)
    }

    @Test func mainActorIsolationGoesFromDeclarationsClosuresTypesAndConformances() {
        let source = """
            @MainActor extension UIView {
                @MainActor @discardableResult func pin() -> Self { self }
            }
            let work: @MainActor () -> Void = {}
            Task { @MainActor in reload() }
            Task { @MainActor [weak self] in self?.reload() }
            Task { @MainActor () -> Void in reload() }
            extension Model: @MainActor Observer {}
            let isolated = MainActor.assumeIsolated { 1 }
            """
        let result = rewrite([("A.swift", source)])[0]
        #expect(body(result) == """
            extension UIView {
                @discardableResult func pin() -> Self { self }
            }
            let work: () -> Void = {}
            Task { reload() }
            Task { [weak self] in self?.reload() }
            Task { () -> Void in reload() }
            extension Model: Observer {}
            let isolated = MainActor.assumeIsolated { 1 }
            """)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func uikitOSAndGraphicsImportsBecomeTableSnapUIKit() {
        let source = "import UIKit\nimport os.log\nimport os\nimport OSLog\nimport QuartzCore\nimport CoreGraphics\nimport Foundation\n"
        #expect(body(rewrite([("A.swift", source)])[0]) == String(repeating: "import TableSnapUIKit\n", count: 6) + "import Foundation\n")
    }

    @Test(arguments: [
        ("#selector(done)", "Selector(\"done\")"),
        ("#selector(handleTap(_:))", "Selector(\"handleTap(_:)\")"),
        ("#selector(self.refresh(sender:))", "Selector(\"refresh(sender:)\")"),
        ("#selector(ListViewController.add(_:))", "Selector(\"add(_:)\")"),
        ("#selector(getter: UIView.frame)", "Selector(\"getter:frame\")"),
    ])
    func selectorsBecomeSelectorValues(source: String, expected: String) {
        let result = rewrite([("A.swift", "button.addTarget(self, action: \(source), for: .touchUpInside)\n")])[0]
        #expect(body(result) == "button.addTarget(self, action: \(expected), for: .touchUpInside)\n")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func overridesInExtensionsMoveIntoTheirClassKeepingTheirLines() throws {
        let controller = """
            class ListViewController: UITableViewController {
                var items = ["A"]
            }
            """
        let dataSource = """
            // MARK: - UITableViewDataSource
            extension ListViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count + #selector(add).name.count
                }

                @objc func add() {}
            }
            """
        let results = rewrite([("/app/UIKit/ListViewController.swift", controller), ("/app/UIKit/ListViewController+DataSource.swift", dataSource)])
        #expect(body(results[0]) == """
            class ListViewController: UITableViewController {
                var items = ["A"]

            #sourceLocation(file: "/app/UIKit/ListViewController+DataSource.swift", line: 3)
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count + Selector("add").name.count
                }
            #sourceLocation(file: "/app/UIKit/ListViewController.swift", line: 3)
            }
            """)
        #expect(body(results[1]) == """
            // MARK: - UITableViewDataSource
            extension ListViewController {
                



                func add() {}
            }
            """, "the member's lines stay, empty; the rest keeps its line numbers")
        for result in results {
            #expect(!Parser.parse(source: result.text).hasError, "\(result.path) parses")
        }
    }

    @Test func anOverrideOfAClassOutsideTheFolderIsReportedWhereItIs() throws {
        let source = "extension UIViewController {\n    override func viewDidLoad() {}\n}\n"
        let result = rewrite([("/app/UIKit/B.swift", source)])[0]
        let diagnostic = try #require(result.diagnostics.first)
        #expect((diagnostic.path, diagnostic.line, diagnostic.column) == ("/app/UIKit/B.swift", 2, 5))
        #expect(diagnostic.description.hasPrefix("/app/UIKit/B.swift:2:5: error: 'override' in an extension of 'UIViewController'"))
    }

    @Test func optionalProtocolRequirementsCannotBeRewritten() throws {
        let source = "@objc protocol Picking {\n    @objc optional func picked()\n}\n"
        let result = rewrite([("C.swift", source)])[0]
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.line == 2 && diagnostic.message.contains("optional protocol requirements need the Objective-C runtime"))
    }
}
