import Canvas
import Foundation
import Mockup
import Testing

/// The asset catalogues and symbols folders a mockup names keep their files
/// inside the mockup's folder, their links followed to where they finally
/// lead; those the reader names (`--asset-catalog`, `--symbols`) keep them
/// inside themselves. A file leading out is refused unread, in the same
/// words whatever is (or is not) at the end of its links, and nothing is
/// drawn; `--allow-files-outside` lifts both.
@Suite struct FolderLinkMockupTests {
    private static let symbolName = "tablesnap.test.linked"

    /// A mockup naming the folder's `Assets.xcassets` and `Symbols`, of one row with `field`.
    private static func mockup(_ field: String) -> String {
        "assetCatalogs: Assets.xcassets\nsymbols: Symbols\nsize: {width: 200, height: 100}\n" + row(field)
    }

    /// A mockup of one row with `field`, naming no folder.
    private static func row(_ field: String) -> String { "table: {sections: [{rows: [{text: Row, \(field)}]}]}\n" }

    /// The first row of the mockup `yaml` in `folder`.
    private func firstRow(_ yaml: String, in folder: URL, options: Mockup.ReadOptions = Mockup.ReadOptions()) throws -> Mockup.Row? {
        try MockupFixtures.parse(yaml, in: folder, options: options).table.sections.first?.rows.first
    }

    /// What reading `yaml` as a mockup in `folder` gives: the status, field and message of its error, or what it read.
    private func answer(_ yaml: String, in folder: URL, options: Mockup.ReadOptions = Mockup.ReadOptions()) -> String {
        do throws(MockupError) {
            let row = try MockupFixtures.parse(yaml, in: folder, options: options).table.sections.first?.rows.first
            return "read \(String(describing: row?.textColor)) \(String(describing: row?.image?.size))"
        } catch {
            return "\(error.exitStatus) \(error.path ?? ""): \(error.message)"
        }
    }

    /// The name of the symbol `row` shows, when it shows one.
    private func symbolName(_ row: Mockup.Row?) -> String? {
        guard case .symbol(let image)? = row?.image?.content else { return nil }
        return image.symbol.name
    }

    /// A mockup folder holding a catalogue with the image set `Logo` (its
    /// file not yet there), a symbols folder, and `shared/` with a colour
    /// set's JSON, a PNG and a symbol.
    private func mockupFolder(secret: Data) throws -> HostileLinks {
        let links = try HostileLinks(secret: secret)
        let shared = links.inside.appendingPathComponent("shared")
        try HostileLinks.write(FolderLinkTests.colourSet, to: shared.appendingPathComponent("brand.json"))
        try HostileLinks.write(try Data(contentsOf: FolderLinkTests.png), to: shared.appendingPathComponent("logo.png"))
        try HostileLinks.write(try Data(contentsOf: FolderLinkTests.template), to: shared.appendingPathComponent("frame.svg"))
        try HostileLinks.write(FolderLinkTests.logoSet, to: links.inside.appendingPathComponent("Assets.xcassets/Logo.imageset/Contents.json"))
        try FileManager.default.createDirectory(at: links.inside.appendingPathComponent("Symbols"), withIntermediateDirectories: true)
        return links
    }

    // MARK: Files leading out of the mockup's folder

    @Test func aCatalogueColourLinkedOutOfTheMockupsFolderIsRefusedUnreadInOneAnswer() throws {
        let links = try mockupFolder(secret: FolderLinkTests.colourSet)
        defer { links.remove() }
        let contents = links.inside.appendingPathComponent("Assets.xcassets/Brand.colorset/Contents.json")
        let answers = try links.answers(linking: contents) { answer(Self.mockup("textColor: Brand"), in: links.inside) }
        let refusal = "65 table.sections[0].rows[0].textColor: colour \"Brand\": \(contents.path): leads outside the mockup's folder; "
            + "pass --allow-files-outside to allow it"
        #expect(answers.filter { $0.value != refusal }.isEmpty, "\(answers)")
    }

    @Test func aCatalogueImageLinkedOutOfTheMockupsFolderIsRefusedUnreadInOneAnswer() throws {
        let links = try mockupFolder(secret: try Data(contentsOf: FolderLinkTests.png))
        defer { links.remove() }
        let file = links.inside.appendingPathComponent("Assets.xcassets/Logo.imageset/logo.png")
        let answers = try links.answers(linking: file) { answer(Self.mockup("image: Logo"), in: links.inside) }
        let refusal = "65 table.sections[0].rows[0].image: image \"Logo\": \(file.path): leads outside the mockup's folder; "
            + "pass --allow-files-outside to allow it"
        #expect(answers.filter { $0.value != refusal }.isEmpty, "\(answers)")
    }

