import Foundation
import LayoutEngine
import SwiftSyntax

/// A value of a library type ltrace implements in a file of its own (a layout's proposal, its
/// subviews, a spacing preference): what its members, methods and subscripts answer, and how an
/// assignment to a member changes it. `Value.native` holds one; its type (`NativeType`) gives the
/// initializers and statics. Adding a type is one file and its line in `NativeTypes.all`, not a
/// case of `Value` and a branch in each of member, method, subscript and operator lookup.
protocol NativeValue {
    var nativeType: any NativeType.Type { get }
    /// `value.name`; nil when the type has no such member.
    func member(_ name: String, _ i: Interpreter, at node: Syntax, _ cx: Context) throws -> Value?
    /// `value.name(…)`; nil when the type has no such method.
    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value?
    /// `value[…]`; nil when the type has no such subscript.
    func subscripted(_ e: SubscriptCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value?
    /// The value with `name` set to `newValue` (these are value types); nil when it cannot be set.
    func setting(_ name: String, to newValue: Value, _ i: Interpreter, at node: Syntax) throws -> (any NativeValue)?
    /// How the value appears in node arguments and compares with `==`.
    var traceValue: TraceValue { get }
}

extension NativeValue {
    func member(_ name: String, _ i: Interpreter, at node: Syntax, _ cx: Context) throws -> Value? { nil }
    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? { nil }
    func subscripted(_ e: SubscriptCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? { nil }
    func setting(_ name: String, to newValue: Value, _ i: Interpreter, at node: Syntax) throws -> (any NativeValue)? { nil }
    var traceValue: TraceValue { .string(nativeType.names[0]) }
}

/// A library type of `NativeValue`s: the names it is written with, its initializers and statics.
protocol NativeType {
    /// The names a scene writes the type with (`ProposedViewSize`); the first names it in messages.
    static var names: [String] { get }
    /// `Type(…)` (or `.init(…)` where the type is expected); nil when no initializer takes the call.
    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value?
    /// `Type.name`, or `.name` where the type is expected.
    static func staticMember(_ name: String, _ i: Interpreter, at node: Syntax) throws -> Value?
    /// The statics, for suggestions.
    static var staticNames: [String] { get }
}

extension NativeType {
    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? { nil }
    static func staticMember(_ name: String, _ i: Interpreter, at node: Syntax) throws -> Value? { nil }
    static var staticNames: [String] { [] }
}

/// The registry of native types.
enum NativeTypes {
    static let all: [any NativeType.Type] = [
        ProposalValue.self, SubviewValue.self, SpacingValue.self, LayoutPropertiesValue.self, BuiltInLayoutValue.self, AffineTransformValue.self,
        StyleConfigurationValue.self, FontMetricsValue.self,
    ]

    static let byName: [String: any NativeType.Type] = Dictionary(
        all.flatMap { type in type.names.map { ($0, type) } }, uniquingKeysWith: { a, _ in a })

    /// Each type's initializers, as entries of `BuiltInCalls.table`.
    static var initializers: [(String, BuiltInFunction)] {
        all.flatMap { type in
            type.names.map { name -> (String, BuiltInFunction) in
                (name, { i, args, e, cx, _ in
                    guard let v = try type.make(name, args, e, i, cx) else { throw i.error(e, "\(name)(…) is not an initializer ltrace knows") }
                    return v
                })
            }
        }
    }
}

extension Interpreter {
    /// `value.name` of a native value, or an error naming what it has.
    func nativeMember(_ n: any NativeValue, _ name: String, at node: some SyntaxProtocol, _ cx: Context) throws -> Value {
        if let v = try n.member(name, self, at: Syntax(node), cx) { return v }
        throw error(node, "\(n.nativeType.names[0]) has no member '\(name)'")
    }

    /// `.name` where a native type is expected.
    func nativeStatic(_ type: any NativeType.Type, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        if let v = try type.staticMember(name, self, at: Syntax(node)) { return v }
        throw error(node, "type '\(type.names[0])' has no member '\(name)'" + NameSuggestions.hint(name, among: type.staticNames, prefix: "."))
    }
}
