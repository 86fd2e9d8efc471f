import Foundation
import LayoutEngine
import SwiftSyntax

/// `LayoutSubview`: one of the subviews a scene's layout method was given. Its queries and
/// placements go to the engine, which records them as calls of the subview; each is also a
/// decision of the layout naming the statement that made it (`LayoutCodeProposal`,
/// `LayoutCodePlacement`). A layout's `subviews` is an array of these, so everything Swift's
/// collections offer (`count`, `indices`, ranges, `map`, `enumerated`, `zip`, `first`…) works on it.
struct SubviewValue: NativeValue, NativeType {
    let proxy: LayoutSubview
    /// The method run that handed the subview out.
    let run: LayoutMethodRun

    static let names = ["LayoutSubview"]
    var nativeType: any NativeType.Type { Self.self }

    func member(_ name: String, _ i: Interpreter, at node: Syntax, _ cx: Context) throws -> Value? {
        switch name {
        case "priority": return .double(proxy.priority)
        case "spacing": return .native(SpacingValue(spacing: proxy.spacing))
        default: return nil
        }
    }

    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        let args = i.arguments(name, of: call)
        switch name {
        case "sizeThatFits":
            guard let p = args.takeUnlabeled() else { throw i.error(call, "sizeThatFits(_:) needs a ProposedViewSize") }
            let proposal = try i.proposal(p.expression, cx)
            try args.finish(i, allowed: [])
            let size = proxy.sizeThatFits(proposal)
            run.recordProposal(proposal, size: size, to: proxy, at: call)
            return .size(size)
        case "dimensions":
            guard let p = args.take("in") else { throw i.error(call, "dimensions(in:) needs a ProposedViewSize") }
            let proposal = try i.proposal(p.expression, cx)
            try args.finish(i, allowed: ["in"])
            let dimensions = proxy.dimensions(in: proposal)
            run.recordProposal(proposal, size: CGSize(width: dimensions.width, height: dimensions.height), to: proxy, at: call)
            return .dimensions(dimensions)
        case "place":
            guard let at = args.take("at") else { throw i.error(call, "place(at:anchor:proposal:) needs a CGPoint") }
            guard case .point(let point) = try i.evaluate(at.expression, cx, expecting: .point) else {
                throw i.error(at.node, "place(at:) takes a CGPoint")
            }
            var anchor = UnitPoint.topLeading
            if let a = args.take("anchor") {
                guard case .unitPoint(let u) = try i.evaluate(a.expression, cx, expecting: .unitPoint) else { throw i.error(a.node, "anchor: takes a UnitPoint") }
                anchor = u
            }
            guard let p = args.take("proposal") else { throw i.error(call, "place(at:anchor:proposal:) needs a proposal") }
            let proposal = try i.proposal(p.expression, cx)
            try args.finish(i, allowed: ["at", "anchor", "proposal"])
            try run.place(proxy, at: point, anchor: anchor, proposal: proposal, call: call)
            return .tuple([])
        default: return nil
        }
    }

    /// `subview[Rank.self]`: the value the subview wrote with `layoutValue(key:value:)`, or the key's `defaultValue`.
    func subscripted(_ e: SubscriptCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        guard e.arguments.count == 1, let arg = e.arguments.first else { return nil }
        let key = try i.layoutValueKey(arg.expression, cx)
        if let written = proxy.layoutValue(named: key.qualifiedName) as? SceneLayoutValue { return written.value }
        return try i.defaultValue(of: key, at: arg.expression, cx)
    }

    var traceValue: TraceValue { .string(proxy.nodeID.description) }
}

/// A value a view wrote for a key the scene declares, as the engine keeps it.
struct SceneLayoutValue: @unchecked Sendable {
    let value: Value
}

extension Interpreter {
    /// `Rank.self` for `struct Rank: LayoutValueKey { static let defaultValue = 0 }`.
    func layoutValueKey(_ e: ExprSyntax, _ cx: Context) throws -> TypeDeclaration {
        let named = e.as(MemberAccessExprSyntax.self).flatMap { $0.declName.baseName.text == "self" ? $0.base : nil } ?? e
        guard case .declared(let type)? = try typeNamed(named, cx), type.conformances.contains(where: { $0 == "LayoutValueKey" || $0 == "SwiftUI.LayoutValueKey" }) else {
            throw error(e, "expected a LayoutValueKey type of the scene's, written 'Key.self'")
        }
        return type
    }

    func defaultValue(of key: TypeDeclaration, at node: some SyntaxProtocol, _ cx: Context) throws -> Value {
        guard staticProperty(key, "defaultValue") != nil else {
            throw error(key.nameToken, "'\(key.name)' conforms to LayoutValueKey but has no `static let defaultValue`")
        }
        return try staticMember(of: key, "defaultValue", at: node, cx)
    }
}

extension Interpreter {
    /// `center` for `UnitPoint.center`, `(0.2, 0.8)` for another; `topLeading` rather than its
    /// synonym `zero` (the names sorted, so a trace says the same on every run).
    func unitPointName(_ u: UnitPoint) -> String {
        Self.unitPoints.filter { $0.value == u && $0.key != "zero" }.map(\.key).sorted().first
            ?? (u == .zero ? "zero" : "(\(TraceFormat.number(u.x)), \(TraceFormat.number(u.y)))")
    }
}
