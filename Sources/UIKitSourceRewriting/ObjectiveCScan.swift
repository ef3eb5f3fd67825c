import SwiftSyntax

/// What one file needs rewritten: the edits in place, the overrides that
/// leave its extensions, and what cannot be rewritten.
struct ObjectiveCScan {
    private(set) var edits: [SourceEdit] = []
    private(set) var movedMembers: [MovedMember] = []
    private(set) var diagnostics: [RewriteDiagnostic] = []
    /// Whether the file imports UIKit (or a module TableSnapUIKit stands in
    /// for, or TableSnapUIKit itself); an app with a bridging header gives
    /// UIKit to files that never import it, and the rewrite adds the import.
    private(set) var importsTableSnapUIKit = false

    /// Attributes that ask for the Objective-C runtime or Interface Builder, which Linux has neither of.
    static let objectiveCAttributes: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable"]
    /// Global actors UIKit code isolates itself to. UIKit's views are
    /// main-actor isolated; TableSnap's are not (a render runs on the caller's
    /// thread), so app code isolated to the main actor could not call them,
    /// nor be called from them, without `await`.
    static let actorAttributes: Set<String> = ["MainActor"]
    /// Every attribute the rewrite removes.
    static let removedAttributes = objectiveCAttributes.union(actorAttributes)

    /// Modules whose imports TableSnapUIKit stands in for: UIKit, its logging,
    /// the graphics frameworks UIKit code reaches through `view.layer`, the
    /// type identifiers document pickers take, the mail and Safari view
    /// controllers screens present, and Combine (which TableSnapUIKit
    /// re-exports from OpenCombine: the plugin cannot add a dependency to the
    /// app's target, and TableSnapUIKit is the one module it already has).
    static let replacedModules: Set<String> = [
        "UIKit", "os", "OSLog", "QuartzCore", "CoreGraphics", "UniformTypeIdentifiers", "MessageUI", "SafariServices", "Combine",
    ]

    init(file: ParsedFile, classes: Set<String>) {
        let visitor = ScanVisitor(file: file, classes: classes)
        visitor.walk(file.tree)
        let inPlace = visitor.edits
        // Edits inside a moved member travel with it; the member's place only keeps its lines.
        let staying = inPlace.filter { edit in !visitor.moved.contains { $0.range.contains(edit.range.lowerBound) } }
        edits = staying + visitor.moved.map { member in
            // The member's lines stay, blank, so every line after keeps its number.
            let newlines = String(repeating: "\n", count: member.text.filter { $0 == "\n" }.count)
            return SourceEdit(range: member.range, replacement: newlines)
        }
        movedMembers = visitor.moved.map { member in
            let inside = inPlace.filter { member.range.contains($0.range.lowerBound) && $0.range.upperBound <= member.range.upperBound }
                .map { SourceEdit(range: ($0.range.lowerBound - member.range.lowerBound)..<($0.range.upperBound - member.range.lowerBound), replacement: $0.replacement) }
            return MovedMember(className: member.className, path: file.path, line: member.line, text: member.text.applying(inside))
        }
        diagnostics = visitor.diagnostics
        importsTableSnapUIKit = visitor.importsTableSnapUIKit
    }
}

/// Walks a file for the rewrites.
private final class ScanVisitor: SyntaxVisitor {
    struct Moving {
        let className: String
        let range: Range<Int>
        let line: Int
        let text: String
    }

    let file: ParsedFile
    let classes: Set<String>
    var edits: [SourceEdit] = []
    var moved: [Moving] = []
    var diagnostics: [RewriteDiagnostic] = []
    var importsTableSnapUIKit = false

    init(file: ParsedFile, classes: Set<String>) {
        self.file = file
        self.classes = classes
        super.init(viewMode: .sourceAccurate)
    }

