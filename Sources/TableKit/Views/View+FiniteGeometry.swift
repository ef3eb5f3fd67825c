import Foundation

extension View {
    /// `rect` with every non-finite component (NaN, ±∞) replaced by 0, and a
    /// warning naming the view when there was one.
    ///
    /// Cairo stops drawing for good at the first non-finite coordinate, so
    /// one bad frame would silently blank everything drawn after it (every
    /// row below a label whose width came out NaN). Catching it where it is
    /// set keeps the rest of the picture and says which view was wrong.
    func finite(_ rect: CGRect, _ property: String) -> CGRect {
        let components = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard !components.allSatisfy(\.isFinite) else { return rect }
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let sanitized = CGRect(x: clean(rect.origin.x), y: clean(rect.origin.y), width: clean(rect.size.width), height: clean(rect.size.height))
        ConsoleLog.diagnose("\(geometryName): non-finite \(property) \(Self.describe(rect)) replaced by \(Self.describe(sanitized))")
        return sanitized
    }

    /// The view's class, and its tag when it has one, for warnings.
    private var geometryName: String {
        let name = String(describing: type(of: self))
        return tag == 0 ? name : "\(name) (tag \(tag))"
    }

    private static func describe(_ rect: CGRect) -> String {
        "(x: \(rect.origin.x), y: \(rect.origin.y), width: \(rect.size.width), height: \(rect.size.height))"
    }
}
