import Canvas
import Foundation

extension TableView {
    /// The current style's decisions for this table's width, traits and safe area.
    var styleLayout: TableStyleLayout {
        let system = systemLayoutMargins
        let margins = explicitLayoutMargins ?? system
        let padding = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : TableMetrics.plainHeaderTopPadding
        return TableStyleLayout(style: style, traits: traits, margins: (margins.left, margins.right),
                                systemMargin: system.left, safeArea: contentSafeArea, headerTopPadding: padding)
    }

    /// Asks the data source and delegate for counts and heights and builds the
    /// geometry, rows at their estimated heights, and headers and footers
    /// that need measuring at the height of a one-line title.
    func buildGeometry() -> TableGeometry {
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let rowCounts = (0..<sectionCount).map { section in
            dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0
        }
        // The index narrows the content, so it is settled before anything is measured.
        updateSectionIndex(rowCount: rowCounts.reduce(0, +))
        let estimate = rowEstimate
        let layout = styleLayout
        var titleEstimates: [TitleViewKey: CGFloat] = [:]
        let sections = rowCounts.enumerated().map { section, rowCount -> TableGeometry.Section in
            let header = sectionViewHeight(TitleViewKey(section: section, isHeader: true), layout: layout, estimates: &titleEstimates)
            let footer = sectionViewHeight(TitleViewKey(section: section, isHeader: false), layout: layout, estimates: &titleEstimates)
            return TableGeometry.Section(
                headerTopPadding: layout.headerTopPadding(headerHeight: header.height),
                headerHeight: header.height, footerHeight: footer.height,
                rows: RowHeights(count: rowCount, estimate: estimate),
                headerIsEstimated: header.isEstimated, footerIsEstimated: footer.isEstimated)
        }
        return TableGeometry(
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
            tableFooterHeight: tableFooterView?.frame.height ?? 0,
            sections: sections,
            pixelGrid: traits.design.table.alignsSectionsToPixels ? traits.displayScale : nil)
    }

    /// The height assumed for unmeasured rows.
    var rowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight > 0 ? rowHeight : traits.design.table.estimatedRowHeight
    }

    /// A header's or footer's height before it is shown: the delegate's or
    /// the table's fixed height, or the style's spacing for a section without
    /// a title (an estimate when the delegate may give a view); else an
    /// estimate, the height of a one-line title (kept in `estimates`), since
    /// measuring every title of a long table costs what measuring its every
    /// row would.
    private func sectionViewHeight(
        _ key: TitleViewKey, layout: TableStyleLayout, estimates: inout [TitleViewKey: CGFloat]
    ) -> (height: CGFloat, isEstimated: Bool) {
        if let fixed = fixedSectionViewHeight(key) { return (fixed, false) }
        guard title(forHeader: key.isHeader, section: key.section) != nil else {
            // The delegate's view, if it gives one, is asked for only when the
            // section is shown, as UIKit asks: until then the section has the style's spacing.
            return (untitledSectionViewHeight(key, layout: layout), delegate != nil)
        }
        // Grouped styles put more space above the first section's title.
        let kind = TitleViewKey(section: min(key.section, 1), isHeader: key.isHeader)
        if let estimate = estimates[kind] { return (estimate, true) }
        let view = titleView("X", key: key, layout: layout)
        defer { recycleSectionView(view) }
        let estimate = view.sizeThatFits(CGSize(width: bounds.width - sectionIndexInset, height: .greatestFiniteMagnitude)).height
        estimates[kind] = estimate
        return (estimate, true)
    }

    private func fixedSectionViewHeight(_ key: TitleViewKey) -> CGFloat? {
        let fixed = key.isHeader
            ? delegate?.tableView(self, heightForHeaderInSection: key.section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: key.section) ?? sectionFooterHeight
        return fixed >= 0 ? fixed : nil
    }

    private func untitledSectionViewHeight(_ key: TitleViewKey, layout: TableStyleLayout) -> CGFloat {
        key.isHeader ? layout.untitledHeaderHeight(section: key.section) : layout.untitledFooterHeight()
    }

    /// Measures the estimated headers and footers of the sections inside the
    /// visible rectangle, moving what lies below; true when any was.
    @discardableResult
    func measureVisibleSectionViews(_ geometry: inout TableGeometry) -> Bool {
        let layout = styleLayout
        var measured = false
        var section = geometry.sections.isEmpty ? 0 : geometry.section(at: bounds.minY)
        while section < geometry.sections.count, geometry.sectionRect(section, width: bounds.width).minY < bounds.maxY {
            let current = geometry.sections[section]
            if current.headerIsEstimated || current.footerIsEstimated {
                let header = current.headerIsEstimated ? measuredSectionViewHeight(TitleViewKey(section: section, isHeader: true), layout: layout) : current.headerHeight
                let footer = current.footerIsEstimated ? measuredSectionViewHeight(TitleViewKey(section: section, isHeader: false), layout: layout) : current.footerHeight
                geometry.update(section: section) {
                    $0.headerHeight = header
                    $0.headerTopPadding = layout.headerTopPadding(headerHeight: header)
                    $0.footerHeight = footer
                    $0.headerIsEstimated = false
                    $0.footerIsEstimated = false
                }
                measured = true
            }
            section += 1
        }
        return measured
    }

    /// The fitting height of a header's or footer's view, or of its title.
    private func measuredSectionViewHeight(_ key: TitleViewKey, layout: TableStyleLayout) -> CGFloat {
        let fitting = CGSize(width: bounds.width - sectionIndexInset, height: .greatestFiniteMagnitude)
        if let view = customSectionView(key) {
            defer { recycleSectionView(view) }
            // A plain view placed by constraints is as tall as they make it at
            // the table's width, as UIKit sizes automatic headers and footers;
            // a header-footer view measures its content view its own way.
            guard !(view is TableViewHeaderFooterView), view.hasConstraintsInSubtree else { return view.sizeThatFits(fitting).height }
            return view.constrainedHeight(width: fitting.width)
        }
        if let title = title(forHeader: key.isHeader, section: key.section) {
            let view = titleView(title, key: key, layout: layout)
            defer { recycleSectionView(view) }
            return view.sizeThatFits(fitting).height
        }
        return untitledSectionViewHeight(key, layout: layout)
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
        let view = Traits.$current.withValue(traits) {
            key.isHeader
                ? delegate.tableView(self, viewForHeaderInSection: key.section)
                : delegate.tableView(self, viewForFooterInSection: key.section)
        }
        if let view, view.superview !== self { addSubview(view) }
        // As in UIKit, a header-footer view with a title takes the style's title look.
        if let titled = view as? TableViewHeaderFooterView, let title = titled.textLabel?.text, !title.isEmpty {
            styleLayout.configureTitleView(titled, title: title, isHeader: key.isHeader, section: key.section)
            titled.applyProminentTitleLook()
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
