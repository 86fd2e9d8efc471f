import Foundation
import SwiftSyntax

/// `#if` as the compiler sees it when building an app for an iOS device in release:
/// `os(iOS)`, `canImport(UIKit)` and `canImport(SwiftUI)` hold, `DEBUG` and other flags do
/// not unless the scene is parsed with them defined (`ltrace record --define DEBUG`),
/// `targetEnvironment(simulator)` does not, and version checks (`swift(>=5.9)`) do.
struct CompilationConditions: Sendable {
    var defined: Set<String> = []

    static let platformModules: Set<String> = ["SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreGraphics"]

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
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return Self.platformModules.contains(argument)
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

extension Interpreter {
    /// The statements of a `#if` that the compiler would keep, as a code block's items.
    func activeStatements(_ decl: IfConfigDeclSyntax) -> CodeBlockItemListSyntax? {
        noteSkippedDeclarations(decl)
        guard case .statements(let items)? = conditions.activeClause(decl)?.elements else { return nil }
        return items
    }

    /// The members of a `#if` inside a type that the compiler would keep.
    func activeMembers(_ decl: IfConfigDeclSyntax) -> MemberBlockItemListSyntax? {
        noteSkippedDeclarations(decl)
        guard case .decls(let members)? = conditions.activeClause(decl)?.elements else { return nil }
        return members
    }

    /// Remembers the names declared in the clauses left out, so that using one explains why
    /// it is missing (sample data under `#if DEBUG` is the usual case).
    private func noteSkippedDeclarations(_ decl: IfConfigDeclSyntax) {
        let active = conditions.activeClause(decl)
        for clause in decl.clauses where clause.id != active?.id {
            let condition = clause.condition.map { "#if " + $0.trimmedDescription } ?? "#else"
            for node in clause.elements.map({ Array($0.children(viewMode: .sourceAccurate)) }) ?? [] {
                for declared in Self.declaredNames(node) where skippedDeclarations[declared] == nil { skippedDeclarations[declared] = condition }
            }
        }
    }

    private static func declaredNames(_ node: Syntax) -> [String] {
        var names: [String] = []
        for child in [node] + node.children(viewMode: .sourceAccurate).flatMap({ [$0] + $0.children(viewMode: .sourceAccurate) }) {
            if let v = child.as(VariableDeclSyntax.self) { names += v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
            if let f = child.as(FunctionDeclSyntax.self) { names.append(f.name.text) }
            if let s = child.as(StructDeclSyntax.self) { names.append(s.name.text) }
            if let e = child.as(ExtensionDeclSyntax.self) {
                for member in e.memberBlock.members { names += declaredNames(Syntax(member.decl)) }
            }
        }
        return names
    }

    /// Why a name is missing when an inactive `#if` declares it: "(declared under `#if DEBUG`…)".
    func skippedHint(_ name: String) -> String {
        guard let condition = skippedDeclarations[name] else { return "" }
        return "; it is declared under `\(condition)`, which an iOS release build leaves out (record with --define to keep it, e.g. --define DEBUG)"
    }
}
