import Foundation

/// What a list section tells the view of one of its elements, through the
/// element's layout attributes: a row's placement, or a header's or
/// footer's place among the titles of the style.
enum ListElementLook {
    /// A row, with the swipe actions it shows revealed.
    case row(RowPlacement, revealed: (edge: SwipeActionsEdge, actions: [ContextualAction])?)
    case title(style: TableStyleLayout, isHeader: Bool, section: Int)
}
