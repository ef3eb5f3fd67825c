import CGraphics
import Foundation
import Testing
@testable import Canvas

/// TableSnap's fonts taken from fontconfig's caches are the fonts FreeType
/// reads from the files, pattern for pattern, and no other font of their
/// folders comes with them; a folder without a current cache is read from
/// its files. The caches are written into a folder of the test's own, so the
/// machine's caches play no part.
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

    /// A new folder in the temporary directory, removed by `body`'s end.
    private func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-fonts-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// Caches of `files`' folders written into `cacheFolder`, as `fc-cache`
    /// writes them into the system's: fontconfig scans a folder named in a
    /// configuration whose cache folder has no cache of it, and writes one.
    private func writeCaches(of files: [String], into cacheFolder: URL) {
        let config = FcConfigCreate()
        defer { FcConfigDestroy(config) }
        let xml = "<fontconfig><cachedir>\(cacheFolder.path)</cachedir>" + FontConfiguration.folders(of: files).map { "<dir>\($0)</dir>" }.joined() + "</fontconfig>"
        _ = FcConfigParseAndLoadFromMemory(config, xml, 0)
        FcConfigBuildFonts(config)
    }

    @Test func theCachesGiveTheFontsTheFilesGive() throws {
        try withTemporaryFolder { cacheFolder in
            let files = FontLibrary.fontFiles
            #expect(FontConfiguration.fromSystemCaches(files, cacheFolder: cacheFolder.path) == nil, "no cache written yet")
            writeCaches(of: files, into: cacheFolder)
            let cached = try #require(FontConfiguration.fromSystemCaches(files, cacheFolder: cacheFolder.path))
            let read = FontConfiguration.fromFiles(files)
            defer {
                FcConfigDestroy(cached)
                FcConfigDestroy(read)
            }
            let fromCaches = fonts(of: cached)
            #expect(fromCaches.count == files.count)
            #expect(fromCaches == fonts(of: read))
        }
    }

    @Test func aFolderWithoutACurrentCacheIsNotTakenFromTheCaches() throws {
        try withTemporaryFolder { cacheFolder in
            try withTemporaryFolder { fontFolder in
                let copy = fontFolder.appendingPathComponent("Inter-Regular.otf")
                try FileManager.default.copyItem(atPath: FontLibrary.fontFiles[0], toPath: copy.path)
                let files = FontLibrary.fontFiles + [copy.path]
                writeCaches(of: FontLibrary.fontFiles, into: cacheFolder)
                #expect(FontConfiguration.fromSystemCaches(files, cacheFolder: cacheFolder.path) == nil)
                writeCaches(of: files, into: cacheFolder)
                let cached = try #require(FontConfiguration.fromSystemCaches(files, cacheFolder: cacheFolder.path))
                defer { FcConfigDestroy(cached) }
                #expect(fonts(of: cached).count == files.count)
                // A font added to a folder after its cache was written makes the cache old.
                try FileManager.default.copyItem(atPath: FontLibrary.fontFiles[1], toPath: fontFolder.appendingPathComponent("Inter-Medium.otf").path)
                #expect(FontConfiguration.fromSystemCaches(files, cacheFolder: cacheFolder.path) == nil)
            }
        }
    }
}
