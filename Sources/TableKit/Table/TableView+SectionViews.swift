import Canvas
import Foundation

/// Identifies a section's header or footer view.
package struct TitleViewKey: Hashable, Comparable {
    package var section: Int
    package var isHeader: Bool

    /// The header (`isHeader`) or footer of `section`.
    package init(section: Int, isHeader: Bool) {
        self.section = section
        self.isHeader = isHeader
    }

    package static func < (a: Self, b: Self) -> Bool { (a.section, a.isHeader ? 0 : 1) < (b.section, b.isHeader ? 0 : 1) }
}

extension TableView {
    /// Places the header and footer views of the sections on screen. In a
    /// plain table a header whose section scrolled under the top edge sticks
    /// there until the section's end pushes it up, and a footer whose section
    /// runs past the bottom edge sticks there; floating titles show the
    /// chrome material, blurring the rows under them.
    func layoutSectionViews(_ geometry: TableGeometry) {
        let visible = bounds
        let layout = styleLayout
        var shown: [TitleViewKey: View] = [:]
        var section = geometry.sections.isEmpty ? 0 : geometry.section(at: visible.minY)
        while section < geometry.sections.count, geometry.sectionRect(section, width: bounds.width).minY < visible.maxY {
            for isHeader in [true, false] {
                let key = TitleViewKey(section: section, isHeader: isHeader)
                var natural = isHeader ? geometry.headerRect(section, width: bounds.width) : geometry.footerRect(section, width: bounds.width)
                natural = contentColumn(natural)
                let frame = layout.pinsTitles ? pinned(natural, key: key, geometry: geometry) : natural
                guard natural.height > 0, frame.intersects(visible), let view = sectionViews[key] ?? makeSectionView(key, layout: layout) else { continue }
                sectionViews[key] = nil
                view.frame = frame
                if let titleView = view as? TableViewHeaderFooterView, titleView.reuseIdentifier == Self.titleViewIdentifier {
                    titleView.showsFloatingMaterial = frame.minY != natural.minY
                }
                view.layoutIfNeeded()
                shown[key] = view
            }
            section += 1
        }
        recycleSectionViews()
        sectionViews = shown
    }

    /// Returns every header and footer view on screen to its queue, in section order.
    func recycleSectionViews() {
        for key in sectionViews.keys.sorted() { sectionViews[key].map(recycleSectionView) }
        sectionViews = [:]
    }

    /// The header or footer view coming on screen, shown to the delegate
    /// (`willDisplayHeaderView`, `willDisplayFooterView`) for last changes
    /// such as its title's colour, as UIKit does.
    private func makeSectionView(_ key: TitleViewKey, layout: TableStyleLayout) -> View? {
        let view = customSectionView(key) ?? title(forHeader: key.isHeader, section: key.section).map { titleView($0, key: key, layout: layout) }
        if let view, let delegate {
            Traits.$current.withValue(traits) {
                key.isHeader
                    ? delegate.tableView(self, willDisplayHeaderView: view, forSection: key.section)
                    : delegate.tableView(self, willDisplayFooterView: view, forSection: key.section)
            }
        }
        return view
    }

    /// Where a plain header or footer floats: headers stick to the top of the
    /// visible area within their section, footers to the bottom.
    private func pinned(_ natural: CGRect, key: TitleViewKey, geometry: TableGeometry) -> CGRect {
        var frame = natural
        let visible = visibleContentRect
        if key.isHeader {
            let sectionEnd = geometry.footerRect(key.section, width: bounds.width).maxY
            frame.origin.y = max(natural.minY, min(visible.minY, sectionEnd - natural.height))
        } else {
            frame.origin.y = min(natural.minY, max(visible.maxY - natural.height, geometry.rowsTop(key.section)))
        }
        return frame
    }

    /// Takes a header, footer or title view off screen, back to its reuse queue.
    func recycleSectionView(_ view: View) {
        view.removeFromSuperview()
        guard let reusable = view as? TableViewHeaderFooterView, let identifier = reusable.reuseIdentifier else { return }
        if identifier == Self.titleViewIdentifier {
            titleViewQueue.enqueue(reusable, identifier: identifier)
        } else {
            headerFooterQueue.enqueue(reusable, identifier: identifier)
        }
    }
}
