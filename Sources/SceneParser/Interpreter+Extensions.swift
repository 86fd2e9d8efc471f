import Foundation
import LayoutEngine
import SwiftSyntax

/// Static members an app adds to SwiftUI's and Swift's types: `extension Color { static let
/// brand = … }`, `extension Font { static let cardTitle = … }`, `extension CGFloat { static let
/// rowHeight: CGFloat = 44 }`, read as `Color.brand` or `.brand` where a colour is expected.
extension Interpreter {
    func declareStatics(of type: String, _ members: MemberBlockItemListSyntax) {
        for member in compiledMembers(members) {
            guard let v = member.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    extensionStatics[type, default: [:]][name] = .expression(value)
                } else if let accessor = binding.accessorBlock {
                    extensionStatics[type, default: [:]][name] = .getter(accessor)
                }
            }
        }
    }

    /// The types whose statics an implicit member `.name` can mean where `expecting` is expected.
    static func extendedTypes(for expecting: Expectation) -> [String] {
        switch expecting {
        case .color, .view: return ["Color", "ShapeStyle"]
        case .font: return ["Font"]
        case .fontWeight: return ["Font.Weight"]
        case .number, .floating, .int: return ["CGFloat", "Double", "Int", "Float"]
        case .string: return ["String"]
        case .edgeSet: return ["Edge.Set"]
        case .unitPoint: return ["UnitPoint"]
        case .alignment: return ["Alignment"]
        case .any: return ["CGFloat", "Double", "Int", "Float", "String", "Color", "Font"]
        default: return []
        }
    }

    /// The value of `Type.name` declared in an extension of one of `types`, evaluated once.
    func extensionStatic(_ name: String, types: [String]) throws -> Value? {
        for type in types {
            guard let declared = extensionStatics[type]?[name] else { continue }
            if let cached = extensionStaticValues[type + "." + name] { return cached }
            let expectation: Expectation
            switch type {
            case "Color", "ShapeStyle": expectation = .color
            case "Font": expectation = .font
            case "Font.Weight": expectation = .fontWeight
            case "CGFloat", "Double", "Float": expectation = .floating
            case "Int": expectation = .int
            case "String": expectation = .string
            case "Edge.Set": expectation = .edgeSet
            case "UnitPoint": expectation = .unitPoint
            case "Alignment": expectation = .alignment
            default: expectation = .any
            }
            let value: Value
            switch declared {
            case .expression(let e): value = try evaluate(e, globals, expecting: expectation)
            case .getter(let accessor):
                guard let statements = getterStatements(accessor) else { throw error(accessor, "unsupported accessor") }
                value = try self.value(of: statements, Scope(parent: globals), at: accessor, expecting: expectation)
            }
            extensionStaticValues[type + "." + name] = value
            return value
        }
        return nil
    }
}

/// A static property an extension declares: `= value` or a getter.
enum ExtensionStatic {
    case expression(ExprSyntax)
    case getter(AccessorBlockSyntax)
}
