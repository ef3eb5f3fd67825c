import SwiftParser
import Testing
import UIKitSourceRewriting

/// Cell and reusable-view subclasses with designated initializers of their
/// own, which UIKit cannot make for a registration, get TableKit's
/// `init?(registeredFor:)` returning nil, and keep every line's number.
struct RegistrationInitializerTests {
    private func rewrite(_ files: [(String, String)]) -> [UIKitSourceRewriter.Result] {
        UIKitSourceRewriter(files: files.map { UIKitSourceRewriter.File(path: $0.0, text: $0.1) }).rewrite()
    }

    /// Each line of the rewritten text that is not a `#sourceLocation`
    /// directive, with the line number the directives give it.
    private func mappedLines(_ text: String) -> [(line: Int, text: String)] {
        var next = 1
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            if line.hasPrefix("#sourceLocation("), let number = line.split(separator: "line: ").last?.dropLast() {
                next = Int(number) ?? 0
                return nil
            }
            defer { next += 1 }
            return (next, String(line))
        }
    }

    /// A cell's body after rewriting, between the class's line and its closing brace.
    private func inserted(_ path: String, at line: Int, access: String = "") -> String {
        """
        #sourceLocation(file: "\(path)", line: \(line))
        \(access)required convenience init?(registeredFor reuseIdentifier: String) { return nil }
        #sourceLocation(file: "\(path)", line: \(line))
        """
    }

    @Test func aCellWithItsOwnInitializerGetsOneThatReturnsNil() {
        let source = """
            import UIKit

            class BadgeCell: UITableViewCell {
                let badge = UILabel()
                init() {
                    super.init(style: .value1, reuseIdentifier: "badge")
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            """
        let result = rewrite([("/app/UIKit/BadgeCell.swift", source)])[0]
        #expect(result.text == """
            #sourceLocation(file: "/app/UIKit/BadgeCell.swift", line: 1)
            import TableSnapUIKit

            class BadgeCell: UITableViewCell {
            \(inserted("/app/UIKit/BadgeCell.swift", at: 3))

                let badge = UILabel()
                init() {
                    super.init(style: .value1, reuseIdentifier: "badge")
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            """)
        #expect(!Parser.parse(source: result.text).hasError)
        let original = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, text) in mappedLines(result.text) where line > 1 && !text.contains("registeredFor") && !text.isEmpty {
            #expect(original[line - 1].hasSuffix(text), "line \(line) keeps its number")
        }
    }

    /// The class's superclasses are followed through the files, in any order;
    /// a subclass without initializers inherits its superclass's.
    @Test func subclassesOfSuchAClassInOtherFilesGetOneWhenTheyDeclareInitializers() {
        let subclasses = """
            final class ProductCell: ModelCell {
                init(product: String) {
                    super.init(model: product)
                }
                required init?(coder: NSCoder) { nil }
            }
            final class PlainModelCell: ModelCell {}
            """
        let base = """
            class ModelCell: UICollectionViewCell {
                init(model: String) {
                    super.init(frame: .zero)
                }
                required init?(coder: NSCoder) { nil }
            }
            """
        let results = rewrite([("Sub.swift", subclasses), ("Base.swift", base)])
        #expect(results[0].text.contains("final class ProductCell: ModelCell {\n\(inserted("Sub.swift", at: 1))\n\n    init(product: String) {"))
        #expect(results[0].text.components(separatedBy: "registeredFor").count == 2, "PlainModelCell inherits ModelCell's")
        #expect(results[1].text.contains("class ModelCell: UICollectionViewCell {\n\(inserted("Base.swift", at: 1))\n"))
    }

    @Test(arguments: [
        "class A: UITableViewCell {\n    init(title: String) { super.init(style: .default, reuseIdentifier: nil) }\n    required init?(coder: NSCoder) { nil }\n}\n",
        "class A: UITableViewHeaderFooterView {\n    init() { super.init(reuseIdentifier: nil) }\n    required init?(coder: NSCoder) { nil }\n}\n",
        "class A: UICollectionViewListCell {\n    required init?(coder: NSCoder) { nil }\n}\n",
        "class A: UIKit.UICollectionReusableView {\n    #if DEBUG\n    init() { super.init(frame: .zero) }\n    #endif\n    required init?(coder: NSCoder) { nil }\n}\n",
        "class A: TableViewCell {\n    init() { super.init(style: .default, reuseIdentifier: nil) }\n    required init?(coder: NSCoder) { nil }\n}\n",
    ])
    func everyReusableViewWithoutUIKitsInitializerGetsOne(source: String) {
        let result = rewrite([("A.swift", source)])[0]
        #expect(result.text.contains("{\n\(inserted("A.swift", at: 1))\n\n"))
        #expect(!Parser.parse(source: result.text).hasError)
    }

    @Test func publicClassesGetAPublicOne() {
        let source = "open class A: UITableViewCell {\n    public init() { super.init(style: .default, reuseIdentifier: nil) }\n    public required init?(coder: NSCoder) { nil }\n}\n"
        #expect(rewrite([("A.swift", source)])[0].text.contains(inserted("A.swift", at: 1, access: "public ")))
    }

    @Test func aClassNestedInAnotherGetsOne() {
        let source = "final class SettingsViewController: UITableViewController {\n    final class SwitchCell: UITableViewCell {\n        init() { super.init(style: .default, reuseIdentifier: nil) }\n        required init?(coder: NSCoder) { nil }\n    }\n}\n"
        let text = rewrite([("A.swift", source)])[0].text
        #expect(text.contains("final class SwitchCell: UITableViewCell {\n\(inserted("A.swift", at: 2))\n\n"))
        #expect(text.components(separatedBy: "registeredFor").count == 2)
    }

    @Test(arguments: [
        // UIKit's own initializer is overridden: the class inherits TableKit's.
        "class A: UITableViewCell {\n    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }\n    init() { super.init(style: .default, reuseIdentifier: nil) }\n    required init?(coder: NSCoder) { nil }\n}\n",
        "class A: UICollectionViewCell {\n    override init(frame: CGRect) { super.init(frame: frame) }\n    required init?(coder: NSCoder) { nil }\n}\n",
        "class A: UITableViewHeaderFooterView {\n    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }\n    required init?(coder: NSCoder) { nil }\n}\n",
        // Only convenience initializers: every one is inherited.
        "class A: UITableViewCell {\n    convenience init(title: String) { self.init(style: .default, reuseIdentifier: nil) }\n}\n",
        // Not a reusable view.
        "class A: UIView {\n    init() { super.init(frame: .zero) }\n    required init?(coder: NSCoder) { nil }\n}\n",
        // The app declares it itself.
        "class A: UITableViewCell {\n    init() { super.init(style: .default, reuseIdentifier: nil) }\n    required convenience init?(registeredFor reuseIdentifier: String) { self.init() }\n    required init?(coder: NSCoder) { nil }\n}\n",
    ])
    func classesThatInheritItOrAreNotReusableViewsAreLeftAlone(source: String) {
        #expect(rewrite([("A.swift", source)])[0].text == "import TableSnapUIKit\n#sourceLocation(file: \"A.swift\", line: 1)\n" + source)
    }
}
