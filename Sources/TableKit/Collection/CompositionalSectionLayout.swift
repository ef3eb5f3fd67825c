import Foundation

/// One laid-out section of a compositional layout: its group's cell frames
/// computed once, repeated for every group's worth of items.
struct CompositionalSectionLayout: SectionLayout {
    let index: Int
    let start: CGFloat
    let end: CGFloat
    private let itemCount: Int
    /// The cell frames of one group, relative to the group's origin.
    private let groupLeaves: [CGRect]
    private let groupSize: CGSize
    /// The first group's origin and the step from one group to the next.
    private let origin: CGPoint
    private let step: CGPoint
    /// Groups of an estimated height, each as tall as its tallest item measured
    /// (its pitch, with the spacing after it); nil when every group has the group's size.
    private let groupPitches: RowHeights?
    /// The group, laid out again at each measured height.
    private let group: CollectionLayoutGroup?
    /// Which of a group's cells take their height from their content.
    private let estimatedLeaves: [Bool]
    /// Which of a group's cells are measured: those whose height is estimated
    /// or a fraction of the group's, which is being measured; a cell of a
    /// fixed height (absolute, or a fraction of the width) keeps it.
    private let measuredLeaves: [Bool]
    private let interGroupSpacing: CGFloat
    private let supplementaries: [(kind: String, frame: CGRect, pins: Bool)]
    /// Backgrounds: each covers the section between its header and footer, all across, less its insets.
    let decorations: [(kind: String, frame: CGRect, zIndex: Int)]

    init(index: Int, description: CollectionLayoutSection?, itemCount: Int, start: CGFloat, container: CGSize, measuredHeights: [Int: CGFloat] = [:]) {
        self.index = index
        self.start = start
        guard let description, itemCount > 0 || !(description.boundarySupplementaryItems.isEmpty) else {
            (self.itemCount, groupLeaves, groupSize, origin, step, supplementaries, decorations, end) = (0, [], .zero, .zero, .zero, [], [], start)
            (groupPitches, group, estimatedLeaves, measuredLeaves, interGroupSpacing) = (nil, nil, [], [], 0)
            return
        }
        let insets = description.contentInsets
        let inner = CGSize(width: container.width - insets.leading - insets.trailing, height: container.height)
        let orthogonal = description.orthogonalScrollingBehavior != .none
        // An orthogonal section's groups size against the whole width (measured on iOS 17).
        groupSize = description.group.layoutSize.resolved(in: orthogonal ? container : inner)
        let leaves = description.group.leaves(in: CGRect(origin: .zero, size: groupSize))
        groupLeaves = leaves.map(\.frame)
        self.itemCount = groupLeaves.isEmpty ? 0 : itemCount
        let perGroup = max(1, groupLeaves.count)
        let groups = (self.itemCount + perGroup - 1) / perGroup
        group = description.group
        interGroupSpacing = description.interGroupSpacing
        estimatedLeaves = leaves.map { $0.item.layoutSize.heightDimension.isEstimated }
        measuredLeaves = leaves.map { $0.item.layoutSize.heightDimension.isEstimated || $0.item.layoutSize.heightDimension.isFractionalHeight }
        groupPitches = !orthogonal && description.group.layoutSize.heightDimension.isEstimated
            ? Self.pitches(groups: groups, perGroup: perGroup, estimate: groupSize.height, spacing: description.interGroupSpacing,
                           leaves: groupLeaves, measuredLeaves: measuredLeaves, measured: measuredHeights)
            : nil
        let boundary = Self.boundaryItems(description, width: description.supplementariesFollowContentInsets ? inner.width : container.width, container: inner)
        let headerHeight = boundary.filter { $0.item.alignment != .bottom && $0.item.extendsBoundary }.map(\.size.height).reduce(0, +)
        origin = CGPoint(x: insets.leading, y: start + headerHeight + insets.top)
        step = orthogonal ? CGPoint(x: groupSize.width + description.interGroupSpacing, y: 0) : CGPoint(x: 0, y: groupSize.height + description.interGroupSpacing)
        let contentHeight = groups == 0 ? 0 : orthogonal ? groupSize.height
            : groupPitches.map { $0.total - description.interGroupSpacing } ?? CGFloat(groups) * groupSize.height + CGFloat(groups - 1) * description.interGroupSpacing
        let footerTop = origin.y + contentHeight + insets.bottom
        let x = description.supplementariesFollowContentInsets ? insets.leading : 0
        supplementaries = boundary.map { entry in
            let y = entry.item.alignment == .bottom ? footerTop : start
            return (entry.item.elementKind, CGRect(origin: CGPoint(x: x, y: y), size: entry.size), entry.item.pinToVisibleBounds)
        }
        let area = CGRect(x: 0, y: origin.y - insets.top, width: container.width, height: footerTop - (origin.y - insets.top))
        decorations = description.decorationItems.map { ($0.elementKind, area.insetBy($0.contentInsets), $0.zIndex) }
        end = footerTop + boundary.filter { $0.item.alignment == .bottom && $0.item.extendsBoundary }.map(\.size.height).reduce(0, +)
    }

