import Canvas
import Foundation
import Testing

/// Asset catalogues and folders of SF Symbols exports that Swift code names
/// keep their files inside themselves: a file that is a symbolic link is read
/// only when its links finally lead inside the folder; one leading out is
/// refused unread, in the same words whether its target is a secret, a text
/// file, nothing, a directory, or a chain or loop of links.
@Suite struct FolderLinkTests {
    /// A colour set's `Contents.json`: green, were it read.
    static let colourSet = Data("""
        {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.100", "green": "0.900", "blue": "0.300", "alpha": "1.000"}},
                     "idiom": "universal"}],
         "info": {"author": "\(HostileLinks.marker)", "version": 1}}
        """.utf8)
    static let green = Color.RGBA(red: 0.1, green: 0.9, blue: 0.3)
    /// A 37 × 23 px PNG.
    static let png = MockupFixtures.canvas.appendingPathComponent("filters-rgb.png")
    /// An SF Symbols template.
    static let template = MockupFixtures.canvas.appendingPathComponent("Symbols/tablesnap.test.frame.svg")
    /// An image set of one file, `logo.png`.
    static let logoSet = Data(#"{"images": [{"filename": "logo.png", "idiom": "universal", "scale": "1x"}]}"#.utf8)

    // MARK: Asset catalogues

    @Test func aColourSetLinkedOutOfItsCatalogueIsRefusedUnreadInOneAnswer() throws {
        let links = try HostileLinks(secret: Self.colourSet)
        defer { links.remove() }
        let catalogue = links.inside.appendingPathComponent("Assets.xcassets")
        let contents = catalogue.appendingPathComponent("Brand.colorset/Contents.json")
        let answers = try links.answers(linking: contents) {
            do throws(AssetCatalogError) {
                let colour = try AssetCatalog(url: catalogue).color(named: "Brand")
                return "read \(String(describing: colour))"
            } catch {
                return error.description
            }
        }
        let refusal = "\(contents.path): leads outside the asset catalogue \(catalogue.path)"
        #expect(answers.filter { $0.value != refusal }.isEmpty, "\(answers)")
    }

    @Test func anImageSetsFileLinkedOutOfItsCatalogueIsRefusedUnreadInOneAnswer() throws {
        let links = try HostileLinks(secret: try Data(contentsOf: Self.png))
        defer { links.remove() }
        let catalogue = links.inside.appendingPathComponent("Assets.xcassets")
        try HostileLinks.write(Self.logoSet, to: catalogue.appendingPathComponent("Logo.imageset/Contents.json"))
        let file = catalogue.appendingPathComponent("Logo.imageset/logo.png")
        let answers = try links.answers(linking: file) {
            do throws(AssetCatalogError) {
                let image = try AssetCatalog(url: catalogue).image(named: "Logo", scale: 1)
                return "drawn \(String(describing: image?.size))"
            } catch {
                return error.description
            }
        }
        let refusal = "\(file.path): leads outside the asset catalogue \(catalogue.path)"
        #expect(answers.filter { $0.value != refusal }.isEmpty, "\(answers)")
    }

    /// A group's `Contents.json` decides its sets' names, so one leading out refuses every lookup rather than being passed over.
    @Test func aGroupsContentsLinkedOutOfItsCatalogueRefusesItsLookups() throws {
        let links = try HostileLinks(secret: Data(#"{"properties": {"provides-namespace": true}}"#.utf8))
        defer { links.remove() }
        let catalogue = links.inside.appendingPathComponent("Assets.xcassets")
        try HostileLinks.write(Self.colourSet, to: catalogue.appendingPathComponent("Icons/Star.colorset/Contents.json"))
        let contents = catalogue.appendingPathComponent("Icons/Contents.json")
        let answers = try links.answers(linking: contents) {
            do throws(AssetCatalogError) {
                let catalog = AssetCatalog(url: catalogue)
                let star = try catalog.color(named: "Star"), namespaced = try catalog.color(named: "Icons/Star")
                return "named \(String(describing: star)), \(String(describing: namespaced))"
            } catch {
                return error.description
            }
        }
        let refusal = "\(contents.path): leads outside the asset catalogue \(catalogue.path)"
        #expect(answers.filter { $0.value != refusal }.isEmpty, "\(answers)")
    }

    /// Links that end inside the catalogue, through other links or other
    /// sets' folders, are read: the catalogue is judged as the folder it is.
    @Test func linksThatEndInsideTheCatalogueAreRead() throws {
        let links = try HostileLinks(secret: Data())
        defer { links.remove() }
        let catalogue = links.inside.appendingPathComponent("Assets.xcassets")
        let shared = catalogue.appendingPathComponent("Shared")
        try HostileLinks.write(Self.colourSet, to: shared.appendingPathComponent("brand.json"))
        try HostileLinks.write(try Data(contentsOf: Self.png), to: shared.appendingPathComponent("logo.png"))
        try HostileLinks.write(Self.logoSet, to: catalogue.appendingPathComponent("Logo.imageset/Contents.json"))
        try HostileLinks.link(shared.appendingPathComponent("hop.json"), to: "brand.json")
        try HostileLinks.link(catalogue.appendingPathComponent("Brand.colorset/Contents.json"), to: "../Shared/hop.json")
        try HostileLinks.link(catalogue.appendingPathComponent("Logo.imageset/logo.png"), to: shared.appendingPathComponent("logo.png").path)
        let catalog = AssetCatalog(url: catalogue)
        #expect(try catalog.color(named: "Brand")?.light == Self.green)
        #expect(try catalog.image(named: "Logo", scale: 1)?.size == CGSize(width: 37, height: 23))
    }

    // MARK: Symbols folders

    @Test func aSymbolLinkedOutOfItsFolderIsRefusedUnreadInOneAnswerAndNotListed() throws {
        let template = try Data(contentsOf: Self.template)
        let links = try HostileLinks(secret: template)
        defer { links.remove() }
        let folder = links.inside.appendingPathComponent("Symbols")
        // A symbol linked elsewhere in the folder, through a link, is read and listed.
        try HostileLinks.write(template, to: folder.appendingPathComponent("Shared/frame.svg"))
        try HostileLinks.link(folder.appendingPathComponent("inside.svg"), to: "Shared/frame.svg")
        let file = folder.appendingPathComponent("tablesnap.test.linked.svg")
        let answers = try links.answers(linking: file) {
            let symbols = SymbolFolder(url: folder)
            let drawn = Symbol.named("tablesnap.test.linked", preferring: [symbols]) == nil ? "" : ", drawn"
            guard case .symbol = symbols.lookUp("inside") else { return "inside.svg not read" }
            switch symbols.lookUp("tablesnap.test.linked") {
            case .outside(let reason): return "outside: \(reason); listed \(symbols.names)\(drawn)"
            case .symbol: return "read\(drawn)"
            case .unreadable(let reason): return "unreadable: \(reason)"
            case .missing: return "missing"
            }
        }
        let refusal = "outside: \(file.path): leads outside the symbols folder \(folder.path); listed [\"inside\"]"
        #expect(answers.filter { $0.value != refusal }.isEmpty, "\(answers)")
    }
}
