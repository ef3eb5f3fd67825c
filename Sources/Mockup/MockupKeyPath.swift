/// A path to one value in a mockup, written as errors name fields:
/// `appearance`, `table.style`, `table.sections[0].rows[1].accessory`.
package struct MockupKeyPath: CustomStringConvertible, Sendable {
    /// One step: a mapping's key or a list's index.
    enum Component: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    let components: [Component]

    /// Parses `text`; nil unless it is keys joined by `.`, each optionally followed by `[N]` indexes.
    package init?(_ text: String) {
        var components: [Component] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard let steps = Self.components(of: part) else { return nil }
            components += steps
        }
        guard !components.isEmpty else { return nil }
        self.components = components
    }

    private init(components: [Component]) { self.components = components }

    /// `rows[1][2]` → key `rows`, indexes 1 and 2.
    private static func components(of part: Substring) -> [Component]? {
        let pieces = part.split(separator: "[", omittingEmptySubsequences: false)
        guard let key = pieces.first, !key.isEmpty, !key.contains("]") else { return nil }
        var components: [Component] = [.key(String(key))]
        for piece in pieces.dropFirst() {
            guard piece.hasSuffix("]"), let index = Int(piece.dropLast()), index >= 0 else { return nil }
            components.append(.index(index))
        }
        return components
    }

    /// The path in the form errors name fields.
    package var description: String { Self.describe(components[...]) }

    /// The path up to (not including) component `end`.
    func prefix(_ end: Int) -> String { Self.describe(components[..<end]) }

    private static func describe(_ components: ArraySlice<Component>) -> String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}

extension MockupNode {
    /// This tree with the value at `path` set to `value`: an existing value
    /// is replaced, missing mapping keys are added (the reader then checks
    /// them like any other), list entries must exist. Throws the reason,
    /// naming the part of the path that failed.
    package func setting(_ value: MockupNode, at path: MockupKeyPath) throws(KeyPathError) -> MockupNode {
        try setting(value, at: path, from: 0)
    }

    fileprivate func setting(_ value: MockupNode, at path: MockupKeyPath, from step: Int) throws(KeyPathError) -> MockupNode {
        guard step < path.components.count else { return MockupNode(value: value.value, position: position) }
        switch (path.components[step], self.value) {
        case (.key(let key), .mapping(var pairs)):
            if let index = pairs.firstIndex(where: { $0.key.text == key }) {
                pairs[index].value = try pairs[index].value.setting(value, at: path, from: step + 1)
            } else {
                pairs.append((MockupNode(value: .scalar(key), position: position), try newChild(value, at: path, from: step + 1)))
            }
            return MockupNode(value: .mapping(pairs), position: position)
        case (.index(let index), .sequence(var items)):
            guard items.indices.contains(index) else {
                throw KeyPathError(path: path.prefix(step), message: "has \(items.count) entries; there is no [\(index)]")
            }
            items[index] = try items[index].setting(value, at: path, from: step + 1)
            return MockupNode(value: .sequence(items), position: position)
        case (.key, _):
            throw KeyPathError(path: path.prefix(step), message: "is not a mapping; cannot set \(path.prefix(step + 1)) in it")
        case (.index(let index), _):
            throw KeyPathError(path: path.prefix(step), message: "is not a list; there is no [\(index)]")
        }
    }
}

extension MockupNode {
    /// The value for a key the mockup lacks: `value` itself at the end of
    /// the path, else mappings down to it; a list entry cannot be made up.
    fileprivate func newChild(_ value: MockupNode, at path: MockupKeyPath, from step: Int) throws(KeyPathError) -> MockupNode {
        guard step < path.components.count else { return MockupNode(value: value.value, position: position) }
        guard case .key = path.components[step] else {
            throw KeyPathError(path: path.prefix(step), message: "is not in the mockup; there is no \(path.prefix(step + 1))")
        }
        return try MockupNode(value: .mapping([]), position: position).setting(value, at: path, from: step)
    }
}

/// Why a key path cannot be set in a mockup: the part of the path that failed and what is wrong there.
package struct KeyPathError: Error {
    package let path: String
    package let message: String
}
