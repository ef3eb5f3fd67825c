extension View {
    /// The views of type `T` below this one, depth first in subview order.
    package func descendants<T: View>(of type: T.Type) -> [T] {
        subviews.flatMap { subview in [subview as? T].compactMap { $0 } + subview.descendants(of: type) }
    }
}
