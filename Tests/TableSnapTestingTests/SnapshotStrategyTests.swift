import Canvas
import ForgedReferences
import Foundation
import SnapshotTesting
import TableKit
import TableSnapTesting
import Testing

/// A fresh directory for references, removed afterwards.
private func withDirectory(_ body: (String) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-strategy-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory.path)
}

/// Records `value`'s snapshot in a fresh directory, then expects it to match.
private func expectRecordedSnapshotMatches<Value, Format>(of value: Value, as strategy: Snapshotting<Value, Format>,
                                                          sourceLocation: SourceLocation = #_sourceLocation) throws {
    try withDirectory { directory in
        _ = verifySnapshot(of: value, as: strategy, named: "snapshot", record: .all, snapshotDirectory: directory)
        #expect(verifySnapshot(of: value, as: strategy, named: "snapshot", record: .never, snapshotDirectory: directory) == nil, sourceLocation: sourceLocation)
    }
}

/// The swift-snapshot-testing strategies: a reference is recorded, then
/// matched, and a changed row fails with a message and a difference image.
@Suite(.design(.iOS18)) struct SnapshotStrategyTests {
    final class Fruits: TableViewDataSource {
        var fruits = ["Apple", "Banana", "Cherry"]
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
    }

    private func table(_ source: Fruits) -> TableView {
        let table = TableView(frame: .zero, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = source
        return table
    }

    @Test func recordsThenMatchesThenFailsOnAChangedRow() throws {
        try withDirectory { directory in
            let source = Fruits()
            let recorded = verifySnapshot(of: table(source), as: .image(on: .iPhoneSE), named: "fruits", record: .all, snapshotDirectory: directory)
            #expect(recorded?.contains("Record mode is on") == true || recorded?.contains("recorded") == true, "\(recorded ?? "nil")")
            #expect(FileManager.default.fileExists(atPath: directory + "/recordsThenMatchesThenFailsOnAChangedRow.fruits.png"))
            #expect(verifySnapshot(of: table(source), as: .image(on: .iPhoneSE), named: "fruits", record: .never, snapshotDirectory: directory) == nil)
            source.fruits[1] = "Blueberry"
            let failure = try #require(verifySnapshot(of: table(source), as: .image(on: .iPhoneSE), named: "fruits", record: .never, snapshotDirectory: directory))
            #expect(failure.contains("pixels differ"), "\(failure)")
            // The difference image is saved where the failing rendering goes, as big as the screen.
            let saved = try #require(failure.components(separatedBy: "difference image: ").dropFirst().first)
            defer { try? FileManager.default.removeItem(atPath: saved) }
            #expect(saved.hasSuffix("SnapshotStrategyTests/recordsThenMatchesThenFailsOnAChangedRow.1.difference.png"), "\(saved)")
            let difference = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: saved))))
            #expect(difference.pixelWidth == 750 && difference.pixelHeight == 1334)  // 375 × 667 pt at 2×
            // Within a generous precision, one changed word passes.
            #expect(verifySnapshot(of: table(source), as: .image(on: .iPhoneSE, precision: 0.99), named: "fruits", record: .never, snapshotDirectory: directory) == nil)
        }
    }

    /// A reference file forged to hold another screen's pixels (its CRCs
    /// and TableSnap's digest chunk made to hold or kept) fails against the
    /// screen it was recorded from, with the count of pixels that differ.
    @Test(arguments: ForgedReference.allCases)
    func aForgedReferenceFileFails(forgery: ForgedReference) throws {
        try withDirectory { directory in
            let source = Fruits()
            // The reference named `name`, whatever the test's name makes of its file name.
            let file = { (name: String) throws -> URL in
                let found = try #require(try FileManager.default.contentsOfDirectory(atPath: directory).first { $0.hasSuffix(".\(name).png") })
                return URL(fileURLWithPath: directory).appendingPathComponent(found)
            }
            _ = verifySnapshot(of: table(source), as: .image(on: .iPhoneSE), named: "fruits", record: .all, snapshotDirectory: directory)
            source.fruits[1] = "Blueberry"
            _ = verifySnapshot(of: table(source), as: .image(on: .iPhoneSE), named: "other", record: .all, snapshotDirectory: directory)
            let forged = try forgery.forge(Array(try Data(contentsOf: try file("fruits"))), withPixelsOf: Array(try Data(contentsOf: try file("other"))))
            try Data(forged).write(to: try file("fruits"))
            source.fruits[1] = "Banana"
            let failure = try #require(verifySnapshot(of: table(source), as: .image(on: .iPhoneSE), named: "fruits", record: .never, snapshotDirectory: directory))
            #expect(failure.contains("pixels differ"), "\(failure)")
            if let saved = failure.components(separatedBy: "difference image: ").dropFirst().first { try? FileManager.default.removeItem(atPath: saved) }
        }
    }

    @Test func anyViewAtASize() throws {
        try withDirectory { directory in
            let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            cell.accessoryType = .disclosureIndicator
            let size = CGSize(width: 375, height: 44)
            _ = verifySnapshot(of: cell as View, as: .image(size: size), named: "cell", record: .all, snapshotDirectory: directory)
            #expect(verifySnapshot(of: cell as View, as: .image(size: size), named: "cell", record: .never, snapshotDirectory: directory) == nil)
            cell.detailTextLabel?.text = "Office"
            #expect(verifySnapshot(of: cell as View, as: .image(size: size), named: "cell", record: .never, snapshotDirectory: directory) != nil)
        }
    }

    @Test func recursiveDescriptionNamesClassesFramesAndTexts() throws {
        let source = Fruits()
        let table = table(source)
        try Renderer(device: .iPhoneSE).layout(table)
        let text = table.recursiveDescription
        #expect(text.hasPrefix("<TableView; frame = (0 0; 375 667); backgroundColor = systemGroupedBackground>"), "\(text.prefix(200))")
        // A 17-pt line box (20.29 pt) rounds up to 20.5 at 2×; 12 pt above it centres it in 44.
        #expect(text.contains("   |    |    | <Label; frame = (16 12; 311 20.50); text = \"Banana\"; textColor = label>"), "\(text)")
        try expectRecordedSnapshotMatches(of: table, as: .recursiveDescription(on: .iPhoneSE))
    }
}