    /// Each group's pitch, with the spacing after it: as tall as its cells
    /// of a fixed height reach and its tallest measured cell, the estimate
    /// standing for the measured ones until one is measured (a group with no
    /// cell to measure is as tall as its fixed cells from the start).
    private static func pitches(groups: Int, perGroup: Int, estimate: CGFloat, spacing: CGFloat, leaves: [CGRect], measuredLeaves: [Bool],
                                measured: [Int: CGFloat]) -> RowHeights {
        let fixedReach = zip(leaves, measuredLeaves).filter { !$0.1 }.map(\.0.maxY).max() ?? 0
        var heights: [Int: CGFloat] = [:]
        for (item, height) in measured where measuredLeaves[item % perGroup] {
            let leaf = leaves[item % perGroup]
            heights[item / perGroup] = max(heights[item / perGroup] ?? fixedReach, leaf.minY + height)
        }
        let unmeasured = measuredLeaves.contains(true) ? max(estimate, fixedReach) : fixedReach
        var pitches = RowHeights(count: groups, estimate: unmeasured + spacing)
        for (group, height) in heights.sorted(by: { $0.key < $1.key }) where group < groups { pitches.setHeight(height + spacing, ofRow: group) }
        return pitches
    }

    /// Whether the section's items take their heights from their content.
    var sizesItemsToFit: Bool { groupPitches != nil }

    /// Whether the item's height comes from measuring its cell (see ``measuredLeaves``).
    func measures(item: Int) -> Bool {
        sizesItemsToFit && !measuredLeaves.isEmpty && measuredLeaves[item % measuredLeaves.count]
    }

    /// The section's top and bottom boundary items with their sizes.
    private static func boundaryItems(_ section: CollectionLayoutSection, width: CGFloat, container: CGSize)
        -> [(item: CollectionLayoutBoundarySupplementaryItem, size: CGSize)] {
        section.boundarySupplementaryItems.filter { $0.alignment == .top || $0.alignment == .bottom }.map {
            ($0, $0.layoutSize.resolved(in: CGSize(width: width, height: container.height)))
        }
    }

    var supplementaryKinds: [String] { supplementaries.map(\.kind) }

    /// A boundary item's frame and whether it pins.
    func supplementaryFrame(_ kind: String) -> (CGRect, Bool)? {
        supplementaries.first { $0.kind == kind }.map { ($0.frame, $0.pins) }
    }

    /// The item's cell frame in the content.
    func itemFrame(_ item: Int) -> CGRect? {
        guard item >= 0, item < itemCount, !groupLeaves.isEmpty else { return nil }
        let index = item / groupLeaves.count
        if let groupPitches, let group {
            let height = groupPitches.height(ofRow: index) - interGroupSpacing
            let leaves = height == groupSize.height ? groupLeaves : group.leafFrames(in: CGRect(x: 0, y: 0, width: groupSize.width, height: height))
            var leaf = leaves[item % leaves.count]
            if estimatedLeaves[item % leaves.count] { leaf.size.height = height - leaf.minY }
            return leaf.offsetBy(dx: origin.x, dy: origin.y + groupPitches.offset(ofRow: index))
        }
        let leaf = groupLeaves[item % groupLeaves.count]
        return leaf.offsetBy(dx: origin.x + CGFloat(index) * step.x, dy: origin.y + CGFloat(index) * step.y)
    }

    /// The items of the groups meeting `rect` (every item of an orthogonal section on screen).
    func items(meeting rect: CGRect) -> Range<Int> {
        guard itemCount > 0 else { return 0..<0 }
        let perGroup = groupLeaves.count
        if let groupPitches {
            let first = groupPitches.row(atOffset: rect.minY - origin.y)
            var last = first
            while last + 1 < groupPitches.count, origin.y + groupPitches.offset(ofRow: last + 1) < rect.maxY { last += 1 }
            return min(itemCount, first * perGroup)..<min(itemCount, (last + 1) * perGroup)
        }
        guard step.y > 0 else { return 0..<itemCount }
        let first = max(0, Int(((rect.minY - origin.y - groupSize.height) / step.y).rounded(.down)))
        let last = max(first, Int(((rect.maxY - origin.y) / step.y).rounded(.up)))
        return min(itemCount, first * perGroup)..<min(itemCount, (last + 1) * perGroup)
    }
}
