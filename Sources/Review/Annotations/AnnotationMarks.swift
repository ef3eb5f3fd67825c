import Canvas
import Foundation
import TableKit

/// A measured distance of a redline overlay: a line between two positions
/// along one axis, labelled with its length in points.
public struct AnnotationDimension: Equatable, Sendable {
    /// What the distance measures.
    public enum Kind: String, CaseIterable, Sendable {
        /// A row's height, drawn beside it without a prefix.
        case rowHeight
        /// A section header's height (`H`): a title view's, or the spacing a style keeps without one.
        case sectionHeaderHeight
        /// A section footer's height (`F`).
        case sectionFooterHeight
        /// The table header view's height (`TH`).
        case tableHeaderHeight
        /// The table footer view's height (`TF`).
        case tableFooterHeight
        /// The space above a plain section's header (`sectionHeaderTopPadding`).
        case sectionHeaderTopPadding
        /// From the table's edge to the cell's: an inset-grouped card's inset, or the section index column.
        case cellInset
        /// From the cell's leading edge to its leading content margin.
        case leadingMargin
        /// From the cell's trailing content margin to its trailing edge.
        case trailingMargin
        /// From the image's trailing edge to the text label's leading edge.
        case imageToText
        /// Between the text and detail columns of a `value2` cell.
        case textToDetail
        /// From the last label's trailing edge to the accessory.
        case textToAccessory
        /// From the cell's edge to where its separator starts (leading) or ends (trailing).
        case separatorInset

        /// Whether the dimension is a height, measured along y and drawn beside the table.
        public var isHeight: Bool {
            switch self {
            case .rowHeight, .sectionHeaderHeight, .sectionFooterHeight, .tableHeaderHeight, .tableFooterHeight, .sectionHeaderTopPadding: true
            default: false
            }
        }

        /// The letters before a height's value, telling rows (none) from headers and footers.
        var prefix: String {
            switch self {
            case .sectionHeaderHeight: "H "
            case .sectionHeaderTopPadding: "P "
            case .sectionFooterHeight: "F "
            case .tableHeaderHeight: "TH "
            case .tableFooterHeight: "TF "
            default: ""
            }
        }
    }

    /// What the distance measures; heights are vertical, the rest horizontal.
    public let kind: Kind
    /// Where the distance starts and ends along its axis (x for widths, y for heights), in the picture's points.
    public let span: ClosedRange<CGFloat>
    /// Where the line sits across its axis: the y of a horizontal distance, the x of the table's edge for a height.
    public let position: CGFloat

    /// A distance of `kind` between `a` and `b` (in either order), its line at `position`.
    public init(_ kind: Kind, from a: CGFloat, to b: CGFloat, at position: CGFloat) {
        self.kind = kind
        span = min(a, b)...max(a, b)
        self.position = position
    }

    /// The length in points.
    public var value: CGFloat { span.upperBound - span.lowerBound }

    /// The text drawn on the dimension: its value (see ``AnnotationDimension/format(_:)``), after a header's or footer's letters.
    public var label: String { kind.prefix + Self.format(value) }

    /// Points as an engineer writes them: `16`, `17.5`, `20.33` — at most two decimals, no trailing zeros.
    public static func format(_ points: CGFloat) -> String {
        // Beyond any real table, but an Int conversion there would trap.
        guard points.isFinite, abs(points) < 1e12 else { return "\(points)" }
        let hundredths = Int((abs(points) * 100).rounded())
        let sign = points < 0 && hundredths > 0 ? "-" : ""
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(digits)"
    }
}

/// A part's frame outlined by a redline overlay.
public struct AnnotationOutline: Equatable, Sendable {
    /// Which kind of part the frame belongs to.
    public enum Kind: String, CaseIterable, Sendable {
        /// A text or detail label, in a cell or a header or footer.
        case label
        /// A cell's image view.
        case image
        /// A cell's accessory: a standard one (chevron, checkmark, info button) or a view of its own.
        case accessory
    }

    /// The kind of part.
    public let kind: Kind
    /// The part's frame in the picture's points.
    public let frame: CGRect

    /// An outline of `frame`, a part of `kind`.
    public init(_ kind: Kind, frame: CGRect) {
        self.kind = kind
        self.frame = frame
    }
}
