/// Counts the values a YAML or JSON file stands for, aliases expanded,
/// and stops reading once they pass ``MockupLimits/maximumNodes``.
struct NodeBudget {
    let file: String
    private(set) var spent = 0

    init(file: String) { self.file = file }

    /// Counts `count` more values, the one at `position` among them.
    mutating func spend(_ count: Int, at position: MockupNode.Position) throws(MockupError) {
        spent += count
        guard spent <= MockupLimits.maximumNodes else {
            throw MockupError(.invalidInput, file: file, line: position.line, column: position.column,
                              message: "the file holds more than \(MockupLimits.maximumNodes) values (aliases counted as what they repeat); the limit is \(MockupLimits.maximumNodes)")
        }
    }
}
