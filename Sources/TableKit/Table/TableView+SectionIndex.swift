import Canvas
import Foundation

extension TableView {
    /// Reads the index titles from the data source; the index shows when
    /// there are titles and the table's `rowCount` is at least
    /// ``sectionIndexMinimumDisplayRowCount``.
    func updateSectionIndex(rowCount: Int) {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        guard !titles.isEmpty, rowCount >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexView.titles = []
            sectionIndexView.removeFromSuperview()
            sectionIndexWidth = 0
            return
        }
        sectionIndexView.titles = titles
        sectionIndexWidth = SectionIndexView.width(for: titles, traits: traits)
    }

    /// Keeps the index column on the trailing edge of the visible area, above everything.
    func layoutSectionIndex() {
        guard sectionIndexWidth > 0 else { return }
        let visible = visibleContentRect
        // Inside the safe area, clear of a landscape notch.
        let x = traits.layoutDirection == .rightToLeft ? safeAreaInsets.left : bounds.width - safeAreaInsets.right - sectionIndexWidth
        sectionIndexView.frame = CGRect(x: x, y: visible.minY, width: sectionIndexWidth, height: visible.height)
        sectionIndexView.textColor = sectionIndexColor
        sectionIndexView.backgroundColor = sectionIndexBackgroundColor
        addSubview(sectionIndexView)
    }
}
