import Canvas
import Foundation

extension TableView {
    /// The current style's decisions for this table's width, traits and safe area.
    var styleLayout: TableStyleLayout {
        let margins = layoutMargins
        let padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : TableMetrics.plainHeaderTopPadding
        return TableStyleLayout(style: style, traits: traits, margins: (margins.left, margins.right),
                                systemMargin: systemLayoutMargins.left, safeArea: contentSafeArea, headerTopPadding: padding)
    }

    /// Asks the data source and delegate for counts and heights and builds the
    /// geometry, rows at their estimated heights.
    func buildGeometry() -> TableGeometry {
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let rowCounts = (0..<sectionCount).map { section in
            dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0
        }
        // The index narrows the content, so it is settled before anything is measured.
        updateSectionIndex(rowCount: rowCounts.reduce(0, +))
        let estimate = rowEstimate
        let layout = styleLayout
        let sections = rowCounts.enumerated().map { section, rowCount -> TableGeometry.Section in
            let header = sectionViewHeight(TitleViewKey(section: section, isHeader: true), layout: layout)
            let footer = sectionViewHeight(TitleViewKey(section: section, isHeader: false), layout: layout)
            return TableGeometry.Section(
                headerTopPadding: layout.headerTopPadding(headerHeight: header),
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

    /// A header's or footer's height: the delegate's or the table's fixed
    /// height, else (automatic) the fitting height of its view, else the
    /// style's spacing for a section without one.
    private func sectionViewHeight(_ key: TitleViewKey, layout: TableStyleLayout) -> CGFloat {
        let fixed = key.isHeader
            ? delegate?.tableView(self, heightForHeaderInSection: key.section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: key.section) ?? sectionFooterHeight
        if fixed >= 0 { return fixed }
        let width = bounds.width - sectionIndexInset
        if let view = customSectionView(key) {
            defer { recycleSectionView(view) }
            return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        if let title = title(forHeader: key.isHeader, section: key.section) {
            let view = titleView(title, key: key, layout: layout)
            defer { recycleSectionView(view) }
            return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        return key.isHeader ? layout.untitledHeaderHeight(section: key.section) : layout.untitledFooterHeight()
    }

    func title(forHeader isHeader: Bool, section: Int) -> String? {
        guard let dataSource else { return nil }
        let title = isHeader
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
        return title?.isEmpty == false ? title : nil
    }

    /// The delegate's own view for a header or footer, if it gives one.
    func customSectionView(_ key: TitleViewKey) -> View? {
        guard let delegate else { return nil }
        let view = key.isHeader
            ? delegate.tableView(self, viewForHeaderInSection: key.section)
            : delegate.tableView(self, viewForFooterInSection: key.section)
        if let view, view.superview !== self { addSubview(view) }
        // As in UIKit, a header-footer view with a title takes the style's title look.
        if let titled = view as? TableViewHeaderFooterView, let title = titled.textLabel?.text, !title.isEmpty {
            styleLayout.configureTitleView(titled, title: title, isHeader: key.isHeader, section: key.section)
        }
        return view
    }

    /// A view showing a title string in the style's header or footer look.
    func titleView(_ title: String, key: TitleViewKey, layout: TableStyleLayout) -> TableViewHeaderFooterView {
        let view = titleViewQueue.dequeue(Self.titleViewIdentifier) ?? TableViewHeaderFooterView(reuseIdentifier: Self.titleViewIdentifier)
        if view.superview !== self { addSubview(view) }
        view.detailTextLabel?.text = nil
        layout.configureTitleView(view, title: title, isHeader: key.isHeader, section: key.section)
        return view
    }
}
