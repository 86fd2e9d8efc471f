import Foundation
import LayoutEngine
import SwiftSyntax

/// `@ViewBuilder` code: bodies, content closures, previews; the views of an expression.
extension Interpreter {
    /// The views of a view-producing expression.
    func views(_ expr: ExprSyntax, _ cx: Context) throws -> [NodeSpec] {
        try toViews(try evaluate(expr, cx, expecting: .view), at: expr, cx)
    }

    /// A value where a view is expected: texts, images and colours become nodes here, `nil`
    /// (an optional view) and `()` are no views, and an opaque value is a placeholder.
    func toViews(_ value: Value, at node: some SyntaxProtocol, _ cx: Context) throws -> [NodeSpec] {
        switch value {
        case .views(let specs): return specs
        case .text(let t):
            var spec = Text.spec(runs: t.text.runs, label: t.label).at(t.position)
            spec.diagnostics = t.diagnostics
            return try count([spec], at: node)
        case .image(let i):
            var spec = Image.spec(name: i.name, systemName: i.systemName, intrinsicSize: i.size, resizable: i.resizable, label: i.label).at(i.position)
            spec.diagnostics = i.diagnostics
            return try count([spec], at: node)
        case .color(let c, let position, let label): return try count([c._nodeSpecs()[0].at(position, label: label)], at: node)
        case .nilValue: return []
        case .tuple(let elements) where elements.isEmpty: return []
        case .opaque(let o) where o.viewsBefore != nil:
            let d = warn(o.node, .approximated, "'\(o.expression)' is from outside the scene's files (a package's extension of a view); the view is laid out without it", collected: false)
            return o.viewsBefore!.map { var spec = $0; spec.diagnostics.append(d); return spec }
        case .opaque(let o):
            return [try placeholder(node, label: o.expression, reason: .standing(in: o), cx)]
        case .instance(let i) where i.type.kind == .view:
            return try viewsOf(i, cx)
        case .array(let items) where items.allSatisfy(\.isView):
            return try items.flatMap { try toViews($0, at: node, cx) }
        default: throw error(node, "expected a view, found \(value.typeName)")
        }
    }

    /// The statements of a `@ViewBuilder` closure, body or preview: views, `let`s, `if`,
    /// `switch`; in a helper or a preview that returns its view, `guard`, assignments and
    /// `return`.
    func viewBuilder(_ items: CodeBlockItemListSyntax, _ cx: Context) throws -> [NodeSpec] {
        let local = cx.nested()
        var result: [NodeSpec] = []
        for item in items {
            // A statement that cannot be built is a placeholder of its own (`Recovery`); a `let`
            // that cannot be read binds its names to opaque values, so the views using them are built.
            let outcome: BuilderStatement
            do {
                outcome = try builderStatement(item, local)
            } catch let e as SceneError where recovers(e) {
                if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) {
                    reportRecovery(e, "'\(SourceText.shortened(files.compact(variable)))' binds opaque values")
                    bindOpaque(variable, origin: .failed(e), local)
                    continue
                }
                result.append(try placeholder(for: item, e, local))
                continue
            }
            switch outcome {
            case .views(let views): result += views
            case .finished(let views): return result + views
            }
        }
        return result
    }

    /// What one statement of a view builder adds: views, or its last views (a `return`, a `guard`'s `else`).
    private enum BuilderStatement {
        case views([NodeSpec])
        case finished([NodeSpec])
    }

    private func builderStatement(_ item: CodeBlockItemSyntax, _ local: Context) throws -> BuilderStatement {
        switch item.item {
        case .expr(let expr):
            return .views(try statementViews(expr, local))
        case .stmt(let stmt):
            if let e = stmt.as(ExpressionStmtSyntax.self) {
                return .views(try statementViews(e.expression, local))
            } else if let r = stmt.as(ReturnStmtSyntax.self) {
                return .finished(try r.expression.map { try views($0, local) } ?? [])
            } else if let g = stmt.as(GuardStmtSyntax.self) {
                if try !conditionsHold(g.conditions, binding: local.scope, local).holds {
                    return .finished(try viewBuilder(g.body.statements, local))
                }
                return .views([])
            } else if stmt.is(ForStmtSyntax.self) {
                throw error(stmt, "a `for` loop cannot build views (Swift rejects it in a view builder too); write ForEach(…) { … }")
            } else if let d = stmt.as(DoStmtSyntax.self) {
                return .views(try viewBuilder(d.body.statements, local))
            } else if stmt.is(DeferStmtSyntax.self) {
                return .views([])
            }
            throw error(stmt, "unsupported statement in a view builder: only views, `let`, `if`, `switch` and `guard` are interpreted")
        case .decl(let decl):
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
                return .views(try index.activeStatements(ifConfig).map { try viewBuilder($0, local) } ?? [])
            }
            if let f = decl.as(FunctionDeclSyntax.self) {
                local.scope.bind(f.name.identifierName, .function(f, base: local.scope, name: f.name.identifierName))
                return .views([])
            }
            if let type = index.localType(decl) {
                local.scope.bind(type.name, .type(.declared(type)))
                return .views([])
            }
            guard let variable = decl.as(VariableDeclSyntax.self) else {
                throw error(decl, "unsupported declaration in a view builder")
            }
            try bindVariables(variable, local)
            return .views([])
        }
    }

    /// An expression statement of a view builder: a view, or (in a preview's setup) an
    /// assignment or a call whose result is not a view (`container.mainContext.insert(item)`).
    private func statementViews(_ expr: ExprSyntax, _ cx: Context) throws -> [NodeSpec] {
        if let e = expr.as(InfixOperatorExprSyntax.self), e.operator.is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/="].contains(e.operator.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") {
            _ = try statementExpression(expr, cx, expecting: .any)
            return []
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.mutatingArrayMethods.contains(member.declName.baseName.text), member.base != nil
        {
            _ = try statementExpression(expr, cx, expecting: .any)
            return []
        }
        let value = try evaluate(expr, cx, expecting: .view)
        // A model made for its effects makes no view; a view's value (`Card().title("A")`) does.
        if case .instance(let instance) = value, instance.type.kind != .view { return [] }
        if case .modelStore = value { return [] }
        return try toViews(value, at: expr, cx)
    }

    /// `if … { } else if … { } else { }` in a view builder, with `if let` and `if case` conditions
    /// binding names for the first branch. Only the branch taken is read (`ltrace check` reads
    /// both); a condition that needed a substitution marks the views it chose.
    func ifViews(_ e: IfExprSyntax, _ cx: Context) throws -> [NodeSpec] {
        let bound = cx.nested()
        let ((taken, unwrappedNil), notes) = try collectingDiagnostics { try conditionsHold(e.conditions, binding: bound.scope, cx) }
        let then = { try self.viewBuilder(e.body.statements, bound) }
        let otherwise: () throws -> [NodeSpec] = {
            switch e.elseBody {
            case .ifExpr(let next)?: return try self.ifViews(next, cx)
            case .codeBlock(let block)?: return try self.viewBuilder(block.statements, cx)
            case nil: return []
            }
        }
        var views: [NodeSpec]
        let onlyBooleans = e.conditions.allSatisfy { if case .expression = $0.condition { return true }; return false }
        if checksEverything && !unwrappedNil && (taken || onlyBooleans) {
            let a = try then(), b = try otherwise()
            views = taken ? a : b
        } else {
            views = taken ? try then() : try otherwise()
        }
        if !notes.isEmpty { views = views.map { var v = $0; v.diagnostics += notes; return v } }
        return views
    }
}
