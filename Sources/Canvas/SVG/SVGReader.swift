import Foundation

/// Builds an ``SVGDocument`` from an ``XMLScanner``'s events, keeping what
/// groups pass down to what they hold: the transform, the fill rule, whether
/// they are hidden, and their `id`s.
struct SVGReader {
    /// What a group passes to the elements inside it.
    private struct Inherited {
        var transform = CGAffineTransform.identity
        var evenOdd = false
        var isHidden = false
        var groups: [String] = []
    }

    private var document = SVGDocument()
    private var stack: [Inherited] = [Inherited()]
    private var elements = 0
    private var styleText: String?

    static func read(_ bytes: [UInt8]) throws(SVGError) -> SVGDocument {
        var reader = SVGReader()
        try XMLScanner.scan(bytes) { (event) throws(SVGError) in try reader.handle(event) }
        return reader.document
    }

    private mutating func handle(_ event: XMLScanner.Event) throws(SVGError) {
        switch event {
        case .start(let name, let attributes): try start(name, attributes)
        case .end(let name): end(name)
        case .text(let text): appendStyle(text)
        }
    }

    private mutating func start(_ name: String, _ attributes: [String: String]) throws(SVGError) {
        elements += 1
        guard elements <= SVGDocument.maximumElements, stack.count <= SVGDocument.maximumDepth else { throw .tooComplex }
        if elements == 1 {
            guard name == "svg" else { throw .malformed("the root element is <\(name.prefix(40))>, not <svg>") }
            document.viewBox = attributes["viewBox"].flatMap(Self.viewBox)
        }
        if name == "style" { styleText = "" }
        let state = inherited(attributes, element: name)
        stack.append(state)
        if let path = SVGShapeGeometry.path(of: name, attributes), !path.elements.isEmpty {
            document.shapes.append(SVGDocument.Shape(
                path: state.transform.isIdentity ? path : path.applying(state.transform), evenOdd: state.evenOdd, id: attributes["id"],
                classes: attributes["class"].map { $0.split(separator: " ").map(String.init) } ?? [], groups: state.groups,
                isVisible: !state.isHidden))
        }
    }

    private mutating func end(_ name: String) {
        if stack.count > 1 { stack.removeLast() }
        if name == "style", let text = styleText {
            document.styleSheet.add(text)
            styleText = nil
        }
    }

    private mutating func appendStyle(_ text: String) {
        guard let current = styleText, current.utf8.count + text.utf8.count <= SVGStyleSheet.maximumLength else { return }
        styleText = current + text
    }

    /// The state an element passes on: its parent's, with its own attributes and `style` applied.
    private func inherited(_ attributes: [String: String], element: String) -> Inherited {
        var state = stack.last ?? Inherited()
        let style = SVGDeclarations(Substring(attributes["style"] ?? ""))
        func value(_ name: String) -> String? { style[name] ?? attributes[name] }
        if let list = attributes["transform"] {
            // A malformed list is ignored, as SVG ignores the attribute.
            state.transform = (SVGTransform.parse(Substring(list)) ?? .identity).concatenating(state.transform)
        }
        if let rule = value("fill-rule") { state.evenOdd = rule == "evenodd" }
        let opacity = value("opacity").flatMap(Double.init)
        if value("fill") == "none" || value("display") == "none" || opacity == 0 { state.isHidden = true }
        if element == "g" { state.groups.append(attributes["id"] ?? "") }
        return state
    }

    private static func viewBox(_ text: String) -> CGRect? {
        var scanner = SVGScanner(Substring(text))
        guard let v = scanner.numbers(4), v[2] > 0, v[3] > 0 else { return nil }
        return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
}
