import Foundation

extension LayoutConstraint {
    /// Options of ``constraints(withVisualFormat:options:metrics:views:)``, as
    /// `NSLayoutConstraint.FormatOptions`: an attribute to align every view of
    /// the format on, and the direction horizontal formats run in.
    public struct FormatOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every view in the format.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of every view in the format.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of every view in the format.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of every view in the format.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of every view in the format.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of every view in the format.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of every view in the format.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of every view in the format.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of every view in the format.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of every view in the format.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Horizontal formats run from the leading to the trailing edge (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal formats run from left to right, whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal formats run from right to left, whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

        /// The attributes the `alignAll…` options name.
        var alignedAttributes: [Attribute] {
            let pairs: [(FormatOptions, Attribute)] = [
                (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
                (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
                (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
            ]
            return pairs.filter { contains($0.0) }.map(\.1)
        }
    }

    /// The constraints an ASCII-art format describes, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
    /// `"H:|-15-[label]-(>=8)-[image(40)]-15-|"`. They are returned inactive.
    ///
    /// `-` alone is the standard spacing (8 pt between views, 20 pt to the
    /// superview's edge); a view's predicates constrain its width (`H:`) or
    /// height (`V:`) to a constant, a metric or another view. Where UIKit raises
    /// an exception for a format it cannot parse, this logs the same message
    /// through `ConsoleLog` and returns no constraints.
    public class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse()
        } catch {
            ConsoleLog.write("Unable to parse constraint format: \n\(error.message)\n\(format)\n"
                + String(repeating: " ", count: error.offset) + "^")
            return []
        }
    }
}

/// Why a visual format could not be read, and where.
struct VisualFormatError: Error {
    let message: String
    let offset: Int
}

/// Reads one visual format left to right, making constraints as it goes.
private struct VisualFormatParser {
    private let text: [Character]
    private let options: LayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var at = 0
    private var vertical = false
    private var constraints: [LayoutConstraint] = []
    private var formatViews: [View] = []

    /// One comparison in parentheses: `>=8@750`, `==other`.
    private struct Predicate {
        var relation = LayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var view: View?
        var priority = LayoutPriority.required
    }

    /// What sits between two items.
    private enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// The superview's edge (`|`) or a view.
    private enum Item {
        case edge
        case view(View)

        var isEdge: Bool { if case .edge = self { true } else { false } }
        var view: View? { if case .view(let view) = self { view } else { nil } }
    }