    @Test func aSymbolLinkedOutOfTheMockupsFolderIsRefusedUnreadInOneAnswer() throws {
        let links = try mockupFolder(secret: try Data(contentsOf: FolderLinkTests.template))
        defer { links.remove() }
        let file = links.inside.appendingPathComponent("Symbols/\(Self.symbolName).svg")
        let answers = try links.answers(linking: file) { answer(Self.mockup("image: {symbol: \(Self.symbolName)}"), in: links.inside) }
        let refusal = "65 table.sections[0].rows[0].image.symbol: symbol file \(file.path): leads outside the mockup's folder; "
            + "pass --allow-files-outside to allow it"
        #expect(answers.filter { $0.value != refusal }.isEmpty, "\(answers)")
    }

    /// Allowed, the same links are followed: the flag, not an accident, is what refuses them.
    @Test func filesOutsideAllowedAreRead() throws {
        let links = try mockupFolder(secret: FolderLinkTests.colourSet)
        defer { links.remove() }
        try links.link(links.inside.appendingPathComponent("Assets.xcassets/Brand.colorset/Contents.json"), .chain)
        try HostileLinks.link(links.inside.appendingPathComponent("Symbols/\(Self.symbolName).svg"), to: FolderLinkTests.template.path)
        let allowed = Mockup.ReadOptions(allowsFilesOutsideFolder: true)
        let row = try firstRow(Self.mockup("textColor: Brand, image: {symbol: \(Self.symbolName)}"), in: links.inside, options: allowed)
        #expect(row?.textColor?.light == FolderLinkTests.green)
        #expect(symbolName(row) == Self.symbolName)
    }

    // MARK: Links that stay inside the mockup's folder

    /// A catalogue or symbols folder may link to files elsewhere in the
    /// mockup's folder (a logo shared with other screens), directly, through
    /// other links, or through a link outside that leads back: a path is
    /// judged by where it finally leads.
    @Test func linksLeavingTheFolderButNotTheMockupsAreRead() throws {
        let links = try mockupFolder(secret: Data())
        defer { links.remove() }
        let inside = links.inside, shared = inside.appendingPathComponent("shared")
        try HostileLinks.link(shared.appendingPathComponent("hop.json"), to: "brand.json")
        try HostileLinks.link(inside.appendingPathComponent("Assets.xcassets/Brand.colorset/Contents.json"), to: "../../shared/hop.json")
        try HostileLinks.link(inside.appendingPathComponent("Assets.xcassets/Logo.imageset/logo.png"), to: shared.appendingPathComponent("logo.png").path)
        try HostileLinks.link(links.outside.appendingPathComponent("back.svg"), to: shared.appendingPathComponent("frame.svg").path)
        try HostileLinks.link(inside.appendingPathComponent("Symbols/\(Self.symbolName).svg"), to: "../../outside/back.svg")
        let row = try firstRow(Self.mockup("textColor: Brand, image: Logo"), in: inside)
        #expect(row?.textColor?.light == FolderLinkTests.green && row?.image?.size == CGSize(width: 37, height: 23))
        let symbol = try firstRow(Self.mockup("image: {symbol: \(Self.symbolName)}"), in: inside)
        #expect(symbolName(symbol) == Self.symbolName, "drawn from the linked template: no other source knows the name")
    }

    // MARK: Folders the reader names

    /// `--asset-catalog` and `--symbols` name a folder, not what its links
    /// reach: a link out of it is refused even into a folder the mockup
    /// could name, unless files outside are allowed.
    @Test func aReadersFoldersKeepTheirFilesInsideThemselves() throws {
        let links = try mockupFolder(secret: Data())
        defer { links.remove() }
        let catalogue = links.inside.appendingPathComponent("Assets.xcassets"), symbols = links.inside.appendingPathComponent("Symbols")
        let contents = catalogue.appendingPathComponent("Brand.colorset/Contents.json")
        let symbol = symbols.appendingPathComponent("\(Self.symbolName).svg")
        try HostileLinks.link(contents, to: "../../shared/brand.json")
        try HostileLinks.link(symbol, to: "../shared/frame.svg")
        let colourRow = Self.row("textColor: Brand"), symbolRow = Self.row("image: {symbol: \(Self.symbolName)}")
        let elsewhere = links.root.appendingPathComponent("mockups", isDirectory: true)
        var options = Mockup.ReadOptions(assetCatalogs: [catalogue.path], symbolFolders: [symbols])
        #expect(answer(colourRow, in: elsewhere, options: options) == "65 table.sections[0].rows[0].textColor: colour \"Brand\": \(contents.path): "
            + "leads outside the asset catalogue \(catalogue.path); pass --allow-files-outside to allow it")
        #expect(answer(symbolRow, in: elsewhere, options: options) == "65 table.sections[0].rows[0].image.symbol: symbol file \(symbol.path): "
            + "leads outside the symbols folder \(symbols.path); pass --allow-files-outside to allow it")
        options.allowsFilesOutsideFolder = true
        #expect(try firstRow(colourRow, in: elsewhere, options: options)?.textColor?.light == FolderLinkTests.green)
        #expect(symbolName(try firstRow(symbolRow, in: elsewhere, options: options)) == Self.symbolName)
    }
}
