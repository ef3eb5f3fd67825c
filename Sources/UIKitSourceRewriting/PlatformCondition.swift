import SwiftSyntax

/// The platform checks of `#if` conditions as an iPhone answers them. On
/// Linux `canImport(UIKit)` and `os(iOS)` are false, so a file wholly under
/// `#if canImport(UIKit)` would compile to nothing and an `os(iOS)` branch
/// would give way to the macOS or tvOS one; the rewrite puts the iPhone's
/// answer in their place. `targetEnvironment(simulator)` is true: on iOS a
/// screen's snapshot tests run in the simulator, and TableSnap's render stands
/// in for them. Other checks (`DEBUG`, `swift(>=…)`, `arch(…)`, `canImport` of
/// modules TableSnapUIKit does not stand in for, such as SwiftUI) stay as Linux
/// answers them.
enum PlatformCondition {
    /// `true` or `false` for a check whose answer on an iPhone differs from
    /// Linux's, nil for any other expression.
    static func onIPhone(_ call: FunctionCallExprSyntax) -> String? {
        guard let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
        switch function {
        case "canImport":
            let module = String(argument.prefix { $0 != "." })
            return ObjectiveCScan.replacedModules.contains(module) ? "true" : nil
        case "os":
            return argument == "iOS" ? "true" : "false"
        case "targetEnvironment":
            return argument == "simulator" ? "true" : "false"
        default:
            return nil
        }
    }
}
