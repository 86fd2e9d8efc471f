import Foundation
import LayoutEngine
import SwiftSyntax

/// `ViewSpacing`: a view's spacing preferences (`subviews[i].spacing`), which a layout measures
/// with `distance(to:along:)`, merges with `formUnion(_:edges:)` and reports from
/// `spacing(subviews:cache:)`.
struct SpacingValue: NativeValue, NativeType {
    var spacing: ViewSpacing

    static let names = ["ViewSpacing"]
    var nativeType: any NativeType.Type { Self.self }
    static let staticNames = ["zero"]

    static func staticMember(_ name: String, _ i: Interpreter, at node: Syntax) throws -> Value? {
        name == "zero" ? .native(SpacingValue(spacing: .zero)) : nil
    }

    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        .native(SpacingValue(spacing: ViewSpacing()))
    }

    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        let args = i.arguments(name, of: call)
        switch name {
        case "distance":
            guard let to = args.take("to"), let along = args.take("along") else { throw i.error(call, "distance(to:along:) needs a ViewSpacing and an Axis") }
            let other = try i.spacing(to.expression, cx)
            let axis = try i.axis(along.expression, cx)
            try args.finish(i, allowed: ["to", "along"])
            return .double(spacing.distance(to: other, along: axis))
        case "union", "formUnion":
            guard let other = args.takeUnlabeled() else { throw i.error(call, "\(name)(_:edges:) needs a ViewSpacing") }
            let with = try i.spacing(other.expression, cx)
            var edges = Edge.Set.all
            if let e = args.take("edges"), case .edgeSet(let set) = try i.evaluate(e.expression, cx, expecting: .edgeSet) { edges = set }
            try args.finish(i, allowed: ["edges"])
            let merged = SpacingValue(spacing: spacing.union(with, edges: edges))
            if name == "union" { return .native(merged) }
            // `spacing.formUnion(other)`: a mutating method writes the receiver back.
            guard let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { throw i.error(call, "formUnion needs a variable to change") }
            try i.assign(.native(merged), to: receiver, cx)
            return .tuple([])
        default: return nil
        }
    }

    var traceValue: TraceValue { .string(spacing.description) }
}

/// `LayoutProperties`: what `static var layoutProperties` returns (its `stackOrientation`).
struct LayoutPropertiesValue: NativeValue, NativeType {
    var properties: LayoutProperties

    static let names = ["LayoutProperties"]
    var nativeType: any NativeType.Type { Self.self }

    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        .native(LayoutPropertiesValue(properties: LayoutProperties()))
    }

    func member(_ name: String, _ i: Interpreter, at node: Syntax, _ cx: Context) throws -> Value? {
        guard name == "stackOrientation" else { return nil }
        return properties.stackOrientation.map { .string($0 == .horizontal ? "horizontal" : "vertical") } ?? .nilValue
    }

    func setting(_ name: String, to newValue: Value, _ i: Interpreter, at node: Syntax) throws -> (any NativeValue)? {
        guard name == "stackOrientation" else { return nil }
        var copy = self
        switch newValue {
        case .nilValue: copy.properties.stackOrientation = nil
        case .string("horizontal"): copy.properties.stackOrientation = .horizontal
        case .string("vertical"): copy.properties.stackOrientation = .vertical
        // `.horizontal` read where nothing said an Axis was expected.
        case .opaque(let o) where o.expression.hasSuffix(".horizontal"): copy.properties.stackOrientation = .horizontal
        case .opaque(let o) where o.expression.hasSuffix(".vertical"): copy.properties.stackOrientation = .vertical
        default: throw i.error(node, "stackOrientation takes an Axis (.horizontal, .vertical) or nil, not \(newValue.typeName)")
        }
        return copy
    }
}

extension Interpreter {
    func spacing(_ e: ExprSyntax, _ cx: Context) throws -> ViewSpacing {
        guard case .native(let n as SpacingValue) = try evaluate(e, cx, expecting: .native("ViewSpacing")) else {
            throw error(e, "expected a ViewSpacing")
        }
        return n.spacing
    }

    /// `.horizontal` or `.vertical`, as an `Axis`.
    func axis(_ e: ExprSyntax, _ cx: Context) throws -> Axis {
        let member = e.as(MemberAccessExprSyntax.self)
        let written = member.flatMap { $0.base == nil || $0.base?.trimmedText == "Axis" ? $0.declName.baseName.text : nil }
        let v = try written.map { Value.string($0) } ?? evaluate(e, cx, expecting: .any)
        switch v {
        case .string("horizontal"): return .horizontal
        case .string("vertical"): return .vertical
        default: throw error(e, "expected an Axis (.horizontal or .vertical)")
        }
    }
}
