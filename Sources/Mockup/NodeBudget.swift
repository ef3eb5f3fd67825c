/// Counts what a YAML or JSON file stands for, aliases expanded: its values
/// and the bytes of its text. Reading stops once either passes its limit
/// (``MockupLimits/maximumNodes``, ``MockupLimits/maximumExpandedText``),
/// since whoever walks the tree checks every repetition of a value again.
struct NodeBudget {
    /// What one node (and everything under it) stands for.
    struct Cost {
        var values = 0
        var textBytes = 0

        static func + (a: Cost, b: Cost) -> Cost { Cost(values: a.values + b.values, textBytes: a.textBytes + b.textBytes) }
    }

    let file: String
    private(set) var spent = Cost()

    init(file: String) { self.file = file }

    /// Counts `count` more values, the one at `position` among them.
    mutating func spend(_ count: Int, at position: MockupNode.Position) throws(MockupError) {
        try spend(Cost(values: count), at: position)
    }

    /// Counts `cost` more, the node at `position` standing for it.
    mutating func spend(_ cost: Cost, at position: MockupNode.Position) throws(MockupError) {
        spent = spent + cost
        if spent.values > MockupLimits.maximumNodes {
            throw error("the file holds more than \(MockupLimits.maximumNodes) values (aliases counted as what they repeat); the limit is \(MockupLimits.maximumNodes)", at: position)
        }
        if spent.textBytes > MockupLimits.maximumExpandedText {
            throw error("the file's text comes to more than \(MockupLimits.maximumExpandedText) bytes with its aliases repeated; the limit is \(MockupLimits.maximumExpandedText)", at: position)
        }
    }

    private func error(_ message: String, at position: MockupNode.Position) -> MockupError {
        MockupError(.invalidInput, file: file, line: position.line, column: position.column, message: message)
    }
}
