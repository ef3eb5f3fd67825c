import CGraphics
import Foundation
import Testing
@testable import Canvas

/// TableSnap's fonts taken from fontconfig's caches are the fonts FreeType
/// reads from the files, pattern for pattern, and no other font of their
/// folders comes with them.
@Suite struct FontConfigurationTests {
    /// Every font of `config` after building it, as fontconfig writes a pattern out, sorted.
    private func fonts(of config: OpaquePointer) -> [String] {
        FcConfigBuildFonts(config)
        return [FcSetSystem, FcSetApplication].flatMap { set -> [String] in
            guard let fonts = FcConfigGetFonts(config, set) else { return [] }
            return (0..<Int(fonts.pointee.nfont)).compactMap { index in
                guard let pattern = fonts.pointee.fonts[index], let name = FcNameUnparse(pattern) else { return nil }
                defer { free(name) }
                return String(cString: name)
            }
        }.sorted()
    }

    @Test func theCachesGiveTheFontsTheFilesGive() throws {
        // Scripts/setup's font packages run fc-cache when installed, so the caches are there.
        let cached = try #require(FontConfiguration.fromSystemCaches(FontLibrary.fontFiles), "no current fontconfig cache of the font folders")
        let read = FontConfiguration.fromFiles(FontLibrary.fontFiles)
        defer {
            FcConfigDestroy(cached)
            FcConfigDestroy(read)
        }
        let fromCaches = fonts(of: cached)
        #expect(fromCaches.count == FontLibrary.fontFiles.count)
        #expect(fromCaches == fonts(of: read))
    }

    @Test func aFolderWithoutACurrentCacheIsNotTakenFromTheCaches() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-fonts-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("Inter-Regular.otf")
        try FileManager.default.copyItem(atPath: FontLibrary.fontFiles[0], toPath: copy.path)
        #expect(FontConfiguration.fromSystemCaches(FontLibrary.fontFiles + [copy.path]) == nil)
    }
}
