import Foundation
import LayoutEngine
import SwiftSyntax

/// `ProposedViewSize`: what a layout is proposed and proposes. `width` and `height` are optional
/// numbers (nil: "your ideal size"), as in SwiftUI.
struct ProposalValue: NativeValue, NativeType {
    var proposal: ProposedViewSize

    static let names = ["ProposedViewSize"]
    var nativeType: any NativeType.Type { Self.self }

    static let staticNames = ["zero", "unspecified", "infinity"]

    static func staticMember(_ name: String, _ i: Interpreter, at node: Syntax) throws -> Value? {
        switch name {
        case "zero": return .native(ProposalValue(proposal: .zero))
        case "unspecified": return .native(ProposalValue(proposal: .unspecified))
        case "infinity": return .native(ProposalValue(proposal: ProposedViewSize(width: .infinity, height: .infinity)))
        default: return nil
        }
    }

    /// `ProposedViewSize(width:height:)` (each optional) and `ProposedViewSize(size)`.
    static func make(_ name: String, _ args: Arguments, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        if let size = args.takeUnlabeled() {
            guard case .size(let s) = try i.evaluate(size.expression, cx, expecting: .size) else {
                throw i.error(size.node, "ProposedViewSize(_:) takes a CGSize")
            }
            return .native(ProposalValue(proposal: ProposedViewSize(width: s.width, height: s.height)))
        }
        guard let width = args.take("width"), let height = args.take("height") else {
            throw i.error(call, "ProposedViewSize needs width: and height: (each may be nil), or a CGSize")
        }
        return .native(ProposalValue(proposal: ProposedViewSize(
            width: try i.optionalLength(width.expression, cx), height: try i.optionalLength(height.expression, cx))))
    }

    func member(_ name: String, _ i: Interpreter, at node: Syntax, _ cx: Context) throws -> Value? {
        switch name {
        case "width": return proposal.width.map { .double($0) } ?? .nilValue
        case "height": return proposal.height.map { .double($0) } ?? .nilValue
        default: return nil
        }
    }

    func method(_ name: String, _ call: FunctionCallExprSyntax, _ i: Interpreter, _ cx: Context) throws -> Value? {
        guard name == "replacingUnspecifiedDimensions" else { return nil }
        // Apple's documentation: the default is 10 × 10.
        var by = CGSize(width: 10, height: 10)
        if let arg = call.arguments.first {
            guard case .size(let s) = try i.evaluate(arg.expression, cx, expecting: .size) else {
                throw i.error(arg, "replacingUnspecifiedDimensions(by:) takes a CGSize")
            }
            by = s
        }
        return .size(proposal.replacingUnspecifiedDimensions(by: by))
    }

    func setting(_ name: String, to newValue: Value, _ i: Interpreter, at node: Syntax) throws -> (any NativeValue)? {
        let length = newValue.isNil ? nil : try i.layoutNumber(newValue, at: node).map { CGFloat($0) }
        var copy = self
        switch name {
        case "width": copy.proposal.width = length
        case "height": copy.proposal.height = length
        default: return nil
        }
        return copy
    }

    var traceValue: TraceValue { .string(proposal.description) }
}

extension Interpreter {
    /// A length that may be nil (`proposal.width`, `nil`, `width * 0.5`), as a proposal's dimension.
    func optionalLength(_ e: ExprSyntax, _ cx: Context) throws -> CGFloat? {
        let v = try evaluate(e, cx, expecting: .floating)
        if v.isNil { return nil }
        guard let n = try layoutNumber(v, at: e) else { throw error(e, "expected a length or nil, found \(v.typeName)") }
        return CGFloat(n)
    }

    /// A value as a proposal: a `ProposedViewSize`, or a `CGSize`.
    func proposal(_ e: ExprSyntax, _ cx: Context) throws -> ProposedViewSize {
        switch try evaluate(e, cx, expecting: .native("ProposedViewSize")) {
        case .native(let n as ProposalValue): return n.proposal
        case .size(let s): return ProposedViewSize(width: s.width, height: s.height)
        case .opaque(let o):
            let n = CGFloat(substituteNumber(o, at: e))
            return ProposedViewSize(width: n, height: n)
        case let other: throw error(e, "expected a ProposedViewSize, found \(other.typeName)")
        }
    }
}
