import Canvas
import Foundation
import Layout

/// A view or layout guide: something with a frame the solver can place.
protocol LayoutItem: AnyObject {
    /// The solver's unknowns for the item's frame, in the solving view's coordinates.
    var layoutVariables: LayoutVariables { get }
    /// The view whose coordinate space the item lives in: a view itself, a guide's owner.
    var owningView: View? { get }
}

/// The unknowns of one item's frame: origin and size, in the coordinates of
/// the view being solved.
final class LayoutVariables {
    let minX = Variable("minX"), minY = Variable("minY"), width = Variable("width"), height = Variable("height")

    var all: [Variable] { [minX, minY, width, height] }

    /// The solved frame, or nil if any value is not finite.
    var frame: CGRect? {
        let values = all.map(\.value)
        guard values.allSatisfy(\.isFinite) else { return nil }
        return CGRect(x: values[0], y: values[1], width: max(0, values[2]), height: max(0, values[3]))
    }
}

extension LayoutItem {
    /// The item's `attribute` as a linear expression of its unknowns, or nil
    /// for `notAnAttribute`. Margins and baselines add the view's current
    /// insets and text metrics; leading is the right edge in right-to-left layouts.
    func expression(for attribute: LayoutConstraint.Attribute, rightToLeft rtl: Bool) -> LinearExpression? {
        let v = layoutVariables
        let margins = (self as? View)?.layoutMargins ?? EdgeInsets()
        let left = LinearExpression(v.minX), top = LinearExpression(v.minY)
        let right = v.minX + v.width, bottom = v.minY + v.height
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .leading: return rtl ? right : left
        case .trailing: return rtl ? left : right
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.minX + 0.5 * LinearExpression(v.width)
        case .centerY: return v.minY + 0.5 * LinearExpression(v.height)
        case .leftMargin: return left + Double(margins.left)
        case .rightMargin: return right - Double(margins.right)
        case .topMargin: return top + Double(margins.top)
        case .bottomMargin: return bottom - Double(margins.bottom)
        case .leadingMargin: return rtl ? right - Double(margins.right) : left + Double(margins.left)
        case .trailingMargin: return rtl ? left + Double(margins.left) : right - Double(margins.right)
        case .centerXWithinMargins: return v.minX + 0.5 * LinearExpression(v.width) + Double(margins.left - margins.right) / 2
        case .centerYWithinMargins: return v.minY + 0.5 * LinearExpression(v.height) + Double(margins.top - margins.bottom) / 2
        case .firstBaseline, .lastBaseline: return baseline(attribute == .firstBaseline)
        case .notAnAttribute: return nil
        }
    }

    /// A label's baseline from its text layout (the text is centred in its
    /// height, so the baseline moves with half of it); a stack view's is its
    /// first or last arranged view's; any other item's is its bottom.
    private func baseline(_ first: Bool) -> LinearExpression {
        let v = layoutVariables
        if let stack = self as? StackView, let view = first ? stack.visibleArrangedSubviews.first : stack.visibleArrangedSubviews.last {
            return (view as LayoutItem).expression(for: first ? .firstBaseline : .lastBaseline, rightToLeft: false) ?? v.minY + v.height
        }
        guard let label = self as? Label, let offsets = label.baselineOffsets(first: first) else { return v.minY + v.height }
        return v.minY + 0.5 * LinearExpression(v.height) + Double(offsets)
    }
}
