import Foundation
import LayoutEngine
import SwiftSyntax

/// A custom guide's identity type, as Apple's "Aligning views across stacks" declares one:
///
///     private struct ImageTitleAlignment: AlignmentID {
///         static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
///     }
struct AlignmentIDDefinition {
    let name: String
    /// `defaultValue(in:)`'s body and its parameter's name.
    let body: CodeBlockItemListSyntax
    let parameter: String
    let node: Syntax
}

extension Interpreter {
    /// A `struct` or `enum` conforming to `AlignmentID`, or nil for any other declaration.
    func alignmentIDDefinition(_ decl: DeclSyntax) throws -> AlignmentIDDefinition? {
        let group: (name: TokenSyntax, inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax)
        if let s = decl.as(StructDeclSyntax.self) {
            group = (s.name, s.inheritanceClause, s.memberBlock)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            group = (e.name, e.inheritanceClause, e.memberBlock)
        } else {
            return nil
        }
        let conformances = group.inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard conformances.contains(where: { $0 == "AlignmentID" || $0 == "SwiftUI.AlignmentID" }) else { return nil }
        for member in group.members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == "defaultValue" else { continue }
            let parameters = function.signature.parameterClause.parameters
            guard parameters.count == 1, let parameter = parameters.first, let body = function.body else {
                throw error(function, "defaultValue(in:) takes one ViewDimensions and returns a CGFloat")
            }
            let name = (parameter.secondName ?? parameter.firstName).text
            return AlignmentIDDefinition(name: group.name.text, body: body.statements, parameter: name, node: Syntax(function))
        }
        throw error(group.name, "'\(group.name.text)' conforms to AlignmentID but has no `static func defaultValue(in:)`")
    }

    /// Reads `extension VerticalAlignment { static let x = VerticalAlignment(X.self) }`, its
    /// `HorizontalAlignment` twin and `extension Alignment { static let y = Alignment(…) }`,
    /// so `.x` can be used wherever a guide can. Other extensions are not interpreted.
    func declareAlignments(_ extensions: [ExtensionDeclSyntax], ids: [String: AlignmentIDDefinition]) throws {
        // Guides first: an `Alignment` may combine guides declared in another extension.
        let ordered = extensions.sorted { a, b in
            (a.extendedType.trimmedDescription == "Alignment" ? 1 : 0) < (b.extendedType.trimmedDescription == "Alignment" ? 1 : 0)
        }
        for e in ordered {
            let type = e.extendedType.trimmedDescription
            guard ["HorizontalAlignment", "VerticalAlignment", "Alignment"].contains(type) else { continue }
            for member in e.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value
                    else { throw error(binding, "declare a guide as `static let name = \(type)(ID.self)`") }
                    if type == "Alignment" {
                        guard case .alignment(let a) = try evaluate(value, globals, expecting: .alignment) else {
                            throw error(value, "expected an Alignment")
                        }
                        customAlignments[name] = a
                        continue
                    }
                    let custom = try customGuide(named: name, value, type: type, ids: ids)
                    if type == "HorizontalAlignment" {
                        customHorizontal[name] = HorizontalAlignment(custom)
                    } else {
                        customVertical[name] = VerticalAlignment(custom)
                    }
                }
            }
        }
    }

    /// `VerticalAlignment(X.self)` (or `.init(X.self)`): a guide whose default value is X's.
    private func customGuide(named name: String, _ value: ExprSyntax, type: String, ids: [String: AlignmentIDDefinition]) throws -> CustomAlignmentID {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            [type, ".init", "\(type).init"].contains(call.calledExpression.trimmedDescription),
            let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        else { throw error(value, "declare a guide as `static let \(name) = \(type)(ID.self)`, ID an AlignmentID") }
        let idName = base.trimmedDescription
        guard let id = ids[idName] else {
            throw error(base, "cannot find AlignmentID '\(idName)' in this scene" + NameSuggestions.hint(idName, among: ids.keys))
        }
        let scope = globals
        let evaluate = duringLayout { (d: ViewDimensions) -> Double in
            let inner = Scope(parent: scope)
            inner.bind(id.parameter, .dimensions(d))
            return try self.number(of: id.body, inner, at: id.node)
        }
        // Checked now, so a mistake is reported before layout, at its position.
        let inner = Scope(parent: scope)
        inner.bind(id.parameter, .dimensions(ViewDimensions(width: 0, height: 0)))
        _ = try number(of: id.body, inner, at: id.node)
        return CustomAlignmentID(name: name) { d in
            let v = (try? evaluate(d)) ?? 0
            return v.isFinite ? CGFloat(v) : 0
        }
    }
}