/// A mockup file as a snapshot value.
@Suite(.design(.iOS18)) struct MockupStrategyTests {
    @Test func aMockupFileRecordsAndMatches() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-mockup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("fruit.yaml")
        try Data("device: iphone-se\ntable: {style: insetGrouped, sections: [{rows: [{text: Apple}, {text: Banana}]}]}\n".utf8).write(to: file)
        _ = verifySnapshot(of: file, as: .mockup(), named: "fruit", record: .all, snapshotDirectory: directory.path)
        #expect(verifySnapshot(of: file, as: .mockup(), named: "fruit", record: .never, snapshotDirectory: directory.path) == nil)
        try Data("device: iphone-se\ntable: {style: insetGrouped, sections: [{rows: [{text: Apple}, {text: Cherry}]}]}\n".utf8).write(to: file)
        #expect(verifySnapshot(of: file, as: .mockup(), named: "fruit", record: .never, snapshotDirectory: directory.path)?.contains("pixels differ") == true)
    }

    @Test func aBadMockupFailsTheTestWithItsMessage() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-bad-\(UUID().uuidString).yaml")
        try Data("table: {style: fancy}\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        withKnownIssue {
            _ = verifySnapshot(of: file, as: .mockup(), named: "bad", record: .never, snapshotDirectory: NSTemporaryDirectory())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("table.style") && $0.rawValue.contains("unknown value \"fancy\"") }
        }
    }
}

/// The strategies for collection views and their controllers: the same
/// `.image(on:)` and `.recursiveDescription(on:)` as a table's, since both work on any scroll view.
@Suite(.design(.iOS18)) struct CollectionSnapshotStrategyTests {
    final class Swatches: CollectionViewController {
        var colors: [Color] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item]
            return cell
        }
    }

    private static func layout() -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        return layout
    }

    @Test func aCollectionViewRecordsThenMatchesThenFailsOnAChangedItem() throws {
        let controller = Swatches(collectionViewLayout: Self.layout())
        let collectionView: CollectionView = controller.collectionView
        try withDirectory { directory in
            _ = verifySnapshot(of: collectionView, as: .image(on: .iPhoneSE), named: "grid", record: .all, snapshotDirectory: directory)
            #expect(verifySnapshot(of: collectionView, as: .image(on: .iPhoneSE), named: "grid", record: .never, snapshotDirectory: directory) == nil)
            controller.colors[2] = .systemPurple
            collectionView.reloadData()
            let failure = try #require(verifySnapshot(of: collectionView, as: .image(on: .iPhoneSE), named: "grid", record: .never, snapshotDirectory: directory))
            #expect(failure.contains("pixels differ"), "\(failure)")
            let saved = failure.components(separatedBy: "difference image: ").dropFirst().first
            if let saved { try? FileManager.default.removeItem(atPath: saved) }
        }
    }

    @Test func aCollectionViewControllerIsDrawnAsItsScreen() throws {
        let controller = Swatches(collectionViewLayout: Self.layout())
        controller.title = "Swatches"
        try expectRecordedSnapshotMatches(of: controller, as: .image(on: .iPhoneSE, chrome: ScreenChrome(navigationBar: NavigationBar())))
        // The items start under the navigation bar.
        let top = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(top.convert(top.bounds, to: controller.collectionView).minY - controller.collectionView.contentOffset.y >= 44)
    }

    @Test func aCollectionViewAsText() throws {
        let controller = Swatches(collectionViewLayout: Self.layout())
        let collectionView: CollectionView = controller.collectionView
        try Renderer(device: .iPhoneSE).layout(collectionView)
        let text = collectionView.recursiveDescription
        #expect(text.hasPrefix("<CollectionView; frame = (0 0; 375 667)"), "\(text.prefix(200))")
        // Two 120-pt items share a 375-pt line, spread to the edges.
        #expect(text.contains("<CollectionViewCell; frame = (255 0; 120 120)"), "\(text)")
        try expectRecordedSnapshotMatches(of: collectionView, as: .recursiveDescription(on: .iPhoneSE))
    }
}
