import Canvas
import Foundation
import TableKit

/// The key under a redlined picture: one entry for each kind of mark the
/// picture shows, wrapped into lines across its width.
struct AnnotationLegend {
    /// A sample of a mark, drawn before its explanation.
    enum Sample {
        case guide, outline, dimension
        case pill(String)
    }

    struct Entry {
        let sample: Sample
        let text: String
        /// Where the entry sits, relative to the legend's top-left corner.
        var frame = CGRect.zero
    }

    static let font = Font.systemFont(ofSize: 11)
    static let padding: CGFloat = 10
    static let lineHeight: CGFloat = 18
    static let sampleWidth: CGFloat = 18
    static let entryGap: CGFloat = 14

    private(set) var entries: [Entry]
    /// The legend's height for the width it was laid out at.
    private(set) var height: CGFloat = 0

    /// The legend of `annotations`, laid out `width` points wide.
    init(annotations: TableAnnotations, width: CGFloat) {
        entries = Self.entries(for: annotations)
        height = layOut(width: width)
    }

    private static func entries(for annotations: TableAnnotations) -> [Entry] {
        let kinds = Set(annotations.dimensions.map(\.kind))
        var entries: [Entry] = []
        if !annotations.marginGuides.isEmpty { entries.append(Entry(sample: .guide, text: "content margin")) }
        if !annotations.outlines.isEmpty { entries.append(Entry(sample: .outline, text: "label, image, accessory frame")) }
        if kinds.contains(where: { !$0.isHeight }) { entries.append(Entry(sample: .dimension, text: "distance in points")) }
        let heights: [(AnnotationDimension.Kind, String, String)] = [
            (.rowHeight, "44", "row height"), (.sectionHeaderTopPadding, "P", "header top padding"), (.sectionHeaderHeight, "H", "section header"), (.sectionFooterHeight, "F", "section footer"),
            (.tableHeaderHeight, "TH", "table header"), (.tableFooterHeight, "TF", "table footer"),
        ]
        for (kind, sample, text) in heights where kinds.contains(kind) { entries.append(Entry(sample: .pill(sample), text: text)) }
        return entries
    }

    /// Places the entries in lines no wider than `width`; returns the height they take.
    private mutating func layOut(width: CGFloat) -> CGFloat {
        var x = Self.padding, line = 0
        for index in entries.indices {
            let size = Self.size(of: entries[index])
            if x > Self.padding, x + size.width > width - Self.padding {
                x = Self.padding
                line += 1
            }
            entries[index].frame = CGRect(x: x, y: Self.padding + CGFloat(line) * Self.lineHeight, width: size.width, height: Self.lineHeight)
            x += size.width + Self.entryGap
        }
        return entries.isEmpty ? 0 : 2 * Self.padding + CGFloat(line + 1) * Self.lineHeight
    }

    private static func sampleWidth(_ sample: Sample) -> CGFloat {
        if case .pill(let text) = sample { return AnnotationPen.pillSize(text).width }
        return sampleWidth
    }

    private static func size(of entry: Entry) -> CGSize {
        let text = TextLayout(text: entry.text, font: font, width: nil)
        return CGSize(width: sampleWidth(entry.sample) + 5 + text.size.width, height: lineHeight)
    }

    /// Draws the legend with its top-left corner at `origin`.
    func draw(with pen: AnnotationPen, at origin: CGPoint) {
        for entry in entries {
            let frame = entry.frame.offsetBy(dx: origin.x, dy: origin.y)
            let sample = CGRect(x: frame.minX, y: frame.minY, width: Self.sampleWidth(entry.sample), height: frame.height)
            drawSample(entry.sample, in: sample, with: pen)
            let text = TextLayout(text: entry.text, font: Self.font, width: nil)
            pen.context.draw(text, at: CGPoint(x: sample.maxX + 5, y: frame.midY - text.size.height / 2), color: AnnotationPen.ink)
        }
    }

    private func drawSample(_ sample: Sample, in rect: CGRect, with pen: AnnotationPen) {
        switch sample {
        case .guide: pen.dashedVertical(x: rect.midX, from: rect.minY + 1, to: rect.maxY - 1)
        case .outline: pen.outline(rect.insetBy(dx: 2, dy: 3), color: AnnotationPen.ink)
        case .dimension: pen.horizontalDimension(rect.minX...rect.maxX, y: rect.midY)
        case .pill(let text):
            let size = AnnotationPen.pillSize(text)
            pen.pill(text, in: CGRect(x: rect.minX, y: rect.midY - size.height / 2, width: size.width, height: size.height))
        }
    }
}
