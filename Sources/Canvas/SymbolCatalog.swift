import Foundation

extension Symbol {
    /// Every built-in symbol by name.
    static let catalog: [String: Symbol] = Dictionary(
        uniqueKeysWithValues: [chevronForward].map { ($0.name, $0) })

    /// `chevron.forward`: placeholder until the catalog is drawn.
    static let chevronForward = Symbol(name: "chevron.forward", designSize: CGSize(width: 42, height: 72), shapes: [
        .stroke(Path { $0.addLines([CGPoint(x: 8, y: 8), CGPoint(x: 34, y: 36), CGPoint(x: 8, y: 64)]) }, width: 11),
    ])
}
