import Canvas
import Foundation

/// Where a toolbar's items go, as `UIToolbar` places them: packed from the
/// leading margin, a fixed space its width, flexible spaces sharing what is
/// left (an integrated search field takes it all instead). On glass,
/// neighbours that share their background form one platter (a run); every
/// other pair of neighbours stands the platter spacing apart.
struct ToolbarLayout {
    /// Items on one platter (or one bare item), and where each goes.
    struct Run {
        var items: [(item: BarButtonItem, look: BarItemLook, slot: CGRect)] = []
        var frame = CGRect.zero
        var isSearch = false
        /// The tint-filled glass a lone prominent item sits on.
        var isProminent: Bool { items.count == 1 && items[0].look.isProminent }
        var hidesBackground: Bool { items.contains { $0.item.hidesSharedBackground } }
    }

    private enum Part {
        case run(Run)
        case space(CGFloat)
        case flexible
        case search
    }

    private(set) var runs: [Run] = []

    /// The items of a bar `width` wide with `margin` each side, their
    /// content centred on `centre`; `search` adds the integrated field.
    init(items: [BarButtonItem], editing: Bool, design: BarDesign, search: Bool, width: CGFloat, margin: CGFloat, centre: CGFloat,
         spacing: CGFloat) {
        let parts = Self.parts(items, editing: editing, design: design, search: search, spacing: spacing)
        // Beside a search field, which takes what is free, a flexible space
        // shrinks to the spacing between platters.
        let flexibleCount = parts.filter { if case .flexible = $0 { true } else { false } }.count
        let fixed = parts.reduce(search ? CGFloat(flexibleCount) * spacing : 0) { total, part in
            switch part {
            case .run(let run): total + run.frame.width
            case .space(let width): total + width
            case .flexible, .search: total
            }
        }
        let free = max(0, width - 2 * margin - fixed)
        let flexible = search ? spacing : free / CGFloat(max(1, flexibleCount))
        let height = design.buttonPlatter?.height ?? Toolbar.height
        var x = margin
        for part in parts {
            switch part {
            case .run(var run):
                run.frame.origin = CGPoint(x: x, y: centre - height / 2)
                run.frame.size.height = height
                run.items = run.items.map { ($0.item, $0.look, $0.slot.offsetBy(dx: x, dy: run.frame.minY)) }
                runs.append(run)
                x += run.frame.width
            case .space(let width): x += width
            case .flexible: x += flexible
            case .search:
                var run = Run(frame: CGRect(x: x, y: centre - height / 2, width: free, height: height))
                run.isSearch = true
                runs.append(run)
                x += free
            }
        }
    }

    /// The items as runs and spaces, the search field last.
    private static func parts(_ items: [BarButtonItem], editing: Bool, design: BarDesign, search: Bool, spacing: CGFloat) -> [Part] {
        var parts: [Part] = []
        for item in items {
            switch item.systemItem {
            case .flexibleSpace: parts.append(.flexible)
            case .fixedSpace: parts.append(.space(item.width))
            default: add(item, to: &parts, look: BarItemLook(item, editing: editing, design: design), design: design, spacing: spacing)
            }
        }
        if search {
            if case .run = parts.last { parts.append(.space(spacing)) }
            parts.append(.search)
        }
        return parts
    }

    /// Adds `item` to the run before it when both share one platter, else as a run of its own.
    private static func add(_ item: BarButtonItem, to parts: inout [Part], look: BarItemLook, design: BarDesign, spacing: CGFloat) {
        let platter = item.hidesSharedBackground ? nil : design.buttonPlatter
        let width = BarItemRenderer.width(of: look, platter: platter)
        if case .run(var run) = parts.last {
            if platter != nil, joins(item, look: look, run: run) {
                run.items.append((item, look, CGRect(x: run.frame.width, y: 0, width: width, height: run.frame.height)))
                run.frame.size.width += width
                parts[parts.count - 1] = .run(run)
                return
            }
            parts.append(.space(spacing))
        }
        let height = platter?.height ?? Toolbar.height
        parts.append(.run(Run(items: [(item, look, CGRect(x: 0, y: 0, width: width, height: height))],
                              frame: CGRect(x: 0, y: 0, width: width, height: height))))
    }

    /// Neighbours share a platter unless either asks for its own (or is prominent).
    private static func joins(_ item: BarButtonItem, look: BarItemLook, run: Run) -> Bool {
        guard let last = run.items.last else { return false }
        return item.sharesBackground && last.item.sharesBackground && !look.isProminent && !last.look.isProminent && !run.hidesBackground
    }
}
