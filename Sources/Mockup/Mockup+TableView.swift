import Canvas
import Foundation
import TableKit

extension Mockup {
    /// A table view showing this mockup, with the source that feeds it (the
    /// table holds its data source weakly, so keep both).
    public func makeTableView() -> (tableView: TableView, source: AnyObject) {
        let tableView = TableView(frame: .zero, style: table.style)
        let source = MockupTableSource(table: table)
        tableView.rowHeight = table.rowHeight
        tableView.estimatedRowHeight = table.estimatedRowHeight
        tableView.separatorStyle = table.separatorStyle
        tableView.rowsOverlapSeparators = table.kind == .list
        if let color = table.separatorColor { tableView.separatorColor = color }
        tableView.separatorInset = table.separatorInset
        tableView.fillerRowHeight = table.fillerRowHeight
        if let padding = table.sectionHeaderTopPadding { tableView.sectionHeaderTopPadding = padding }
        if let margins = table.layoutMargins {
            tableView.layoutMargins = EdgeInsets(top: tableView.layoutMargins.top, left: margins.left,
                                                 bottom: tableView.layoutMargins.bottom, right: margins.right)
        }
        if let color = table.backgroundColor { tableView.backgroundColor = color }
        tableView.sectionIndexColor = table.sectionIndexColor
        tableView.sectionIndexBackgroundColor = table.sectionIndexBackgroundColor
        tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: MockupTableSource.titleIdentifier)
        // `renderer` is computed (and builds the screen's bars): once is enough.
        let renderer = renderer
        let width = renderer.size.width
        tableView.tableHeaderView = table.header.map { TextBlockView(block: $0, width: width, traits: renderer.traits) }
        tableView.tableFooterView = table.footer.map { TextBlockView(block: $0, width: width, traits: renderer.traits) }
        tableView.dataSource = source
        tableView.delegate = source
        applyEditingAndSelection(to: tableView)
        return (tableView, source)
    }

    /// Editing mode, the selected rows and the rows drawn swiped open. A
    /// mockup shows what it lists, so selection is allowed in every mode,
    /// of several rows when it lists several.
    private func applyEditingAndSelection(to tableView: TableView) {
        tableView.isEditing = table.editing
        tableView.allowsMultipleSelectionDuringEditing = table.allowsMultipleSelectionDuringEditing
        tableView.allowsSelectionDuringEditing = true
        let rows = table.sections.enumerated().flatMap { section, content in
            content.rows.enumerated().map { (IndexPath(row: $0.offset, section: section), $0.element) }
        }
        tableView.allowsMultipleSelection = rows.filter { $0.1.selected }.count > 1
        for (indexPath, row) in rows {
            if row.selected { tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none) }
            if let swipe = row.swipe { tableView.revealSwipeActions(swipe.revealed, forRowAt: indexPath) }
            if row.showingDeleteConfirmation { tableView.revealSwipeActions(.trailing, forRowAt: indexPath) }
        }
    }

    /// Renders the mockup to PNG bytes.
    public func renderPNG(file: String) throws(MockupError) -> [UInt8] {
        try render(as: .png, file: file)
    }

    /// Renders the mockup as a PNG, PDF or SVG file's bytes; `file` names it in errors.
    public func render(as format: Renderer.OutputFormat, file: String) throws(MockupError) -> [UInt8] {
        if format == .png {
            let image = try renderImage(file: file)
            return try outputBytes(file: file) { try image.pngData() ?? [] }
        }
        return try withLaidOutTable(file: file, for: format) { (renderer, tableView, _) throws(MockupError) in
            try outputBytes(file: file) { try renderer.data(of: tableView, format: format) }
        }
    }

    /// Lays out and draws the mockup; `file` names it in errors.
    public func renderImage(file: String) throws(MockupError) -> Image {
        try drawn(file: file, for: .png) { (renderer, tableView) throws(BitmapError) in try renderer.image(of: tableView) }
    }

    /// Lays out and records the mockup as vectors (see ``Renderer/picture(of:)``).
    public func renderPicture(file: String) throws(MockupError) -> Picture {
        try drawn(file: file, for: .pdf) { (renderer, tableView) throws(BitmapError) in try renderer.picture(of: tableView) }
    }

    /// The size in points the mockup draws, laid out but not drawn: its
    /// screen or content, with redlines the sheet around it. Over the bitmap
    /// limits at its scale, or over what `format` may show of images, it is
    /// an input error, as drawing it would be.
    public func canvasSize(file: String, for format: Renderer.OutputFormat = .png) throws(MockupError) -> CGSize {
        try measured(file: file, for: format).size
    }

    /// ``canvasSize(file:for:)``, with the pixels of the images its rows show.
    package func measured(file: String, for format: Renderer.OutputFormat) throws(MockupError) -> (size: CGSize, shownImagePixels: Int) {
        try withLaidOutTable(file: file, for: format) { (renderer, tableView, shownImagePixels) throws(MockupError) in
            let size = renderer.canvasSize(of: tableView)
            do throws(BitmapError) {
                try renderer.checkPixels(size)
            } catch {
                throw tooLarge(error, file: file)
            }
            return (size, shownImagePixels)
        }
    }

    /// What `draw` makes of the laid-out table; an image over the limits is an input error.
    private func drawn<T>(file: String, for format: Renderer.OutputFormat, _ draw: (Renderer, TableView) throws(BitmapError) -> T) throws(MockupError) -> T {
        try withLaidOutTable(file: file, for: format) { (renderer, tableView, _) throws(MockupError) in
            do throws(BitmapError) {
                return try draw(renderer, tableView)
            } catch {
                throw tooLarge(error, file: file)
            }
        }
    }

    /// Builds the table, lays it out and scrolls it as the mockup says, then
    /// hands it to `body` with the renderer to draw it as `format` and the
    /// pixels of the images its rows show (see ``checkShownImages(of:scale:embedded:limit:file:)``).
    private func withLaidOutTable<T>(
        file: String, for format: Renderer.OutputFormat, _ body: (Renderer, TableView, _ shownImagePixels: Int) throws(MockupError) -> T
    ) throws(MockupError) -> T {
        try checkRows(file: file)
        let (tableView, source) = makeTableView()
        let renderer = renderer
        defer { withExtendedLifetime(source) {} }
        do {
            try renderer.layout(tableView)
        } catch {
            throw tooLarge(error, file: file)
        }
        if case .offset(let y) = scroll, renderer.mode == .screen {
            tableView.contentOffset = CGPoint(x: 0, y: y - tableView.adjustedContentInset.top)
        } else if case .row(let indexPath, let position) = scroll, renderer.mode == .screen {
            tableView.scrollToRow(at: indexPath, at: position)
        }
        let shownImagePixels = try checkShownImages(of: tableView, scale: renderer.traits.displayScale, embedded: format != .png,
                                                    limit: MockupLimits.maximumShownImagePixels(in: format), file: file)
        return try body(renderer, tableView, shownImagePixels)
    }

    func tooLarge(_ error: BitmapError, file: String) -> MockupError {
        MockupError(.invalidInput, file: file, path: "table", message: "the rendered image would be too large: \(error.description)")
    }

    /// Runs an encoder, reporting its failure as an output error of `file`.
    private func outputBytes(file: String, _ encode: () throws -> [UInt8]) throws(MockupError) -> [UInt8] {
        do {
            return try encode()
        } catch let error as BitmapError {
            throw tooLarge(error, file: file)
        } catch {
            throw MockupError(.output, file: file, message: "\(error)")
        }
    }
}
