// Measures TableSnap's render pipeline: layout, draw and PNG encoding of a
// Settings-like iPhone screen, our PNG encoder against Cairo's own PNG
// writer, and the first screen (layout + draw) of a million-row
// inset-grouped table with estimated heights against a 20-row one, the same
// for a flow-layout and a compositional grid and a list of a million items, and the
// layout of 20 self-sizing cells built with Auto Layout constraints.
// Prints medians; run through Scripts/bench (release build).
import CGraphics
import Foundation
import Mockup
import TableKit

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: tablesnap-bench MOCKUP [ITERATIONS]\n".utf8))
    exit(64)
}
let mockupPath = arguments[1]
let iterations = arguments.count > 2 ? Int(arguments[2]) ?? 50 : 50

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func report(_ name: String, _ values: [Double]) {
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", median(values)))
}

/// Cairo's PNG writer into memory, the baseline for our encoder.
func cairoPNG(_ bitmap: Bitmap) -> Int {
    var count = 0
    withUnsafeMutablePointer(to: &count) { pointer in
        _ = cairo_surface_write_to_png_stream(bitmap.surface, { closure, _, length in
            closure?.assumingMemoryBound(to: Int.self).pointee += Int(length)
            return CAIRO_STATUS_SUCCESS
        }, pointer)
    }
    return count
}

/// A data source of `rows` plain rows.
final class ManyRows: TableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

func firstScreen(rows: Int, renderer: Renderer) throws -> Double {
    let source = ManyRows(rows: rows)
    let table = TableView(frame: .zero, style: .insetGrouped)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.estimatedRowHeight = 44
    table.dataSource = source
    return try milliseconds { _ = try renderer.image(of: table) }
}

/// A data source of `items` coloured grid cells.
final class ManyItems: CollectionViewDataSource {
    let items: Int
    init(items: Int) { self.items = items }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        if let row = cell as? CollectionViewListCell {
            var content = row.defaultContentConfiguration()
            content.text = "Item \(indexPath.item)"
            row.contentConfiguration = content
            row.accessories = [.disclosureIndicator()]
        } else {
            cell.contentView.backgroundColor = .systemBlue
        }
        return cell
    }
}

/// The first screen of a collection of `items` placed by `layout`: a three-column grid, or a list of list cells.
func firstGridScreen(items: Int, layout: CollectionViewLayout, cellClass: CollectionViewCell.Type, renderer: Renderer) throws -> Double {
    let source = ManyItems(items: items)
    let collectionView = CollectionView(collectionViewLayout: layout)
    collectionView.register(cellClass, forCellWithReuseIdentifier: "item")
    collectionView.dataSource = source
    return try milliseconds { _ = try renderer.image(of: collectionView) }
}

func flowGrid() -> CollectionViewLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 129, height: 129)
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    return layout
}

func compositionalGrid() -> CollectionViewLayout {
    let third = CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1))
    let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3))
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(
        group: .horizontal(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: third)])))
}

func insetGroupedList() -> CollectionViewLayout {
    CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
}

/// What a passing `assertSnapshot(of:as: .image(on:))` does per run: lay out
/// and draw the screen, then compare the reference PNG's rows with it as they
/// are unfiltered (TableSnapTesting's `Diffing.image`).
func snapshotAssertions(mockup: Mockup, renderer: Renderer) throws -> [Double] {
    let (first, firstSource) = mockup.makeTableView()
    let referencePNG = try renderer.image(of: first).pngData() ?? []
    withExtendedLifetime(firstSource) {}
    var times: [Double] = []
    for _ in 0..<iterations {
        let (table, source) = mockup.makeTableView()
        times.append(try milliseconds {
            guard case .bitmap(let actual) = try renderer.image(of: table).content, PNGCodec.decodes(referencePNG, to: actual)
            else { throw BitmapError.empty(width: 0, height: 0) }
        })
        withExtendedLifetime(source) {}
    }
    return times
}

// As in a snapshot test process (TableSnapTesting does the same): freed
// bitmaps' memory is reused rather than faulted in afresh.
Bitmap.keepFreedMemoryForReuse()
do {
    let mockup = try Mockup.load(contentsOf: mockupPath)
    let renderer = mockup.renderer
    var layout: [Double] = [], draw: [Double] = [], encode: [Double] = [], cairo: [Double] = [], total: [Double] = []
    var sizes = (ours: 0, cairo: 0)
    for _ in 0..<iterations {
        // Layout, drawing and encoding timed apart; the bitmap is freed
        // before the next render, as in a batch.
        do {
            let (table, source) = mockup.makeTableView()
            var image: Image?
            let layoutTime = try milliseconds { try renderer.layout(table) }
            let drawTime = try milliseconds { image = try renderer.image(of: table) }
            guard case .bitmap(let bitmap) = image?.content else { continue }
            let encodeTime = try milliseconds { sizes.ours = try PNGCodec.encode(bitmap).count }
            layout.append(layoutTime)
            draw.append(drawTime)
            encode.append(encodeTime)
            cairo.append(milliseconds { sizes.cairo = cairoPNG(bitmap) })
            withExtendedLifetime(source) {}
        }
        // What `tablesnap render` does: the PNG of a new table, its upper
        // rows encoded while the lower ones are drawn.
        let (table, source) = mockup.makeTableView()
        total.append(try milliseconds { _ = try renderer.pngData(of: table) })
        withExtendedLifetime(source) {}
    }
    let size = renderer.size, scale = renderer.traits.displayScale
    print("\(mockupPath): \(Int(size.width))×\(Int(size.height)) pt @\(Int(scale))x, \(iterations) iterations, medians")
    report("layout", layout)
    report("draw", draw)
    report("encode (ours)", encode)
    report("render + encode", total)
    report("encode (cairo_surface_write_to_png)", cairo)
    print(String(format: "PNG size: ours %d KB, cairo %d KB; encoding speed-up %.1f×",
                 sizes.ours / 1024, sizes.cairo / 1024, median(cairo) / max(median(encode), 0.001)))
    report("passing snapshot assertion", try snapshotAssertions(mockup: mockup, renderer: renderer))

    let plain = Renderer(device: .iPhone15)
    var small: [Double] = [], large: [Double] = []
    for _ in 0..<iterations {
        small.append(try firstScreen(rows: 20, renderer: plain))
        large.append(try firstScreen(rows: 1_000_000, renderer: plain))
    }
    report("insetGrouped first screen, 20 rows", small)
    report("insetGrouped first screen, 1,000,000 rows", large)
    let collections: [(String, () -> CollectionViewLayout, CollectionViewCell.Type)] = [
        ("grid first screen, flow", flowGrid, CollectionViewCell.self), ("grid first screen, compositional", compositionalGrid, CollectionViewCell.self),
        ("insetGrouped list first screen", insetGroupedList, CollectionViewListCell.self),
    ]
    for (name, layout, cellClass) in collections {
        report("\(name), 20 items", try (0..<iterations).map { _ in try firstGridScreen(items: 20, layout: layout(), cellClass: cellClass, renderer: plain) })
        report("\(name), 1,000,000", try (0..<iterations).map { _ in try firstGridScreen(items: 1_000_000, layout: layout(), cellClass: cellClass, renderer: plain) })
    }
    report("20 self-sizing Auto Layout cells, layout", (0..<iterations).map { _ in constraintScreen() })
    var usage = rusage()
    getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
    print("peak memory (whole run): \(usage.ru_maxrss / 1024) MB")
} catch {
    FileHandle.standardError.write(Data("tablesnap-bench: \(error)\n".utf8))
    exit(1)
}
