import Foundation
import Testing

/// Files of a mockup's asset catalogue and symbols folder, and of the
/// folders `--asset-catalog` and `--symbols` name, whose links lead out of
/// where they may: refused (exit 65) in the same words whether or not
/// anything is at the end of the links, nothing outside quoted, nothing
/// written; `--allow-files-outside` lets them be read.
@Suite struct LinkedFolderTests {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    private static let template = tests.appendingPathComponent("CanvasTests/Fixtures/Symbols/tablesnap.test.frame.svg")
    /// A colour set's `Contents.json`, and what no message may quote.
    private static let colourSet = """
        {"colors": [{"color": {"color-space": "srgb", "components": {"red": "0.1", "green": "0.9", "blue": "0.3", "alpha": "1"}},
                     "idiom": "universal"}], "info": {"author": "hunter2-credential"}}
        """
    private static let mockup = """
        assetCatalogs: Assets.xcassets
        symbols: Symbols
        size: {width: 200, height: 100}
        scale: 1
        table: {sections: [{rows: [{text: Row, textColor: Brand, image: {symbol: tablesnap.test.linked}}]}]}

        """
    private static let colourFile = "Assets.xcassets/Brand.colorset/Contents.json"
    private static let symbolFile = "Symbols/tablesnap.test.linked.svg"

    /// A sandbox holding the mockup, its catalogue's colour set and its
    /// symbols folder's symbol as real files, and beside its folder (outside
    /// it) a secret colour set, a secret symbol and a secret text.
    private func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("m.yaml", Self.mockup)
        for folder in ["Assets.xcassets/Brand.colorset", "Symbols"] {
            try FileManager.default.createDirectory(at: sandbox.url(folder), withIntermediateDirectories: true)
        }
        try sandbox.write(Self.colourFile, Self.colourSet)
        try FileManager.default.copyItem(at: Self.template, to: sandbox.url(Self.symbolFile))
        let outside = sandbox.directory.deletingLastPathComponent()
        try Data(Self.colourSet.utf8).write(to: outside.appendingPathComponent("secret.json"))
        try FileManager.default.copyItem(at: Self.template, to: outside.appendingPathComponent("secret.svg"))
        try Data("token: hunter2-credential\n".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        return sandbox
    }

    /// The way from `file`'s folder back up to the sandbox's folder ("../../").
    private static func up(from file: String) -> String {
        String(repeating: "../", count: file.split(separator: "/").count - 1)
    }

    /// Makes `name` in the sandbox a link to `target`.
    private func link(_ name: String, to target: String, in sandbox: Sandbox) throws {
        try FileManager.default.removeItem(at: sandbox.url(name))
        try FileManager.default.createSymbolicLink(atPath: sandbox.url(name).path, withDestinationPath: target)
    }

    @Test(arguments: [colourFile, symbolFile])
    func aFileLinkedOutOfTheMockupsFolderIsRefusedAlike(file: String) throws {
        let secret = file == Self.colourFile ? "secret.json" : "secret.svg"
        var answers: [String: String] = [:]
        // A secret of the kind read, a text, nothing, and the folder outside itself.
        for target in [secret, "secret.txt", "missing", ""] {
            let sandbox = try sandbox()
            try link(file, to: Self.up(from: file) + "../" + target, in: sandbox)
            let result = try sandbox.render("m.yaml")
            expectFailure(result, status: 65, file: "m.yaml", contains: ["\(file): leads outside the mockup's folder; pass --allow-files-outside"],
                          in: sandbox, inputs: [Self.symbolFile])
            #expect(!["hunter2", "malformed", "no such file"].contains { result.stderr.contains($0) }, "\(result.stderr)")
            answers[target] = result.stderr.replacingOccurrences(of: sandbox.directory.path, with: "SANDBOX")
        }
        #expect(Set(answers.values).count == 1, "\(answers)")
    }

    @Test func allowedTheLinksOutAreRead() throws {
        let sandbox = try sandbox()
        try link(Self.colourFile, to: Self.up(from: Self.colourFile) + "../secret.json", in: sandbox)
        try link(Self.symbolFile, to: Self.up(from: Self.symbolFile) + "../secret.svg", in: sandbox)
        let result = try sandbox.render("m.yaml", "--allow-files-outside")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.bytes("m.png").flatMap(pngSize)?.width == 200)
    }

    /// Links elsewhere in the mockup's folder are read; the same folders
    /// given with `--asset-catalog` and `--symbols` keep their files inside themselves.
    @Test func linksInsideTheMockupsFolderAreReadButNotOutOfAFolderTheUserNamed() throws {
        let sandbox = try sandbox()
        for (file, target) in [(Self.colourFile, "brand.json"), (Self.symbolFile, "frame.svg")] {
            try FileManager.default.moveItem(at: sandbox.url(file), to: sandbox.url(target))
            try FileManager.default.createSymbolicLink(atPath: sandbox.url(file).path, withDestinationPath: Self.up(from: file) + target)
        }
        let rendered = try sandbox.render("m.yaml")
        #expect(rendered.status == 0 && sandbox.exists("m.png"), "\(rendered.stderr)")
        let bare = Self.mockup.replacingOccurrences(of: "assetCatalogs: Assets.xcassets\nsymbols: Symbols\n", with: "")
        try sandbox.write("colour.yaml", bare.replacingOccurrences(of: ", image: {symbol: tablesnap.test.linked}", with: ""))
        try sandbox.write("symbol.yaml", bare.replacingOccurrences(of: "textColor: Brand, ", with: ""))
        let inputs: Set<String> = ["m.png", "frame.svg", Self.symbolFile]
        let colour = try sandbox.render("colour.yaml", "--asset-catalog", "Assets.xcassets")
        expectFailure(colour, status: 65, file: "colour.yaml", contains: ["leads outside the asset catalogue", "--allow-files-outside"],
                      in: sandbox, inputs: inputs)
        let symbol = try sandbox.render("symbol.yaml", "--symbols", "Symbols")
        expectFailure(symbol, status: 65, file: "symbol.yaml", contains: ["leads outside the symbols folder", "--allow-files-outside"],
                      in: sandbox, inputs: inputs)
        let allowed = try sandbox.render("symbol.yaml", "--symbols", "Symbols", "--allow-files-outside")
        #expect(allowed.status == 0 && sandbox.exists("symbol.png"), "\(allowed.stderr)")
    }
}
