import Foundation
@testable import TableKit

/// Collects what Auto Layout logs while a test runs.
final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    var messages: [String] { lock.withLock { stored } }

    /// Runs `body` with the console log writing here, TableSnap's own diagnostics included when `diagnostics` is set.
    func capture<T>(diagnostics: Bool = false, _ body: () throws -> T) rethrows -> T {
        try ConsoleLog.$showsDiagnostics.withValue(diagnostics) {
            try ConsoleLog.$sink.withValue({ message in self.lock.withLock { self.stored.append(message) } }, operation: body)
        }
    }
}

/// A root view of `size` at scale 3, for constraint tests.
func constraintRoot(width: CGFloat = 300, height: CGFloat = 200) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.overrideTraits = Traits(displayScale: 3)
    return root
}

/// A subview of `parent` that its constraints place.
func constrainedView(in parent: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// A label in `parent` that its constraints place.
func constrainedLabel(_ text: String, in parent: View) -> Label {
    let label = Label()
    label.text = text
    label.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(label)
    return label
}

/// Constraints holding `view`'s four edges to `guide`'s.
func edges(of view: View, pinnedTo guide: LayoutGuide) -> [LayoutConstraint] {
    [view.leadingAnchor.constraint(equalTo: guide.leadingAnchor), view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
     view.topAnchor.constraint(equalTo: guide.topAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor)]
}
