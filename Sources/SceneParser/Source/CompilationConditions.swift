import Foundation
import SwiftSyntax

/// `#if` as the compiler sees it when building an app for an iOS device in release:
/// `os(iOS)` holds, `DEBUG` and other flags do not unless the scene is parsed with them
/// defined (`ltrace record --define DEBUG`), `targetEnvironment(simulator)` does not, and
/// version checks (`swift(>=5.9)`) do. `canImport(X)` holds for Apple's iOS frameworks and
/// for the modules the scene's files import outside any `#if` (an app's packages are part of
/// its build).
struct CompilationConditions: Sendable {
    var defined: Set<String> = []
    /// Modules the files import unconditionally.
    var imported: Set<String> = []

    func holds(_ condition: ExprSyntax) -> Bool {
        if let e = condition.as(DeclReferenceExprSyntax.self) { return defined.contains(e.baseName.text) }
        if let e = condition.as(BooleanLiteralExprSyntax.self) { return e.literal.tokenKind == .keyword(.true) }
        if let e = condition.as(PrefixOperatorExprSyntax.self), e.operator.text == "!" { return !holds(e.expression) }
        if let e = condition.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first {
            return holds(only.expression)
        }
        if let e = condition.as(InfixOperatorExprSyntax.self), let op = e.operator.as(BinaryOperatorExprSyntax.self) {
            switch op.operator.text {
            case "&&": return holds(e.leftOperand) && holds(e.rightOperand)
            case "||": return holds(e.leftOperand) || holds(e.rightOperand)
            default: return false
            }
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedText ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return AppleFrameworks.iOS.contains(argument) || imported.contains(argument)
            case "targetEnvironment": return false
            case "swift", "compiler": return argument.hasPrefix(">=")
            case "arch": return argument == "arm64"
            default: return false
            }
        }
        return false
    }

    /// The clause the compiler would take, or nil when none holds.
    func activeClause(_ decl: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        decl.clauses.first { clause in clause.condition.map(holds) ?? true }
    }
}