    /// The node's bytes from its first token to the end of its trailing trivia (the space after an attribute).
    private func removal(_ node: some SyntaxProtocol) -> SourceEdit {
        SourceEdit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPosition.utf8Offset, replacement: "")
    }

    private func report(_ message: String, at node: some SyntaxProtocol) {
        let location = file.converter.location(for: node.positionAfterSkippingLeadingTrivia)
        diagnostics.append(RewriteDiagnostic(path: file.path, line: location.line, column: location.column, message: message))
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.isRemoved { edits.append(removal(node)) }
        return .skipChildren
    }

    /// `{ @MainActor in … }` loses its whole signature: `{ in … }` would not parse.
    override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind {
        let onlyRemovedAttributes = node.attributes.allSatisfy { $0.as(AttributeSyntax.self)?.isRemoved ?? false }
        guard !node.attributes.isEmpty, onlyRemovedAttributes, node.capture == nil, node.parameterClause == nil,
              node.effectSpecifiers == nil, node.returnClause == nil else { return .visitChildren }
        edits.append(removal(node))
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        switch node.name.tokenKind {
        case .keyword(.dynamic):
            edits.append(removal(node))
        case .keyword(.optional):
            report("optional protocol requirements need the Objective-C runtime, which Linux does not have; give the requirement a default implementation in a protocol extension instead", at: node)
        default:
            break
        }
        return .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first?.name.text else { return .skipChildren }
        if first == "TableSnapUIKit" { importsTableSnapUIKit = true }
        // Under `#if canImport(SwiftUI)` (a preview, say) the import vanishes on Linux with its code.
        if first == "SwiftUI" && !node.isUnderCanImport(of: "SwiftUI") {
            report("SwiftUI cannot be drawn by TableSnap, which draws UIKit's views; keep SwiftUI files out of UIKit/ (or put SwiftUI code under #if canImport(SwiftUI), which is false on Linux)", at: node)
        }
        guard ObjectiveCScan.replacedModules.contains(first) else { return .skipChildren }
        importsTableSnapUIKit = true
        edits.append(SourceEdit(range: node.path.positionAfterSkippingLeadingTrivia.utf8Offset..<node.path.endPositionBeforeTrailingTrivia.utf8Offset,
                                replacement: "TableSnapUIKit"))
        return .skipChildren
    }

    /// `#available(iOS 17, *)` is always true on Linux, which runs every
    /// branch written for an iOS newer than the design being drawn; it becomes
    /// a question to TableSnapUIKit about the drawn design's iOS version.
    /// Without an iOS version the condition is what it is on iOS: `*` holds.
    override func visit(_ node: AvailabilityConditionSyntax) -> SyntaxVisitorContinueKind {
        let iOS = node.availabilityArguments.lazy.compactMap { argument -> VersionTupleSyntax? in
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                  ["iOS", "iOSApplicationExtension"].contains(restriction.platform.text) else { return nil }
            return restriction.version
        }.first
        let unavailable = node.availabilityKeyword.tokenKind == .poundUnavailable
        let replacement = iOS.map { version in
            let numbers = ([version.major] + version.components.map(\.number)).map(\.text).joined(separator: ", ")
            return (unavailable ? "!" : "") + "isAvailableInDrawnDesign(iOS: \(numbers))"
        } ?? (unavailable ? "false" : "true")
        edits.append(SourceEdit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                replacement: replacement))
        return .skipChildren
    }

    /// A platform check in an `#if` condition becomes what an iPhone answers
    /// (see `PlatformCondition`); an optional call of a UIKit delegate method
    /// becomes a plain call (see `DelegateMethods`).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.isInIfConfigCondition, let answer = PlatformCondition.onIPhone(node) {
            edits.append(SourceEdit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                    replacement: answer))
            return .skipChildren
        }
        if let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = optional.expression.as(MemberAccessExprSyntax.self),
           DelegateMethods.all.contains(member.declName.baseName.text + "(" + node.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")") {
            edits.append(removal(optional.questionMark))
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let name = Self.selectorName(node) else {
            report("#selector needs a method reference, such as #selector(done(_:))", at: node)
            return .skipChildren
        }
        edits.append(SourceEdit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                replacement: "Selector(\"\(name)\")"))
        return .skipChildren
    }

    /// The method a `#selector` names, as `done(_:)`: its last name with its argument labels, without the type or `self` before it.
    private static func selectorName(_ node: MacroExpansionExprSyntax) -> String? {
        guard let argument = node.arguments.last?.expression else { return nil }
        let reference = argument.as(MemberAccessExprSyntax.self)?.declName ?? argument.as(DeclReferenceExprSyntax.self)
        guard let reference else { return nil }
        let prefix = node.arguments.first?.label.map { "\($0.text):" } ?? ""
        return prefix + reference.trimmedDescription
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let typeName = node.extendedType.trimmedDescription
        for item in node.memberBlock.members where item.decl.overrides {
            guard classes.contains(typeName) else {
                report("'override' in an extension of '\(typeName)': Swift on Linux cannot override from an extension, and '\(typeName)' is not declared in this folder to take the member", at: item.decl)
                continue
            }
            let start = item.positionAfterSkippingLeadingTrivia.utf8Offset, end = item.endPositionBeforeTrailingTrivia.utf8Offset
            let text = String(decoding: Array(file.text.utf8)[start..<end], as: UTF8.self)
            moved.append(Moving(className: typeName, range: start..<end, line: file.converter.location(for: item.positionAfterSkippingLeadingTrivia).line, text: text))
        }
        return .visitChildren
    }
}

private extension AttributeSyntax {
    /// Whether the rewrite removes the attribute.
    var isRemoved: Bool {
        attributeName.as(IdentifierTypeSyntax.self).map { ObjectiveCScan.removedAttributes.contains($0.name.text) } ?? false
    }
}

private extension SyntaxProtocol {
    /// Whether the node is (part of) the condition of an `#if` or `#elseif`.
    var isInIfConfigCondition: Bool {
        var current = Syntax(self)
        while let parent = current.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) { return clause.condition?.id == current.id }
            current = parent
        }
        return false
    }

    /// Whether the node is inside an `#if` clause whose condition asks `canImport(module)`.
    func isUnderCanImport(of module: String) -> Bool {
        let check = "canImport(\(module))"
        var current = parent
        while let node = current {
            if let condition = node.as(IfConfigClauseSyntax.self)?.condition,
               condition.tokens(viewMode: .sourceAccurate).map(\.text).joined().contains(check) { return true }
            current = node.parent
        }
        return false
    }
}

private extension DeclSyntax {
    /// Whether the declaration overrides its superclass's.
    var overrides: Bool {
        let modifiers = asProtocol(WithModifiersSyntax.self)?.modifiers
        return modifiers?.contains { $0.name.tokenKind == .keyword(.override) } ?? false
    }
}
