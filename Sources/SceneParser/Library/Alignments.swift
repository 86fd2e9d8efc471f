import Foundation
import LayoutEngine
import SwiftSyntax

/// Custom guides, declared as Apple's "Aligning views across stacks" declares them:
///
///     private struct ImageTitleAlignment: AlignmentID {
///         static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
///     }
///     extension VerticalAlignment { static let imageTitle = VerticalAlignment(ImageTitleAlignment.self) }
///
/// The extension's statics are read like any other (when first used); the initializer
/// `VerticalAlignment(X.self)` makes a guide whose default value runs X's `defaultValue(in:)`.
extension Interpreter {
    func customHorizontal(_ name: String, _ cx: Context) throws -> HorizontalAlignment? {
        if case .horizontal(let h)? = try extensionStatic(name, types: ["HorizontalAlignment"], cx) { return h }
        return nil
    }

    func customVertical(_ name: String, _ cx: Context) throws -> VerticalAlignment? {
        if case .vertical(let v)? = try extensionStatic(name, types: ["VerticalAlignment"], cx) { return v }
        return nil
    }

    func customAlignment(_ name: String, _ cx: Context) throws -> Alignment? {
        if case .alignment(let a)? = try extensionStatic(name, types: ["Alignment"], cx) { return a }
        return nil
    }

    func customGuideNames(of type: String) -> [String] { Array(index.outsideExtensions[type]?.statics.keys ?? [:].keys) }

    /// `VerticalAlignment(X.self)` (or `.init(X.self)`): a guide whose default value is X's.
    func customGuide(_ type: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ cx: Context) throws -> Value {
        guard let argument = args.takeUnlabeled() else { throw error(call, "\(type)(_:) takes an AlignmentID type: \(type)(MyGuide.self)") }
        let named = argument.expression.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "self" ? $0.base : nil }
        guard let named else {
            throw error(argument.expression, "declare a guide as `\(type)(ID.self)`, ID an AlignmentID")
        }
        guard case .declared(let id)? = try typeNamed(named, cx), id.kind == .alignmentID else {
            let ids = index.allTypes.filter { $0.kind == .alignmentID }.map(\.name)
            throw error(named, "cannot find AlignmentID '\(named.trimmedText)' in this scene" + NameSuggestions.hint(named.trimmedText, among: ids))
        }
        guard let function = id.members.staticMethods["defaultValue"]?.first, let body = function.body,
            let parameter = function.signature.parameterClause.parameters.first, function.signature.parameterClause.parameters.count == 1
        else {
            throw error(id.nameToken, "'\(id.name)' conforms to AlignmentID but has no `static func defaultValue(in:)`")
        }
        let parameterName = (parameter.secondName ?? parameter.firstName).text
        let name = cx.trail.last?.split(separator: ".").last.map(String.init) ?? id.name
        func run(_ d: ViewDimensions) throws -> Double {
            let inner = Scope(parent: globals, type: id)
            inner.bind(parameterName, .dimensions(d))
            return try number(of: body.statements, cx.with(inner), at: function)
        }
        // Checked now, so a mistake is reported before layout, at its position.
        _ = try run(ViewDimensions(width: 0, height: 0))
        let evaluate = duringLayout(run)
        let guide = CustomAlignmentID(name: name) { d in
            let v = (try? evaluate(d)) ?? 0
            return v.isFinite ? CGFloat(v) : 0
        }
        return type == "HorizontalAlignment" ? .horizontal(HorizontalAlignment(guide)) : .vertical(VerticalAlignment(guide))
    }
}
