import Foundation
import Mockup
import Review
import Testing

/// The JSON Schemas editors check mockups and sheet definitions with: the
/// committed files are what the format model writes, every example in
/// `Assets` passes them, and they refuse what the reader refuses.
@Suite struct FormatSchemaTests {
    static let root = MockupFixtures.tests.deletingLastPathComponent()
    static let schemas = root.appendingPathComponent("Schemas")

    @Test(arguments: [("mockup", MockupFormat.schema), ("sheet", SheetFormat.schema)])
    func committedSchemaIsTheModels(name: String, schema: FormatSchema) throws {
        let committed = try Data(contentsOf: Self.schemas.appendingPathComponent("\(name).schema.json"))
        #expect(try schema.jsonData() == committed, "Schemas/\(name).schema.json is out of date: run `swift run tablesnap schema \(name) > Schemas/\(name).schema.json`")
    }

    @Test func everyAssetMockupAndSheetValidates() throws {
        let assets = Self.root.appendingPathComponent("Assets")
        let mockups = try Self.files(in: assets, extensions: ["yaml", "json"]) + Self.files(in: assets.appendingPathComponent("ios26-references"), extensions: ["yaml"])
        let sheets = try Self.files(in: assets.appendingPathComponent("sheets"), extensions: ["yaml"])
        #expect(mockups.count > 40)
        #expect(sheets.count > 3)
        for (schema, files) in [("mockup", mockups), ("sheet", sheets)] {
            let problems = try Self.check(files, against: schema)
            #expect(problems.isEmpty, "\(problems.values.sorted().joined(separator: "\n"))")
        }
    }

    /// Each YAML file in `Assets` starts with the line that points editors at its schema.
    @Test func everyAssetNamesItsSchema() throws {
        let assets = Self.root.appendingPathComponent("Assets")
        let folders = [(assets, "../Schemas/mockup"), (assets.appendingPathComponent("ios26-references"), "../../Schemas/mockup"),
                       (assets.appendingPathComponent("sheets"), "../../Schemas/sheet")]
        for (folder, schema) in folders {
            for file in try Self.files(in: folder, extensions: ["yaml"]) {
                let firstLine = try String(contentsOf: file, encoding: .utf8).prefix { $0 != "\n" }
                #expect(firstLine == "# yaml-language-server: $schema=\(schema).schema.json", "\(file.path)")
            }
        }
    }

    /// Mockups the reader refuses, each for another rule of the model; the
    /// schema must refuse each too.
    static let invalidMockups = [
        "tabel: {}",                                                     // an unknown key
        "appearance: dim",                                               // a word not in the choice
        "scale: 5",                                                      // an integer out of range
        "scale: 2.5",                                                    // not a whole number
        "table: {rowHeight: 0}",                                         // a number below its range
        "table: {rowHeight: tall}",                                      // neither a number nor automatic
        "table: {sections: [{rows: [{selected: maybe}]}]}",              // not true or false
        "table: {sections: [{rows: [{deleteTitle: \(String(repeating: "x", count: 41))}]}]}",  // text over its length
        "table: {sections: [{rows: [{accessory: chevron}]}]}",           // an unknown accessory type
        "table: {sections: [{rows: [{accessory: {slider: 0.5}}]}]}",     // a control no accessory is
        "table: {sections: [{rows: [{accessory: {segments: [A, B], selected: 10}}]}]}",  // an index over the declared bound
        "table: {sections: [{rows: [{image: {color: red}}]}]}",          // a symbol image without its symbol
        "table: {sections: [{rows: [{image: {symbol: gear, size: 600}}]}]}",  // a size out of range
        "table: {sections: [{rows: [{swipe: {trailing: [{}, {}, {}, {}, {}, {}]}}]}]}",  // a list over its count
        "table: {separatorInset: {top: 4}}",                             // an edge horizontal insets lack
        "table: {sectionIndex: [\(Array(repeating: "A", count: 101).joined(separator: ", "))]}",  // too many index titles
        "navigationBar: {searchBar: {placement: floating}}",             // an unknown placement
        "toolbar: [{space: 500}]",                                       // a space wider than allowed
        "tabBar: {selected: 0}",                                         // a tab bar without items
        "statusBar: {wifi: 4}",                                          // bars out of range
        "collection: {layout: flow, columns: 3}",                        // a key of the other layout
        "collection: {layout: compositional, sections: [{items: [{count: 0}]}]}",  // a count below its range
        "size: {width: 390, height: tall}",                              // neither points nor auto
    ]

    /// Mockups both accept, near the invalid ones.
    static let validMockups = [
        "appearance: dark\ntable: {rowHeight: automatic, fillerRowHeight: 0, sections: [{rows: [{text: 12, accessory: {switch: true}}]}]}",
        "collection: {layout: compositional, columns: 3, itemHeight: 1/2, sections: [{columns: 2, items: [{color: systemRed, count: 4}]}]}",
        "size: {width: 390, height: auto}\nstatusBar: {time: \"9:41\", wifi: 3}\ntoolbar: [{space: flexible}, Edit, {symbol: trash}]",
    ]

    @Test func theSchemaRefusesWhatTheReaderRefuses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [(URL, String, Bool)] = []
        for (index, yaml) in Self.invalidMockups.enumerated() { files.append((folder.appendingPathComponent("invalid-\(index).yaml"), yaml, false)) }
        for (index, yaml) in Self.validMockups.enumerated() { files.append((folder.appendingPathComponent("valid-\(index).yaml"), yaml, true)) }
        for (file, yaml, _) in files { try yaml.write(to: file, atomically: true, encoding: .utf8) }
        let problems = try Self.check(files.map(\.0), against: "mockup")
        for (file, yaml, valid) in files {
            let readerError = MockupFixtures.error(yaml, in: folder)
            #expect((readerError == nil) == valid, "the reader on \(yaml): \(readerError?.description ?? "accepted")")
            #expect((problems[file] == nil) == valid, "the schema on \(yaml): \(problems[file] ?? "accepted")")
        }
    }

    /// What `Scripts/schema-check` (jsonschema) finds wrong with each invalid file of `files`.
    static func check(_ files: [URL], against schema: String) throws -> [URL: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [root.appendingPathComponent("Scripts/schema-check").path, schemas.appendingPathComponent("\(schema).schema.json").path] + files.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus <= 1, "Scripts/schema-check failed (run Scripts/setup --tests for python3-jsonschema): \(text)")
        var problems: [URL: String] = [:]
        for file in files {
            let lines = text.split(separator: "\n")
            if lines.contains(where: { $0 == "ok \(file.path)" }) { continue }
            let problem = try #require(lines.first { $0.hasPrefix("invalid \(file.path):") }, "no verdict for \(file.path) in: \(text)")
            problems[file] = String(problem)
        }
        return problems
    }

    static func files(in folder: URL, extensions: [String]) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
    }
}
