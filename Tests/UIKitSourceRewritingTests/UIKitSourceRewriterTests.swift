import Foundation
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

    /// Mail, Safari and Combine come from TableSnapUIKit (Combine as OpenCombine, which it re-exports).
    @Test(arguments: ["MessageUI", "SafariServices", "Combine"])
    func mailSafariAndCombineImportsBecomeTableSnapUIKit(module: String) {
        let result = rewrite([("A.swift", "import \(module)\nlet a = 1\n")])[0]
        #expect(result.text == "#sourceLocation(file: \"A.swift\", line: 1)\nimport TableSnapUIKit\nlet a = 1\n")
    }

    @Test func aSwiftUIImportIsReportedWhereItIs() throws {
        let result = rewrite([("/app/UIKit/Preview.swift", "import UIKit\n  import SwiftUI\n")])[0]
        let diagnostic = try #require(result.diagnostics.first)
        #expect((diagnostic.line, diagnostic.column) == (2, 3))
        #expect(diagnostic.description.hasPrefix("/app/UIKit/Preview.swift:2:3: error: SwiftUI cannot be drawn by TableSnap"))
        #expect(diagnostic.message.contains("keep SwiftUI files out of UIKit/"))
    }

    /// A SwiftUI preview under `canImport(SwiftUI)` vanishes on Linux, its import with it.
    @Test func aSwiftUIImportUnderCanImportSwiftUIIsLeftToVanish() {
        let source = "import UIKit\n#if canImport(SwiftUI) && DEBUG\nimport SwiftUI\nstruct Preview: PreviewProvider {}\n#endif\n"
        let result = rewrite([("A.swift", source)])[0]
        #expect(result.diagnostics.isEmpty)
        #expect(body(result) == "import TableSnapUIKit\n" + source.dropFirst("import UIKit\n".count))
    }

    /// `#if` platform checks answer as on an iPhone: UIKit and the modules
    /// TableSnapUIKit stands in for can be imported, the OS is iOS, not a Mac
    /// Catalyst app, in the simulator (where iOS snapshot tests run). Other
    /// checks, and calls in the clauses' code, stay.
    @Test(arguments: [
        ("#if canImport(UIKit)", "#if true"),
        ("#if canImport(MessageUI) && canImport(SafariServices) && canImport(Combine)", "#if true && true && true"),
        ("#if canImport(UIKit.UIView) || canImport(SwiftUI)", "#if true || canImport(SwiftUI)"),
        ("#if os(iOS) || os(tvOS)", "#if true || false"),
        ("#if !os(macOS) && !os(Linux) && !os(watchOS) && !os(visionOS)", "#if !false && !false && !false && !false"),
        ("#if targetEnvironment(macCatalyst)", "#if false"),
        ("#if targetEnvironment(simulator)", "#if true"),
        ("#if DEBUG && swift(>=5.9) && arch(arm64)", "#if DEBUG && swift(>=5.9) && arch(arm64)"),
    ])
    func platformChecksAnswerAsOnAnIPhone(condition: String, expected: String) {
        let source = "\(condition)\nlet a = os(log)\n#elseif os(tvOS)\nlet b = 2\n#endif\n"
        let result = rewrite([("A.swift", "import UIKit\n" + source)])[0]
        #expect(body(result) == "import TableSnapUIKit\n\(expected)\nlet a = os(log)\n#elseif false\nlet b = 2\n#endif\n")
        #expect(result.diagnostics.isEmpty)
    }

    /// UIKit's optional delegate methods, called with optional chaining as
    /// apps call them, become plain calls of TableSnap's requirements; an
    /// app's optional closures and methods UIKit's protocols do not have stay.
    @Test(arguments: [
        ("delegate?.tableView?(self, didSelectRowAt: indexPath)", "delegate?.tableView(self, didSelectRowAt: indexPath)"),
        ("let title = dataSource?.tableView?(self, titleForHeaderInSection: 0) ?? \"\"", "let title = dataSource?.tableView(self, titleForHeaderInSection: 0) ?? \"\""),
        ("_ = field.delegate?.textFieldShouldReturn?(field)", "_ = field.delegate?.textFieldShouldReturn(field)"),
        ("searchBar.delegate?.searchBar?(searchBar, textDidChange: \"\")", "searchBar.delegate?.searchBar(searchBar, textDidChange: \"\")"),
        ("onSelect?(item)", "onSelect?(item)"),
        ("self.completion?(true)", "self.completion?(true)"),
        ("delegate?.tableView?(self, didPinRowAt: indexPath)", "delegate?.tableView?(self, didPinRowAt: indexPath)"),
    ])
    func optionalCallsOfUIKitDelegateMethodsBecomePlainCalls(source: String, expected: String) {
        let result = rewrite([("A.swift", "import UIKit\n" + source + "\n")])[0]
        #expect(body(result) == "import TableSnapUIKit\n" + expected + "\n")
    }

    /// The rewrite's list of delegate methods is the requirements TableSnap
    /// declares, protocol by protocol, read from its sources.
    @Test(arguments: DelegateMethods.byProtocol.keys.sorted())
    func theDelegateMethodsAreTheRequirementsTableSnapDeclares(protocolName: String) throws {
        let sources = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Sources")
        let files = ["TableKit", "TableSnapUIKit"].flatMap { module in
            FileManager.default.enumerator(at: sources.appending(path: module), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        }
        let declarations = try files.flatMap { file in
            Parser.parse(source: try String(contentsOf: file, encoding: .utf8)).statements
                .compactMap { $0.item.as(ProtocolDeclSyntax.self) }.filter { $0.name.text == protocolName }
        }
        let declaration = try #require(declarations.first, "\(protocolName) is declared once")
        #expect(declarations.count == 1)
        let requirements = declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map { function in
            function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        #expect(Set(requirements) == DelegateMethods.byProtocol[protocolName])
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