    init(format: String, options: LayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        text = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> [LayoutConstraint] {
        if accept("V:") { vertical = true } else { _ = accept("H:") }
        var previous: Item?
        var connection = Connection.flush
        if accept("|") {
            previous = .edge
            connection = try readConnection()
        }
        repeat {
            let view = try readView()
            if let previous { try connect(previous, to: .view(view), by: connection) }
            previous = .view(view)
            connection = try readConnection()
            if accept("|") {
                try connect(.view(view), to: .edge, by: connection)
                guard at == text.count else { throw failure("the superview's edge must end the format") }
                break
            }
        } while at < text.count
        align()
        return constraints
    }

    // MARK: Reading

    private mutating func readView() throws(VisualFormatError) -> View {
        guard accept("[") else { throw failure("expected a view") }
        let name = readName()
        guard let view = views[name] as? View else { throw failure("\(name) is not a key in the views dictionary") }
        formatViews.append(view)
        if accept("(") {
            for predicate in try readPredicates(allowingViews: true) {
                let size: LayoutConstraint.Attribute = vertical ? .height : .width
                add(LayoutConstraint(item: view, attribute: size, relatedBy: predicate.relation, toItem: predicate.view,
                                     attribute: predicate.view == nil ? .notAnAttribute : size, constant: predicate.constant),
                    priority: predicate.priority)
            }
        }
        guard accept("]") else { throw failure("expected ']'") }
        return view
    }

    private mutating func readConnection() throws(VisualFormatError) -> Connection {
        guard accept("-") else { return .flush }
        if peek("[") || peek("|") { return .standard }
        let predicates: [Predicate]
        if accept("(") {
            predicates = try readPredicates(allowingViews: false)
        } else {
            predicates = [Predicate(constant: try readConstant())]
        }
        guard accept("-") else { throw failure("expected '-'") }
        return .predicates(predicates)
    }

    /// The comma-separated predicates up to and including the closing parenthesis.
    private mutating func readPredicates(allowingViews: Bool) throws(VisualFormatError) -> [Predicate] {
        var predicates: [Predicate] = []
        repeat {
            var predicate = Predicate()
            if accept("==") { predicate.relation = .equal }
            else if accept("<=") { predicate.relation = .lessThanOrEqual }
            else if accept(">=") { predicate.relation = .greaterThanOrEqual }
            if allowingViews, let view = peekName().flatMap({ views[$0] as? View }) {
                _ = readName()
                predicate.view = view
            } else {
                predicate.constant = try readConstant()
            }
            if accept("@") { predicate.priority = LayoutPriority(Float(try readConstant())) }
            predicates.append(predicate)
        } while accept(",")
        guard accept(")") else { throw failure("expected ')'") }
        return predicates
    }

    /// A number or a metric's name.
    private mutating func readConstant() throws(VisualFormatError) -> CGFloat {
        let start = at
        while at < text.count, text[at].isNumber || text[at] == "." || (at == start && text[at] == "-" && peekDigit(at + 1)) { at += 1 }
        if at > start {
            guard let number = Double(String(text[start..<at])) else { throw failure("expected a number") }
            return CGFloat(number)
        }
        let name = readName()
        guard !name.isEmpty else { throw failure("expected a number or a metric") }
        guard let value = Self.number(metrics[name]) else { throw failure("\(name) is not a key in the metrics dictionary") }
        return value
    }

    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private mutating func readName() -> String {
        let start = at
        while at < text.count, text[at].isLetter || text[at].isNumber || text[at] == "_" { at += 1 }
        return String(text[start..<at])
    }

    private func peekName() -> String? {
        var copy = self
        let name = copy.readName()
        return name.isEmpty || name.first?.isNumber == true ? nil : name
    }

    private func peekDigit(_ index: Int) -> Bool { index < text.count && text[index].isNumber }

    private func peek(_ token: String) -> Bool {
        let characters = Array(token)
        return at + characters.count <= text.count && Array(text[at..<(at + characters.count)]) == characters
    }

    private mutating func accept(_ token: String) -> Bool {
        guard peek(token) else { return false }
        at += token.count
        return true
    }

    private func failure(_ message: String) -> VisualFormatError { VisualFormatError(message: message, offset: at) }

    // MARK: Making constraints

    /// `second`'s start is `first`'s end plus the spacing, along the format's axis.
    private mutating func connect(_ first: Item, to second: Item, by connection: Connection) throws(VisualFormatError) {
        let edge: CGFloat = 20, between: CGFloat = 8
        let predicates: [Predicate] = switch connection {
        case .flush: [Predicate()]
        case .standard: [Predicate(constant: first.isEdge || second.isEdge ? edge : between)]
        case .predicates(let predicates): predicates
        }
        guard let superview = formatViews.first?.superview else { throw failure("the views must share a superview") }
        let (start, end) = axisAttributes
        for predicate in predicates {
            let firstItem: AnyObject = first.view ?? superview, secondItem: AnyObject = second.view ?? superview
            let firstAttribute = first.isEdge ? start : end, secondAttribute = second.isEdge ? end : start
            // `second.start r first.end + c`; at the trailing edge that reads
            // `superview.end r view.end + c`, as UIKit writes it.
            let constraint = LayoutConstraint(item: secondItem, attribute: secondAttribute, relatedBy: predicate.relation,
                                              toItem: firstItem, attribute: firstAttribute, constant: predicate.constant)
            add(constraint, priority: predicate.priority)
        }
    }

    /// The attributes at the start and end of the format's axis and direction.
    private var axisAttributes: (start: LayoutConstraint.Attribute, end: LayoutConstraint.Attribute) {
        if vertical { return (.top, .bottom) }
        if options.contains(.directionRightToLeft) { return (.right, .left) }
        if options.contains(.directionLeftToRight) { return (.left, .right) }
        return (.leading, .trailing)
    }

    /// The `alignAll…` options: every view of the format on the first one's attribute.
    private mutating func align() {
        guard let first = formatViews.first else { return }
        for attribute in options.alignedAttributes {
            for view in formatViews.dropFirst() {
                add(LayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute), priority: .required)
            }
        }
    }

    private mutating func add(_ constraint: LayoutConstraint, priority: LayoutPriority) {
        constraint.priority = priority
        constraints.append(constraint)
    }
}
