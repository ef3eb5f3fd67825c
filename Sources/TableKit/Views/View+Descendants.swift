extension View {
    /// The views of type `T` below this one, depth first in subview order.
    package func descendants<T: View>(of type: T.Type) -> [T] {
        var found: [T] = []
        appendDescendants(to: &found)
        return found
    }

    // One array for the whole walk: the standard library's generic
    // `flatMap` would make two arrays a view and, on its first call for a
    // type, have the runtime look up its sequences' element types by
    // mangled name, a scan of every conformance record.
    private func appendDescendants<T: View>(to found: inout [T]) {
        for subview in subviews {
            if let match = subview as? T { found.append(match) }
            subview.appendDescendants(to: &found)
        }
    }
}
