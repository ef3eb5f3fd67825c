import Canvas
import Foundation

/// Identifies a section's header or footer view.
struct TitleViewKey: Hashable {
    var section: Int
    var isHeader: Bool
}

extension TableView {
    /// Asks the data source and delegate for counts and heights and builds the
    /// geometry, rows at their estimated heights.
    func buildGeometry() -> TableGeometry {
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let estimate = rowEstimate
        let headerHeight = TableMetrics.plainHeaderHeight(traits)
        let sections = (0..<sectionCount).map { section -> TableGeometry.Section in
            let rowCount = dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0
            let header = resolvedHeight(delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
                                        title: title(forHeader: true, section: section), automatic: headerHeight)
            let footer = resolvedHeight(delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
                                        title: title(forHeader: false, section: section), automatic: headerHeight)
            return TableGeometry.Section(
                headerTopPadding: header > 0 ? TableMetrics.plainHeaderTopPadding : 0,
                headerHeight: header, footerHeight: footer,
                rows: RowHeights(count: rowCount, estimate: estimate))
        }
        return TableGeometry(
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
            tableFooterHeight: tableFooterView?.frame.height ?? 0,
            sections: sections)
    }

    /// The height assumed for unmeasured rows.
    var rowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight > 0 ? rowHeight : TableMetrics.rowHeight
    }

    /// A header or footer height: automatic is the title height with a title, else zero.
    private func resolvedHeight(_ height: CGFloat, title: String?, automatic: CGFloat) -> CGFloat {
        guard height < 0 else { return height }
        return title == nil ? 0 : automatic
    }

    func title(forHeader isHeader: Bool, section: Int) -> String? {
        guard let dataSource else { return nil }
        let title = isHeader
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
        return title?.isEmpty == false ? title : nil
    }

    /// Places the title views of the sections on screen. A header whose
    /// section scrolled under the top edge sticks there until the section's
    /// end pushes it up; a footer whose section runs past the bottom edge
    /// sticks there. Floating titles show the chrome background.
    func layoutTitleViews(_ geometry: TableGeometry) {
        let visible = bounds
        let pinTop = visibleContentRect.minY, pinBottom = visibleContentRect.maxY
        var shown: [TitleViewKey: TableViewHeaderFooterView] = [:]
        guard !geometry.sections.isEmpty else { return recycleTitleViews(keeping: shown) }
        var section = geometry.section(at: visible.minY)
        while section < geometry.sections.count, geometry.sectionRect(section, width: bounds.width).minY < visible.maxY {
            for isHeader in [true, false] {
                let natural = isHeader ? geometry.headerRect(section, width: bounds.width) : geometry.footerRect(section, width: bounds.width)
                guard natural.height > 0, let title = title(forHeader: isHeader, section: section) else { continue }
                var frame = natural
                if isHeader {
                    let sectionEnd = geometry.footerRect(section, width: bounds.width).maxY
                    frame.origin.y = max(natural.minY, min(pinTop, sectionEnd - natural.height))
                } else {
                    let rowsTop = geometry.rowsTop(section)
                    frame.origin.y = min(natural.minY, max(pinBottom - natural.height, rowsTop))
                }
                guard frame.intersects(visible) else { continue }
                let key = TitleViewKey(section: section, isHeader: isHeader)
                let view = titleView(for: key)
                view.textLabel?.text = title
                view.frame = frame
                view.backgroundColor = frame.minY != natural.minY ? TableMetrics.pinnedHeaderBackground : nil
                view.layoutIfNeeded()
                shown[key] = view
            }
            section += 1
        }
        recycleTitleViews(keeping: shown)
    }

    private func titleView(for key: TitleViewKey) -> TableViewHeaderFooterView {
        if let existing = titleViews[key] { return existing }
        let view = TableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.textStyle = .subheadline
        view.textLabel?.textStyleWeight = .semibold
        view.textLabel?.textColor = .secondaryLabel
        view.layoutMargins = EdgeInsets(top: TableMetrics.plainHeaderVerticalMargin, left: cellMargins.left,
                                        bottom: TableMetrics.plainHeaderVerticalMargin, right: cellMargins.right)
        addSubview(view)
        return view
    }

    private func recycleTitleViews(keeping shown: [TitleViewKey: TableViewHeaderFooterView]) {
        for (key, view) in titleViews where shown[key] == nil { view.removeFromSuperview() }
        titleViews = shown
    }

    /// A plain table without a footer view fills the space below its last row
    /// with separators at the last row's height, as UIKit does.
    func drawEmptyRowSeparators(in context: GraphicsContext) {
        guard style == .plain, tableFooterView == nil, separatorStyle == .singleLine else { return }
        let geometry = currentGeometry
        let pitch = geometry.lastRow.map { geometry.rowRect($0, width: bounds.width).height } ?? rowEstimate
        guard pitch > 0 else { return }
        let thickness = 1 / traits.displayScale
        let inset = separatorInset ?? EdgeInsets(left: cellMargins.left)
        var line = geometry.tableFooterTop + pitch
        while line - thickness < bounds.maxY {
            if line > bounds.minY {
                let rect = CGRect(x: inset.left, y: line - thickness, width: bounds.width - inset.left - inset.right, height: thickness)
                context.fill(traits.layoutDirection == .rightToLeft ? rect.mirrored(in: bounds.width) : rect, with: separatorColor)
            }
            line += pitch
        }
    }
}
